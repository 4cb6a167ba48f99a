//  RenderOptions.swift — GlimpseRender (Glimpse)
//  Status: Complete
//  Behaviour: ARCHITECTURE.md "The archive" (the removable container background is its own
//  layer); widget backgrounds and corner shapes as documented on each property; the display-time
//  treatments of reference widgetkit.md §5.1–5.3 (rendering mode, redaction, Always On, StandBy's
//  red night mode).

public import Foundation
public import GlimpseArchive

/// How to draw an archive: pixel density, which layers, what fills the canvas first, and the
/// shape that clips the widget.
public struct RenderOptions: Hashable, Sendable {
    /// Pixels per point (1, 2 or 3 on Apple devices). `nil` uses the archive's `displayScale`,
    /// the scale its text was rounded for. Ignored by SVG and PDF, which are drawn in points.
    public var scale: Double?
    /// Draw the archive's `background` layer (`containerBackground(for: .widget)`). Hosts pass
    /// `false` where WidgetKit removes it (vibrant and accented modes, StandBy, the Mac desktop).
    public var showsContainerBackground: Bool
    /// Fills the whole canvas before any layer; `nil` leaves it transparent.
    /// See `defaultWidgetBackground(colorScheme:)` for the colour iOS puts behind a widget.
    public var backgroundColor: RGBA?
    /// Clips the whole widget to a rounded rectangle with continuous ("squircle") corners of this
    /// radius, in points. Values of at least half the shorter side give a capsule or circle.
    /// `nil` draws the full rectangle. See `cornerRadius(forFamily:)`.
    public var cornerRadius: Double?
    /// The instant the widget is shown: live dates and timer progress are resolved for it
    /// (`LiveResolver`). `nil` draws them as the extension laid them out, at the entry's date.
    public var date: Date?
    /// The rendering mode's colour treatment (`RenderingMode`); the archive should be the variant
    /// laid out for the same mode. In `accented` and `vibrant` the removable container background
    /// is replaced (tint or glass) or removed, unless `showsContainerBackground` keeps it
    /// (`containerBackgroundRemovable(false)`), in which case it is recoloured with the content.
    public var renderingMode: RenderingMode
    /// Regions the host redacts before drawing (`Redaction`): `.privacy` for a locked place with
    /// privacy on, `.invalidated` while an intent's reload is pending. No redacted text reaches
    /// any output.
    public var redaction: Redaction
    /// Always On (`isLuminanceReduced`: watch Always On, StandBy at night): the archive should be
    /// the variant laid out with `isLuminanceReduced` true. The host dims every colour (content,
    /// `backgroundColor`, `wallpaper`) to half brightness, drops the container background, and
    /// shows live dates at minute granularity (a timer shows "8:--"); pass the same flag to
    /// `LiveResolver.nextChange` to wake at most once a minute.
    public var luminanceReduced: Bool
    /// StandBy's night mode (iPhone StandBy in low light, reference widgetkit.md §5.1 "StandBy in
    /// low light (red tint)"): after every other treatment each colour becomes red of its
    /// luminance — `(L, 0, 0)` with `L = 0.2126 r + 0.7152 g + 0.0722 b`, alpha kept — on the
    /// content, images, emoji, the canvas colour, the wallpaper and the vibrant material. So
    /// white draws as full red and green and blue stay 0 in every pixel. Apple publishes no
    /// maths; luminance keeps the widget's contrast, as the vibrant mode it follows does.
    public var nightMode: Bool
    /// What is behind the widget (the Lock Screen's wallpaper, a watch face), drawn under
    /// everything and outside the corner mask; vibrant content drives its material over it.
    /// `nil` leaves the canvas outside the widget transparent.
    public var wallpaper: Wallpaper?
    /// The part of the widget's space that is drawn, points (origin top-leading of the widget's
    /// canvas); `nil` draws the canvas, `(0, 0, size)`. A watch face complication is shown with
    /// the face around it, where its curved label (`WidgetArchive.label`) lies. The output is
    /// `viewport.size × scale` pixels; the corner mask still follows the canvas.
    public var viewport: Rect?

    /// - Parameters:
    ///   - scale: pixels per point; `nil` uses the archive's `displayScale`.
    ///   - showsContainerBackground: draw the removable container background layer.
    ///   - backgroundColor: colour painted under everything; `nil` is transparent.
    ///   - cornerRadius: corner mask radius in points; `nil` for none.
    ///   - date: the instant live content is resolved for; `nil` for the entry's date.
    ///   - renderingMode: the mode's colour treatment; full colour by default.
    ///   - redaction: regions to redact; none by default.
    ///   - luminanceReduced: Always On treatment.
    ///   - nightMode: StandBy's red night treatment.
    ///   - wallpaper: what the widget is shown on; `nil` for nothing.
    ///   - viewport: the region drawn, points in the widget's space; `nil` for the canvas.
    public init(
        scale: Double? = nil, showsContainerBackground: Bool = true, backgroundColor: RGBA? = nil,
        cornerRadius: Double? = nil, date: Date? = nil, renderingMode: RenderingMode = .fullColor,
        redaction: Redaction = .none, luminanceReduced: Bool = false, nightMode: Bool = false,
        wallpaper: Wallpaper? = nil, viewport: Rect? = nil
    ) {
        self.nightMode = nightMode
        self.date = date
        self.renderingMode = renderingMode
        self.redaction = redaction
        self.luminanceReduced = luminanceReduced
        self.wallpaper = wallpaper
        self.viewport = viewport
        self.scale = scale
        self.showsContainerBackground = showsContainerBackground
        self.backgroundColor = backgroundColor
        self.cornerRadius = cornerRadius
    }

    /// The corner radius iOS gives a widget of `family` (its `WidgetFamily` case name), in points.
    ///
    /// - Returns: `22` for the `system*` families; `.infinity` for `accessoryCircular` (the mask
    ///   is clamped to half the shorter side, so the widget becomes a circle of radius
    ///   width / 2); `nil` (no mask) for `accessoryRectangular`, `accessoryInline`,
    ///   `accessoryCorner` and unknown names.
    ///
    /// Source: Apple publishes no number (widgets are told to use `ContainerRelativeShape`).
    /// Screenshots of a small widget on 6.1-inch iPhones measure about 21.7–22 pt; Glimpse uses
    /// 22 pt for every system family and every device, drawn as a continuous corner.
    public static func cornerRadius(forFamily family: String) -> Double? {
        switch family {
        case "systemSmall", "systemMedium", "systemLarge", "systemExtraLarge", "systemExtraLargePortrait":
            return 22
        case "accessoryCircular":
            return .infinity
        default:
            return nil
        }
    }

    /// The colour behind a widget without a container background: white in light mode and
    /// `#1C1C1E` (iOS `secondarySystemBackground`, dark) in dark mode.
    /// - Parameter colorScheme: `"light"` or `"dark"` (the archive's `colorScheme`); anything
    ///   else is treated as light.
    public static func defaultWidgetBackground(colorScheme: String) -> RGBA {
        colorScheme == "dark" ? RGBA(28 / 255, 28 / 255, 30 / 255) : .white
    }
}
