//  WidgetEntryRenderer.swift — GlimpseTesting (Glimpse)
//  Status: Complete
//  Behaviour: issue 14 "Snapshot tests": a widget's own entry view for one entry, laid out
//  in-process as the extension lays it out for a snapshot request (the widget's margins,
//  `contentMarginsDisabled()`, supported families; `Widget.entryArchive`) and drawn as the host
//  draws it (ViewRenderer).

import Foundation
import GlimpseArchive
import GlimpseHost
import GlimpseRender
import SwiftUI
public import WidgetKit

/// Lays `entry` out with `widget`'s entry view and draws it as `layout` says.
///
/// ```swift
/// @MainActor @Test func lockScreenHidesTheHeartRate() throws {
///     let shown = try render(HeartRateWidget(), entry: HeartRateEntry.sample,
///                            as: .widget(family: .accessoryRectangular, locked: true))
///     #expect(!shown.visibleText.contains("72"))
/// }
/// ```
/// - Parameters:
///   - widget: A widget (or a `WidgetBundle`: the first widget whose provider makes entries of
///     `entry`'s type draws it).
///   - entry: The entry to show; its `date` is the instant shown unless `layout` gives one.
///   - layout: A `.widget(…)` layout: family, device, place, mode, colour scheme, lock, Always On.
/// - Throws: `SnapshotError` `.layout` for an `.image(…)` layout, an entry the widget does not
///   draw, a family it does not support, or a device, place or mode that does not fit the family;
///   `.rendering` when the renderer fails.
@MainActor
public func render<W: Widget>(_ widget: W, entry: some TimelineEntry, as layout: SnapshotLayout = .widget())
    throws(SnapshotError) -> RenderedView
{
    SnapshotFonts.install()
    let (archive, options) = try WidgetEntryRenderer.layOut(widget, entry: entry, as: layout)
    return try ViewRenderer.draw(archive, options: options)
}

enum WidgetEntryRenderer {
    /// The archive of `entry` drawn by `widget` as `layout` says, and the host's options.
    @MainActor
    static func layOut<W: Widget>(_ widget: W, entry: some TimelineEntry, as layout: SnapshotLayout)
        throws(SnapshotError) -> (WidgetArchive, RenderOptions)
    {
        guard case .widget(var placement) = layout.kind else {
            throw SnapshotError(
                .layout, "a widget's entry is drawn as a widget; use .widget(family:…) rather than .image(…)")
        }
        placement.date = placement.date ?? entry.date
        return try ViewRenderer.layOut(placement) { family, canvas, variant throws(SnapshotError) in
            do throws(RequestFailure) {
                return try widget.entryArchive(entry, family: family, canvas: canvas, variant: variant)
            } catch {
                throw SnapshotError(.layout, error.message)
            }
        }
    }
}
