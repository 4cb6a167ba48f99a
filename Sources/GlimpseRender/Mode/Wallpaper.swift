//  Wallpaper.swift — GlimpseRender (Glimpse)
//  Status: Complete
//  Behaviour: what is behind a widget in its place (the Lock Screen or Home Screen wallpaper, a
//  watch face); drawn under the widget so a preview shows it on something.

public import GlimpseArchive

/// What a widget is shown on: a colour or a vertical gradient filling the whole canvas,
/// outside the widget's corner mask.
public enum Wallpaper: Hashable, Sendable {
    /// One colour.
    case solid(RGBA)
    /// A gradient from `top` at the canvas's top edge to `bottom` at its bottom edge.
    case verticalGradient(top: RGBA, bottom: RGBA)

    /// A Lock Screen-like wallpaper: deep blue at the top to violet at the bottom.
    public static let lockScreen = Wallpaper.verticalGradient(
        top: RGBA(0x1D / 255.0, 0x3B / 255.0, 0x7A / 255.0), bottom: RGBA(0x6A / 255.0, 0x3F / 255.0, 0x9E / 255.0))

    /// A watch face's black.
    public static let watchFace = Wallpaper.solid(.black)

    /// The wallpaper as a paint over a canvas of `size` points.
    public func paint(size: Size) -> Paint {
        switch self {
        case .solid(let c): return .color(c)
        case .verticalGradient(let top, let bottom):
            return .linearGradient(
                stops: [GradientStop(color: top, location: 0), GradientStop(color: bottom, location: 1)],
                start: Point(x: 0, y: 0), end: Point(x: 0, y: size.height))
        }
    }

    /// The same wallpaper with every colour mapped by `transform`.
    func mapColors(_ transform: (RGBA) -> RGBA) -> Wallpaper {
        switch self {
        case .solid(let c): return .solid(transform(c))
        case .verticalGradient(let top, let bottom):
            return .verticalGradient(top: transform(top), bottom: transform(bottom))
        }
    }
}
