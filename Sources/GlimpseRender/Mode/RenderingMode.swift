//  RenderingMode.swift — GlimpseRender (Glimpse)
//  Status: Complete
//  Behaviour: reference widgetkit.md §5.1 "Rendering modes" (`WidgetRenderingMode`: fullColor,
//  accented, vibrant) and §12.4–12.7; the colour treatment the host applies at display time.

import GlimpseArchive

/// How the host colours a widget at display time, as WidgetKit's `WidgetRenderingMode` does.
///
/// The archive must be the variant the extension laid out for the same mode (its
/// `@Environment(\.widgetRenderingMode)`); the host then applies the mode's colours:
/// - `fullColor`: drawn as laid out.
/// - `accented`: the accent group (`widgetAccentable`, sticky for a subtree) and the primary group
///   (everything else) each become one flat colour, keeping alpha; the container background is
///   replaced by a tint or glass (see `AccentedRendering`).
/// - `vibrant`: content is desaturated to luminance, which drives a material over the wallpaper;
///   the container background is removed (see `VibrantRendering`).
public enum RenderingMode: Hashable, Sendable, CustomStringConvertible {
    case fullColor
    case accented(AccentedRendering)
    case vibrant(VibrantRendering)

    /// The mode a place shows by its WidgetKit name, with the platform's default colours.
    ///
    /// - Parameters:
    ///   - name: `"fullColor"`, `"accented"` or `"vibrant"` (`WidgetRenderingMode`'s description).
    ///   - platform: `"iOS"` or `"watchOS"`; accented on iOS is the tinted Home Screen
    ///     (`AccentedRendering.tinted()`), on watchOS a watch face with an accent colour
    ///     (`AccentedRendering.watchFace()`).
    /// - Returns: `nil` for an unknown name.
    public init?(name: String, platform: String = "iOS") {
        switch name {
        case "fullColor": self = .fullColor
        case "accented": self = .accented(platform == "watchOS" ? .watchFace() : .tinted())
        case "vibrant": self = .vibrant(VibrantRendering())
        default: return nil
        }
    }

    /// `"fullColor"`, `"accented"` or `"vibrant"`.
    public var name: String {
        switch self {
        case .fullColor: return "fullColor"
        case .accented: return "accented"
        case .vibrant: return "vibrant"
        }
    }

    public var description: String { name }
}
