//  Linter+Placeholder.swift — GlimpseLint (Glimpse)
//  Status: Complete
//  Behaviour: `placeholder(in:)` is "a generic representation of your widget" that WidgetKit
//  redacts: `placeholder.empty` fires when it draws nothing in its content layer;
//  `placeholder.realData` when its texts are exactly those of the timeline's first entry (the
//  user's data; the snapshot stands in when there is no timeline), which means the placeholder
//  loads real data instead of using fixed sample values. Live dates are left out of the
//  comparison (they show the time, not data).

import GlimpseArchive

extension Linter {
    func placeholderFindings(_ family: LintFamily, kind: String) -> [LintFinding] {
        guard let placeholder = family.placeholder else { return [] }
        if placeholder.contentLeaves.isEmpty {
            return [
                LintFinding(
                    .placeholderEmpty, kind: kind, family: family.family, entry: "placeholder",
                    message: "the placeholder draws nothing: the widget is blank until its first timeline")
            ]
        }
        guard let real = family.entries.first?.archive ?? family.snapshot else { return [] }
        let texts = Self.dataTexts(placeholder)
        guard !texts.isEmpty, texts == Self.dataTexts(real) else { return [] }
        let shown = texts.prefix(3).map { "\"\($0)\"" }.joined(separator: ", ")
        return [
            LintFinding(
                .placeholderRealData, kind: kind, family: family.family, entry: "placeholder",
                message:
                    "the placeholder shows the same text as the \(family.entries.isEmpty ? "snapshot" : "timeline") "
                    + "(\(shown)\(texts.count > 3 ? ", …" : ""))")
        ]
    }

    /// The archive's text, run by run, without live dates, in drawing order.
    static func dataTexts(_ archive: WidgetArchive) -> [String] {
        archive.textRuns.filter { $0.run.live == nil }.map(\.run.text).filter { !$0.allSatisfy(\.isWhitespace) }
    }
}
