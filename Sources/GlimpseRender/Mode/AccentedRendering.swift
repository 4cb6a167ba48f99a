//  AccentedRendering.swift — GlimpseRender (Glimpse)
//  Status: Complete
//  Behaviour: reference widgetkit.md §5.1 "Accented semantics", §5.2
//  (`WidgetAccentedRenderingMode`), §9 (iOS 26 tinted and clear Home Screen), §12.4–12.5.

public import GlimpseArchive

/// The colours of accented rendering: one flat colour for each group, and what replaces the
/// container background.
///
/// Every item's colour is replaced by its group's colour while its alpha is kept (like a template
/// image), so opaque bitmaps become flat silhouettes unless `Image.widgetAccentedRenderingMode`
/// (`ImageItem.accentedMode`) says otherwise:
/// - `nil`: the image's group colour (the accent colour under `widgetAccentable`);
/// - `"accented"`: the accent colour;
/// - `"desaturated"` / `"accentedDesaturated"`: luminance becomes alpha (Rec. 709 luma of the
///   sRGB-encoded pixel, 0…1, times the pixel's alpha), in the primary / accent colour;
/// - `"fullColor"`: the image as it is, where `keepsFullColorImages` (iOS; watchOS ignores it).
public struct AccentedRendering: Hashable, Sendable {
    /// What the host draws where the removable container background was.
    public enum Backdrop: Hashable, Sendable {
        /// The tinted appearance: the whole canvas filled with this colour.
        case tint(RGBA)
        /// The clear appearance (Liquid Glass): a translucent frosted fill, `AccentedRendering.glassFill`,
        /// over whatever is behind the widget (`RenderOptions.wallpaper` or `backgroundColor`).
        case glass
        /// Nothing: a watch face, where the face shows through.
        case none
    }

    /// Colour of the primary (default) group; its alpha multiplies every item's alpha.
    public var primary: RGBA
    /// Colour of the accent group (`widgetAccentable(true)` subtrees).
    public var accent: RGBA
    /// What replaces the container background.
    public var backdrop: Backdrop
    /// Whether images marked `"fullColor"` keep their colours: true on iOS, false on watchOS
    /// (Apple: "Only applies to iOS").
    public var keepsFullColorImages: Bool

    /// - Parameters:
    ///   - primary: primary group colour; iOS and macOS draw both groups white.
    ///   - accent: accent group colour; the watch face's colour on watchOS.
    ///   - backdrop: the container background's replacement.
    ///   - keepsFullColorImages: honour `"fullColor"` images (iOS).
    public init(
        primary: RGBA = .white, accent: RGBA = .white, backdrop: Backdrop = .tint(AccentedRendering.defaultTint),
        keepsFullColorImages: Bool = true
    ) {
        self.primary = primary
        self.accent = accent
        self.backdrop = backdrop
        self.keepsFullColorImages = keepsFullColorImages
    }

    /// The tinted Home Screen (iOS 18+): both groups white on a tint-coloured backdrop.
    /// - Parameter tint: the backdrop colour; the default is `defaultTint`.
    public static func tinted(_ tint: RGBA = defaultTint) -> AccentedRendering {
        AccentedRendering(backdrop: .tint(tint))
    }

    /// The clear Home Screen (iOS 26 Liquid Glass): both groups white on glass.
    public static let clear = AccentedRendering(backdrop: .glass)

    /// A watch face with an accent colour: primary white, accent the face's colour, no backdrop,
    /// `"fullColor"` images ignored.
    /// - Parameter faceColor: the face's accent colour; the default is `defaultFaceColor`.
    public static func watchFace(_ faceColor: RGBA = defaultFaceColor) -> AccentedRendering {
        AccentedRendering(primary: .white, accent: faceColor, backdrop: .none, keepsFullColorImages: false)
    }

    /// The default tint backdrop: a dark desaturated blue, `#2C3A4F`. Apple publishes no colour; the
    /// tinted Home Screen darkens the user's hue for widget backgrounds, and this is the one
    /// Glimpse shows when no hue is chosen.
    public static let defaultTint = RGBA(0x2C / 255.0, 0x3A / 255.0, 0x4F / 255.0)

    /// The default watch-face accent colour: orange, `#FF9500` (iOS `systemOrange`).
    public static let defaultFaceColor = RGBA(1, 0x95 / 255.0, 0)

    /// The glass backdrop's fill: white at 20 % opacity. Apple publishes no value; this reads as
    /// frosted over both light and dark wallpapers without hiding them.
    public static let glassFill = RGBA(1, 1, 1, 0.2)
}
