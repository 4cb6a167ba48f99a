//  Linter+Configuration.swift — GlimpseLint (Glimpse)
//  Status: Complete
//  Behaviour: `configuration.displayName`, `configuration.description` (the gallery shows both;
//  an empty one is a widget without them) and `background.containerBackground` (Displaying
//  the right widget background: iOS 17 overlays a warning on a widget whose background is
//  neither removable nor marked non-removable; watchOS widgets get a default background, and
//  accessoryInline is a line of text the system draws without one).

import Foundation
import GlimpseArchive

extension Linter {
    func configurationFindings(_ description: WidgetDescription) -> [LintFinding] {
        var findings: [LintFinding] = []
        if description.displayName.trimmingCharacters(in: .whitespaces).isEmpty {
            findings.append(
                LintFinding(
                    .displayName, kind: description.kind,
                    message: "no configurationDisplayName: the gallery shows the widget without a name"))
        }
        if description.description.trimmingCharacters(in: .whitespaces).isEmpty {
            findings.append(
                LintFinding(
                    .description, kind: description.kind,
                    message: "no description: the gallery shows nothing under the widget's name"))
        }
        return findings
    }

    func backgroundFindings(_ family: LintFamily, _ description: WidgetDescription) -> [LintFinding] {
        guard family.platform == "iOS", family.family != "accessoryInline", description.containerBackgroundRemovable
        else { return [] }
        let shown = [family.snapshot] + family.entries.map(\.archive)
        let archives = shown.compactMap { $0 }
        guard !archives.isEmpty, archives.allSatisfy({ $0.background == nil }) else { return [] }
        return [
            LintFinding(
                .containerBackground, kind: description.kind, family: family.family,
                message: "no containerBackground(for: .widget): iOS 17 shows \"Please adopt containerBackground "
                    + "API\" over the widget")
        ]
    }
}
