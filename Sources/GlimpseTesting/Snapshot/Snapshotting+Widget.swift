//  Snapshotting+Widget.swift — GlimpseTesting (Glimpse)
//  Status: Complete
//  Behaviour: issue 14 "Snapshot tests": `.widget(entry:family:…)` — a widget's own entry view
//  for one entry, in a family and place, drawn as the host draws it; what a widget author
//  reaches for ("snapshot my widget for this entry in this family") without naming the view.

public import Foundation
import GlimpseArchive
public import GlimpseHost
public import GlimpseRender
public import SwiftUI
public import WidgetKit

extension Snapshotting where Value: Widget, Format == RasterImage {
    /// `entry` drawn by the widget's entry view as a `family` widget, as the host draws it
    /// there (the widget's content margins and `contentMarginsDisabled()`, the place's mode,
    /// colours and backdrop, the family's corner mask, redaction when `locked`, Always On
    /// dimming); PNG at the device's scale (a `.systemSmall` on the default iPhone is
    /// 474×474 px). The instant shown is `entry.date` unless `date` is given.
    ///
    /// ```swift
    /// @MainActor @Test func smallShowsTheEmoji() {
    ///     assertSnapshot(of: EmojiWidget(), as: .widget(entry: EmojiEntry.sample, family: .systemSmall))
    /// }
    /// ```
    /// A `Widget` is made on the main actor, so call it from a `@MainActor` test (or an
    /// `XCTestCase`, whose tests run there); called off the main actor, Swift stops the test
    /// process ("Incorrect actor executor assumption"). Other parameters as `SnapshotLayout.widget(…)`.
    ///
    /// - Parameters:
    ///   - entry: An entry of the widget's provider (with a `WidgetBundle`, the first widget
    ///     whose provider makes this type draws it).
    ///   - precision: The fraction of pixels that must match, 0…1.
    ///   - perceptualPrecision: How close a pixel must be to match, 0…1 (1: equal bytes; 0.98:
    ///     a CIE76 ΔE of 2).
    public static func widget<Entry: TimelineEntry>(
        entry: Entry, family: WidgetFamily = .systemSmall, device: String? = nil, place: PlaceName? = nil,
        renderingMode: WidgetRenderingMode? = nil, colorScheme: ColorScheme? = nil, locked: Bool = false,
        alwaysOn: Bool = false, date: Date? = nil, timeZone: TimeZone? = nil,
        locale: Locale = SnapshotLayout.defaultLocale, precision: Double = 1, perceptualPrecision: Double = 1
    ) -> Snapshotting {
        let layout = SnapshotLayout.widget(
            family: family, device: device, place: place, renderingMode: renderingMode, colorScheme: colorScheme,
            locked: locked, alwaysOn: alwaysOn, date: date, timeZone: timeZone, locale: locale)
        return Snapshotting(
            pathExtension: "png", diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision)
        ) { widget in
            // The caller holds a `Widget`, which Swift 6 makes only on the main actor, and
            // `verifySnapshot` calls this synchronously on the caller's executor.
            let values = OnMainActor(widget: widget, entry: entry)
            return try MainActor.assumeIsolated { () throws(SnapshotError) -> RasterImage in
                try render(values.widget, entry: values.entry, as: layout).image
            }
        }
    }
}

/// The widget and entry handed to the main actor by code that already runs on it, so nothing
/// crosses threads.
// @unchecked Sendable: made and used on the main actor only (`MainActor.assumeIsolated` checks it).
private struct OnMainActor<W, Entry>: @unchecked Sendable {
    let widget: W
    let entry: Entry
}
