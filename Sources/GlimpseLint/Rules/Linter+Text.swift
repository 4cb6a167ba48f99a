//  Linter+Text.swift — GlimpseLint (Glimpse)
//  Status: Complete
//  Behaviour: `text.minimumSize` — HIG "Widgets": keep text at 11 pt or larger. The size is the
//  run's font size times the scale of its enclosing transforms (`scaleEffect`), as laid out at
//  the default Dynamic Type size. One finding per family: the smallest run and where it is.

import GlimpseArchive

extension Linter {
    func textFindings(_ family: LintFamily, kind: String) -> [LintFinding] {
        var smallest: (size: Double, text: String, entry: String)?
        var archivesWithSmallText = 0
        for (name, archive) in family.namedArchives {
            let small = archive.textRuns.filter { $0.run.font.size * $0.scale < minimumTextSize - 0.01 }
            guard !small.isEmpty else { continue }
            archivesWithSmallText += 1
            for (run, scale) in small where run.font.size * scale < smallest?.size ?? .infinity {
                smallest = (run.font.size * scale, run.text, name)
            }
        }
        guard let smallest else { return [] }
        let more = archivesWithSmallText - 1
        let others = more > 0 ? " (and in \(more) more \(more == 1 ? "entry" : "entries"))" : ""
        return [
            LintFinding(
                .minimumTextSize, kind: kind, family: family.family, entry: smallest.entry,
                message: "text \"\(smallest.text)\" is \(Self.points(smallest.size)) pt, smaller than "
                    + "\(Self.points(minimumTextSize)) pt\(others)")
        ]
    }

    /// `10.5`, `9`: a number of points as findings print it (one decimal at most).
    static func points(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
