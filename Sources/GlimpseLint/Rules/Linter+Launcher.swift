//  Linter+Launcher.swift — GlimpseLint (Glimpse)
//  Status: Complete
//  Behaviour: `content.launcherOnly` — HIG "Widgets": avoid a widget that only launches the app.
//  It fires when every shown archive (snapshot and entries) has at most one destination (the
//  widget URL and links together) and no intent, no live date or progress, at most one text of
//  at most three words (an icon and a name), no image covering a quarter of the widget or more
//  in the content or the container background (a photo is information), and every entry draws the same thing.
//  A family without entries (its timeline failed, reported as such) is not judged on its snapshot alone.

import GlimpseArchive

extension Linter {
    func launcherFindings(_ family: LintFamily, kind: String) -> [LintFinding] {
        guard !family.entries.isEmpty else { return [] }
        let shown = ([family.snapshot] + family.entries.map(\.archive)).compactMap { $0 }
        guard shown.allSatisfy(Self.isLauncher) else { return [] }
        let contents = Set(family.entries.map(\.archive.content))
        guard contents.count <= 1 else { return [] }
        let label = shown[0].textRuns.map(\.run.text).joined()
        return [
            LintFinding(
                .launcherOnly, kind: kind, family: family.family,
                message: "the widget shows no information"
                    + (label.isEmpty ? "" : " beyond \"\(label)\"") + " and only opens "
                    + (Self.destinations(shown[0]).first.map { "'\($0)'" } ?? "the app"))
        ]
    }

    private static func destinations(_ archive: WidgetArchive) -> Set<String> {
        Set([archive.widgetURL].compactMap { $0 } + archive.hitRegions.compactMap(\.url))
    }

    private static func isLauncher(_ archive: WidgetArchive) -> Bool {
        guard destinations(archive).count <= 1, !archive.hitRegions.contains(where: { $0.intent != nil }) else {
            return false
        }
        let leaves = archive.contentLeaves
        let texts = leaves.compactMap { leaf -> TextItem? in
            if case .text(let text) = leaf.item { return text }
            return nil
        }
        if texts.contains(where: { $0.lines.contains { $0.runs.contains { $0.live != nil } } }) { return false }
        if leaves.contains(where: {
            if case .shape(let shape) = $0.item { return shape.liveProgress != nil } else { return false }
        }) {
            return false
        }
        guard texts.count <= 1 else { return false }
        let quarter = archive.size.width * archive.size.height / 4
        let photo = (leaves + archive.backgroundLeaves).contains { leaf in
            guard case .image = leaf.item else { return false }
            return leaf.visible.width * leaf.visible.height >= quarter
        }
        if photo { return false }
        return texts.allSatisfy { $0.string.split(whereSeparator: \.isWhitespace).count <= 3 }
    }
}
