//  WidgetAccentedRenderingMode.swift — WidgetKit (Glimpse)
//  Status: Complete
//  Behaviour: Apple WidgetKit "WidgetAccentedRenderingMode", SwiftUI
//  "Image.widgetAccentedRenderingMode(_:)" (reference widgetkit.md §5.2 and §12 item 5):
//  how an image draws in accented mode; nil means the primary colour, not full colour;
//  `.fullColor` is ignored on watchOS.

import Foundation

/// How an image draws when the widget is in accented rendering mode.
public struct WidgetAccentedRenderingMode: Hashable, Sendable {
    let wireName: String
    /// In the accent group, like `widgetAccentable()`.
    public static let accented = WidgetAccentedRenderingMode(wireName: "accented")
    /// Luminance becomes alpha, in the primary group's colour.
    public static let desaturated = WidgetAccentedRenderingMode(wireName: "desaturated")
    /// Luminance becomes alpha, in the accent group's colour.
    public static let accentedDesaturated = WidgetAccentedRenderingMode(wireName: "accentedDesaturated")
    /// Unmodified (iOS only).
    public static let fullColor = WidgetAccentedRenderingMode(wireName: "fullColor")
}

extension Image {
    /// Chooses how this image draws in accented rendering mode; nil draws it in the primary
    /// colour, as an image without the modifier does.
    public func widgetAccentedRenderingMode(_ renderingMode: WidgetAccentedRenderingMode?) -> some View {
        environment(\.imageAccentedMode, renderingMode?.wireName)
    }
}
