//  Widget+EntryArchive.swift — WidgetKit (Glimpse)
//  Status: Complete
//  Behaviour: issue 14 "Snapshot tests": one entry of a widget drawn by the widget's own entry
//  view, as the extension draws it for a snapshot request (the record's margins, corner radius,
//  `contentMarginsDisabled()`; WidgetRecord+Archive) — for GlimpseTesting's
//  `.widget(entry:family:…)` strategy, which lays it out in-process.

import Foundation
package import GlimpseArchive

extension Widget {
    /// `entry` laid out by this widget's entry view as a `family` widget in the host's `variant`.
    ///
    /// - Parameters:
    ///   - entry: An entry of the widget's provider; with a `WidgetBundle`, the first widget
    ///     whose provider makes this entry type draws it.
    ///   - canvas: The family's size on the device, points.
    ///   - variant: The environment the host asks for (colour scheme, mode, scale…).
    /// - Returns: The archive, carrying the variant's key.
    /// - Throws: `RequestFailure`: `.badRequest` when no widget here draws entries of that type
    ///   (naming the types it draws), `.unsupportedFamily` when the widget does not support
    ///   `family` (naming those it does), `.badRequest` for a field of `variant` WidgetKit cannot use.
    package func entryArchive(
        _ entry: any TimelineEntry, family: WidgetFamily, canvas: CGSize, variant: RenderEnvironment
    ) throws(RequestFailure) -> WidgetArchive {
        let records = makeRecords()
        guard let record = records.first(where: { $0.provider.accepts(entry) }) else {
            let drawn = records.map(\.provider.entryTypeName).joined(separator: ", ")
            throw RequestFailure(
                .badRequest,
                "\(Self.self) does not draw \(type(of: entry)) entries; "
                    + (drawn.isEmpty ? "it declares no widget" : "it draws \(drawn)"))
        }
        guard record.supportedFamilies.contains(family) else {
            let names = record.supportedFamilies.map(\.rawValue).joined(separator: ", ")
            throw RequestFailure(
                .unsupportedFamily,
                "\(Self.self) (kind '\(record.kind)') does not support \(family.rawValue); it supports \(names)")
        }
        let environment = try EnvironmentValues(variant: variant, family: family)
        var archive = record.archive(
            entry, family: family, canvas: canvas, environments: [environment], placeholder: false
        ).archives[0]
        archive.variant = variant.variant
        return archive
    }
}
