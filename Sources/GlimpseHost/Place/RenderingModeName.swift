//  RenderingModeName.swift — GlimpseHost (Glimpse)
//  Status: Complete
//  Behaviour: WidgetKit "WidgetRenderingMode" (reference widgetkit.md §5.1): the host's name for
//  the three modes, as `RenderEnvironment.renderingMode` carries them.

/// A `WidgetRenderingMode` as the host names it: `"fullColor"`, `"accented"` or `"vibrant"`.
public struct RenderingModeName: RawRepresentable, Hashable, Codable, Sendable, CustomStringConvertible,
    ExpressibleByStringLiteral, Comparable
{
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.init(rawValue: value) }

    /// Colours as the widget draws them (Home Screen, StandBy by day, multicolor watch faces,
    /// the watch Smart Stack).
    public static let fullColor: RenderingModeName = "fullColor"
    /// Two flat colours, accent group and primary group, alpha kept; the background replaced by
    /// a tint or glass (tinted or clear Home Screen, watch faces with an accent colour).
    public static let accented: RenderingModeName = "accented"
    /// Desaturated to luminance, which drives a material over the wallpaper (Lock Screen,
    /// StandBy at night).
    public static let vibrant: RenderingModeName = "vibrant"

    /// The three modes in WidgetKit's order.
    public static let all: [RenderingModeName] = [.fullColor, .accented, .vibrant]

    public var description: String { rawValue }

    /// Orders by `all`; unknown names sort last, by name.
    public static func < (a: RenderingModeName, b: RenderingModeName) -> Bool {
        let i = all.firstIndex(of: a) ?? all.count
        let j = all.firstIndex(of: b) ?? all.count
        return i != j ? i < j : a.rawValue < b.rawValue
    }
}
