//  WidgetRenderingMode.swift — WidgetKit (Glimpse)
//  Status: Complete
//  Behaviour: Apple WidgetKit "WidgetRenderingMode" and the widget environment values
//  (reference widgetkit.md §5.1–5.2): the host lays out one archive per mode it will show.

import Foundation

/// How the system draws a widget: full colour, accented (tinted groups), or vibrant (Lock Screen).
public struct WidgetRenderingMode: Equatable, Hashable, CustomStringConvertible, Sendable {
    /// The protocol's name of the mode: `"fullColor"`, `"accented"` or `"vibrant"`.
    package let name: String
    /// Colours as the widget draws them.
    public static let fullColor = WidgetRenderingMode(name: "fullColor")
    /// The view splits into an accent group and a primary group, each drawn in one colour.
    public static let accented = WidgetRenderingMode(name: "accented")
    /// Desaturated, driving a material over the wallpaper (iPhone Lock Screen).
    public static let vibrant = WidgetRenderingMode(name: "vibrant")
    public var description: String { name }

    /// The mode for a protocol name (`"fullColor"`, `"accented"`, `"vibrant"`), nil if unknown.
    init?(wireName: String) {
        switch wireName {
        case "fullColor": self = .fullColor
        case "accented": self = .accented
        case "vibrant": self = .vibrant
        default: return nil
        }
    }
    private init(name: String) { self.name = name }
}

private enum WidgetRenderingModeKey: EnvironmentKey { static let defaultValue = WidgetRenderingMode.fullColor }
private enum ShowsContainerBackgroundKey: EnvironmentKey { static let defaultValue = true }
private enum ContentMarginsKey: EnvironmentKey { static let defaultValue = EdgeInsets() }
private enum ShowsWidgetLabelKey: EnvironmentKey { static let defaultValue = false }
private enum PlaceContentMarginsKey: EnvironmentKey { static let defaultValue: EdgeInsets? = nil }

extension EnvironmentValues {
    /// The mode the widget is being drawn in.
    public var widgetRenderingMode: WidgetRenderingMode {
        get { self[WidgetRenderingModeKey.self] }
        set {
            self[WidgetRenderingModeKey.self] = newValue
            // SwiftUI's built-in styles draw for it (BorderedProminentButtonStyle).
            isAccentedRendering = newValue == .accented
        }
    }

    /// Whether the host shows the widget's removable container background here (false in
    /// vibrant and accented modes, StandBy and on the watch face).
    public var showsWidgetContainerBackground: Bool {
        get { self[ShowsContainerBackgroundKey.self] }
        set { self[ShowsContainerBackgroundKey.self] = newValue }
    }

    /// The content margins the host applies, points (16 on the home screen, 0 for accessories
    /// and when `contentMarginsDisabled()`); apply them yourself after disabling them.
    public var widgetContentMargins: EdgeInsets {
        get { self[ContentMarginsKey.self] }
        set { self[ContentMarginsKey.self] = newValue }
    }

    /// The content margins the host's place asks for (`RenderEnvironment.contentMargins`).
    var placeContentMargins: EdgeInsets? {
        get { self[PlaceContentMarginsKey.self] }
        set { self[PlaceContentMarginsKey.self] = newValue }
    }

    /// Whether a `widgetLabel` will be shown (watch complications that draw labels).
    public var showsWidgetLabel: Bool {
        get { self[ShowsWidgetLabelKey.self] }
        set { self[ShowsWidgetLabelKey.self] = newValue }
    }
}
