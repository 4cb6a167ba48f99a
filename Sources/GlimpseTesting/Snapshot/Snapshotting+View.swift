//  Snapshotting+View.swift — GlimpseTesting (Glimpse)
//  Status: Complete
//  Behaviour: issue 14: `.widget(…)` (a view as a widget's entry view, drawn as the host draws
//  it), `.image(…)` (a bare view) and `.archive` (the display list as drawn, as S-expression
//  text: a diff reviewers read), in swift-snapshot-testing's shape.

public import Foundation
public import GlimpseHost
public import GlimpseRender
public import SwiftUI
public import WidgetKit

extension Snapshotting where Value: View, Format == RasterImage {
    /// The view as the entry view of a `family` widget, drawn as the host draws it there: the
    /// place's mode, colours and backdrop, the family's corner mask, redaction when `locked`,
    /// Always On dimming; PNG at the device's scale (a `.systemSmall` on the default iPhone is
    /// 474×474 px). Parameters as `SnapshotLayout.widget(…)`.
    ///
    /// - Parameters:
    ///   - precision: The fraction of pixels that must match, 0…1.
    ///   - perceptualPrecision: How close a pixel must be to match, 0…1 (1: equal bytes; 0.98:
    ///     a CIE76 ΔE of 2).
    public static func widget(
        family: WidgetFamily = .systemSmall, device: String? = nil, place: PlaceName? = nil,
        renderingMode: WidgetRenderingMode? = nil, colorScheme: ColorScheme? = nil, locked: Bool = false,
        alwaysOn: Bool = false, date: Date? = nil, timeZone: TimeZone? = nil,
        locale: Locale = SnapshotLayout.defaultLocale, precision: Double = 1, perceptualPrecision: Double = 1
    ) -> Snapshotting {
        .image(
            .widget(
                family: family, device: device, place: place, renderingMode: renderingMode, colorScheme: colorScheme,
                locked: locked, alwaysOn: alwaysOn, date: date, timeZone: timeZone, locale: locale),
            precision: precision, perceptualPrecision: perceptualPrecision)
    }

    /// The view alone: proposed `size` points (nil: its ideal size), drawn at `scale` pixels
    /// per point on a transparent canvas, its values in `locale` (en_US unless given).
    public static func image(
        size: CGSize? = nil, scale: Double = 2, colorScheme: ColorScheme = .light,
        locale: Locale = SnapshotLayout.defaultLocale, precision: Double = 1, perceptualPrecision: Double = 1
    ) -> Snapshotting {
        .image(
            .image(size: size, scale: scale, colorScheme: colorScheme, locale: locale), precision: precision,
            perceptualPrecision: perceptualPrecision)
    }

    /// The view at its ideal size, at 2 pixels per point, light.
    public static var image: Snapshotting { .image() }

    /// The view laid out and drawn as `layout` says.
    public static func image(_ layout: SnapshotLayout, precision: Double = 1, perceptualPrecision: Double = 1)
        -> Snapshotting
    {
        Snapshotting(
            pathExtension: "png", diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision)
        ) { view in
            try render(view, as: layout).image
        }
    }
}

extension Snapshotting where Value: View, Format == String {
    /// The display list of the view as a `.systemSmall` widget on the Home Screen, as drawn, in
    /// the S-expression form (`DisplayItem.sExpression`): a text reference a reviewer can read
    /// in a diff.
    public static var archive: Snapshotting { .archive(.widget()) }

    /// The display list of the view laid out and drawn as `layout` says, as S-expression text.
    public static func archive(_ layout: SnapshotLayout) -> Snapshotting {
        Snapshotting(pathExtension: "txt", diffing: .lines) { view in
            try render(view, as: layout).sExpression
        }
    }
}
