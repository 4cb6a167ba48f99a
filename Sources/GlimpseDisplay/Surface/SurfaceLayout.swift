//  SurfaceLayout.swift — GlimpseDisplay (Glimpse)
//  Status: Complete for the Home Screen's first page, the Lock Screen, StandBy, the watch face,
//  the watch Smart Stack and the bare display
//  Behaviour: the geometry the simulator page draws each place with (Sources/GlimpseServer/Page:
//  places.js and style.css, one CSS pixel per point), so a kiosk's picture and the page show a
//  surface alike: where each slot sits and what surrounds the widgets (wallpaper, status bar,
//  clock, dock). Sizes are the device's (reference widgetkit.md §4.2–4.5); iOS publishes no
//  Home Screen or Lock Screen geometry beyond them, so the rest is the page's, documented on
//  each place's layout (SurfaceLayout+Phone, SurfaceLayout+Watch).

import Foundation
public import GlimpseArchive
public import GlimpseHost
import GlimpseText

/// Where a surface's slots sit on its screen and what the screen draws around them, in points
/// (origin top-leading, y down).
///
/// 1. The place's layout (Home Screen grid, Lock Screen clock and row, StandBy halves, watch
///    face positions, Smart Stack list, a bare display's magnified grid) places one slot per stack, in stack order; a slot the
///    place has no room for (a later Home Screen page, a fifth Lock Screen unit) is nil.
/// 2. The marks are drawn first, in order (wallpaper, then chrome); the widgets go on top.
/// 3. `brightness` multiplies the finished picture (the Lock Screen in Always On).
public struct SurfaceLayout: Hashable, Sendable {
    /// Where one slot's widget goes.
    public struct Slot: Hashable, Sendable {
        /// The widget's on-screen frame, points: its family's device size times `magnification`.
        public var frame: Rect
        /// How much larger than its family's size the widget is shown (StandBy's 2.05), else 1.
        public var magnification: Double
        /// Where the slot draws the widget's label (a watch face corner), or nil.
        public var label: LabelPlacement?

        public init(frame: Rect, magnification: Double = 1, label: LabelPlacement? = nil) {
            self.frame = frame
            self.magnification = magnification
            self.label = label
        }
    }

    /// Something the screen draws besides its widgets.
    public enum Mark: Hashable, Sendable {
        /// A rectangle with rounded corners (`radius` points; a capsule or circle when it is at
        /// least half the shorter side) filled with `paint`.
        case box(Rect, radius: Double, paint: Paint)
        /// The outline of a rounded rectangle, `width` points wide, inside its edge (CSS `border`).
        case outline(Rect, radius: Double, width: Double, color: RGBA)
        /// An elliptical radial gradient over `rect`: `stops` from `center` out to `radii`
        /// (CSS's `radial-gradient(rx ry at x y, …)`), the last stop's colour beyond.
        case glow(Rect, center: Point, radii: Size, stops: [GradientStop])
        /// One line of text, its line box (SF Pro's proportions, `TextMetrics`) centred
        /// vertically in `rect` and aligned by `alignment` (0 leading, 0.5 centre, 1 trailing).
        case text(String, Rect, font: FontDescriptor, color: RGBA, alignment: Double)
        /// A glyph (the Lock Screen's padlock, flashlight, camera) filling `rect` in `color`,
        /// where iOS draws a white SF Symbol.
        case glyph(SurfaceGlyph, Rect, color: RGBA)
    }

    /// The screen as the place shows it, points (StandBy is landscape).
    public var screen: Size
    /// Drawn under the widgets, in order.
    public var marks: [Mark]
    /// One per stack, in stack order; nil for a stack the place shows nowhere now.
    public var slots: [Slot?]
    /// Multiplies the finished picture's colours: 1, or `alwaysOnBrightness`.
    public var brightness: Double

    public init(screen: Size, marks: [Mark], slots: [Slot?], brightness: Double = 1) {
        self.screen = screen
        self.marks = marks
        self.slots = slots
        self.brightness = brightness
    }

    /// What the Lock Screen keeps of its brightness in Always On: iOS dims the whole screen
    /// (wallpaper, clock and widgets); the simulator page dims it alike (style.css
    /// `.screen.dimmed`). Apple publishes no number; Glimpse's choice.
    public static let alwaysOnBrightness = 0.45

    /// The layout of `context`'s place with one slot per entry of `families` (nil: a stack whose
    /// family is unknown, laid out as the place's first family), its clocks showing `clock`.
    public init(_ context: PlaceContext, families: [FamilyName?], clock: SurfaceClock) {
        let first = context.device.families(at: context.name).first ?? .systemSmall
        let families = families.map { $0 ?? first }
        switch context.name {
        case .homeScreen: self = Self.homeScreen(context, families, clock)
        case .lockScreen: self = Self.lockScreen(context, families, clock)
        case .standBy: self = Self.standBy(context, families, clock)
        case .watchFace: self = Self.watchFace(context, families, clock)
        case .watchSmartStack: self = Self.watchSmartStack(context, families, clock)
        case .display: self = Self.display(context, families)
        default:
            self.init(
                screen: context.device.screen, marks: [Self.fill(context.device.screen, context.backdropColor)],
                slots: families.map { _ in nil })
        }
    }

    // MARK: - Shared pieces

    /// The on-screen size of `family` here (zero if the device shows none).
    static func size(_ family: FamilyName, _ context: PlaceContext) -> Size {
        context.size(of: family)?.device ?? Size(width: 0, height: 0)
    }

    /// The whole screen filled with `color`.
    static func fill(_ screen: Size, _ color: RGBA) -> Mark {
        .box(Rect(x: 0, y: 0, width: screen.width, height: screen.height), radius: 0, paint: .color(color))
    }

    /// A font of the system's stand-in (Inter) or, `rounded`, the watch's (Quicksand).
    static func font(_ size: Double, weight: Int, rounded: Bool = false) -> FontDescriptor {
        FontDescriptor(
            family: rounded ? FontResolver.roundedFamily : FontResolver.systemFamily, size: size, weight: weight,
            monospacedDigit: true)
    }

    /// The width of `text` in `font`, points.
    static func width(_ text: String, _ font: FontDescriptor, tracking: Double = 0) -> Double {
        TextLayout.singleLineWidth([StyledRun(text: text, font: font, tracking: tracking)])
    }

    /// CSS `mix`: `a` moved `t` of the way to `b`.
    static func mix(_ a: RGBA, _ b: RGBA, _ t: Double) -> RGBA {
        RGBA(a.red + (b.red - a.red) * t, a.green + (b.green - a.green) * t, a.blue + (b.blue - a.blue) * t)
    }

    /// `#RRGGBB` as a colour (the page's literals).
    static func hex(_ value: UInt32, alpha: Double = 1) -> RGBA {
        RGBA(
            Double((value >> 16) & 255) / 255, Double((value >> 8) & 255) / 255, Double(value & 255) / 255, alpha)
    }
}

extension PlaceContext {
    /// What lies behind the widgets.
    var backdropColor: RGBA { place.backdrop(colorScheme: colorScheme, mode: renderingMode) }
}
