//  WidgetRecord+Archive.swift — WidgetKit (Glimpse)
//  Status: Complete
//  Behaviour: Docs/ExtensionProtocol.md "Entries" — how one entry of a widget becomes archives:
//  one per environment, with the place's margins, the family's corner radius, the placeholder
//  redacted, and an inline accessory's line set from its text. Used by the request handler and by
//  previews, so both draw an entry the same way.

import Foundation
internal import GlimpseArchive

extension WidgetRecord {
    /// One archive of `entry` per environment, in order, each carrying its variant key. The
    /// placeholder is drawn with `redactionReasons = .placeholder`, as WidgetKit draws it.
    ///
    /// - Parameters:
    ///   - entry: An entry of this widget's provider (checked by the caller).
    ///   - canvas: The family's size, points.
    ///   - environments: The environments to draw in (at least one).
    ///   - variantKeys: The request's key for each environment (nil when it sent none).
    func archive(
        _ entry: Any, family: WidgetFamily, canvas: CGSize, environments: [EnvironmentValues],
        variantKeys: [String?]? = nil, placeholder: Bool
    ) -> ArchivedEntry {
        let (date, relevance) = provider.dateAndRelevance(entry)
        let keys = variantKeys ?? Array(repeating: nil, count: environments.count)
        let archives = zip(environments, keys).map { environment, key in
            var archive = archive(
                entry, dated: date, in: environment, family: family, canvas: canvas, placeholder: placeholder)
            archive.variant = key
            return archive
        }
        return ArchivedEntry(
            date: date, relevance: relevance?.wire,
            archives: archives)
    }

    /// `entry` (dated `date`) laid out in one `environment` (`EntryLayout`).
    private func archive(
        _ entry: Any, dated date: Date, in environment: EnvironmentValues, family: WidgetFamily, canvas: CGSize,
        placeholder: Bool
    ) -> WidgetArchive {
        EntryLayout.archive(
            family: family, canvas: canvas, environment: environment, date: date,
            contentMarginsDisabled: contentMarginsDisabled, placeholder: placeholder
        ) { environment, margins, radius in
            provider.render(entry, canvas, environment, margins, radius)
        }
    }
}
