//  SurfaceGlyph.swift — GlimpseDisplay (Glimpse)
//  Status: Complete for the Lock Screen's padlock, flashlight and camera
//  Behaviour: iOS draws the Lock Screen's padlock above the date and the flashlight and camera
//  buttons as white glyphs (SF Symbols `lock.fill`, `lock.open.fill`, `flashlight.off.fill`,
//  `camera.fill`), not as emoji. Apple publishes no outlines; these are Glimpse's own, drawn
//  after those symbols, filled even-odd in a 24-point box. The simulator page draws the same
//  paths (Page/style.css `.glyph`), so the page and the host's picture agree.

public import GlimpseArchive

/// A glyph a surface draws in its chrome, as one even-odd filled path in a 24 × 24 box.
public enum SurfaceGlyph: String, CaseIterable, Hashable, Sendable {
    /// `lock.fill`: the padlock of a locked iPhone.
    case lockClosed
    /// `lock.open.fill`: the padlock of an unlocked one.
    case lockOpen
    /// `flashlight.off.fill`: the Lock Screen's flashlight button.
    case flashlight
    /// `camera.fill`: the Lock Screen's camera button.
    case camera

    /// The outline in SVG path syntax (M, L, C, Z; absolute), in a 24 × 24 box, y down.
    public var svgPath: String {
        switch self {
        case .lockClosed:
            return "M 6.8 10 L 6.8 7.5 C 6.8 4.63 9.13 2.3 12 2.3 C 14.87 2.3 17.2 4.63 17.2 7.5 L 17.2 10 L "
                + "14.8 10 L 14.8 7.5 C 14.8 5.95 13.55 4.7 12 4.7 C 10.45 4.7 9.2 5.95 9.2 7.5 L 9.2 10 Z M "
                + "6.5 10 L 17.5 10 C 18.88 10 20 11.12 20 12.5 L 20 19.5 C 20 20.88 18.88 22 17.5 22 L 6.5 "
                + "22 C 5.12 22 4 20.88 4 19.5 L 4 12.5 C 4 11.12 5.12 10 6.5 10 Z"
        case .lockOpen:
            return "M 12.3 10 L 12.3 6.5 C 12.3 3.63 14.63 1.3 17.5 1.3 C 20.37 1.3 22.7 3.63 22.7 6.5 L 22.7 "
                + "9.5 L 20.3 9.5 L 20.3 6.5 C 20.3 4.95 19.05 3.7 17.5 3.7 C 15.95 3.7 14.7 4.95 14.7 6.5 L "
                + "14.7 10 Z M 3 10 L 15 10 C 16.1 10 17 10.9 17 12 L 17 20 C 17 21.1 16.1 22 15 22 L 3 22 C "
                + "1.9 22 1 21.1 1 20 L 1 12 C 1 10.9 1.9 10 3 10 Z"
        case .flashlight:
            return "M 6.5 1.5 L 17.5 1.5 L 17.5 3.5 L 6.5 3.5 Z M 6.5 4.5 L 17.5 4.5 L 17.5 6 L 15 10 L 15 21 "
                + "C 15 21.83 14.33 22.5 13.5 22.5 L 10.5 22.5 C 9.67 22.5 9 21.83 9 21 L 9 10 L 6.5 6 Z M "
                + "10.7 14 C 10.7 13.28 11.28 12.7 12 12.7 C 12.72 12.7 13.3 13.28 13.3 14 C 13.3 14.72 12.72 "
                + "15.3 12 15.3 C 11.28 15.3 10.7 14.72 10.7 14 Z"
        case .camera:
            return "M 4.5 7 L 8 7 L 9.3 4.5 L 14.7 4.5 L 16 7 L 19.5 7 C 20.88 7 22 8.12 22 9.5 L 22 18 C 22 "
                + "19.38 20.88 20.5 19.5 20.5 L 4.5 20.5 C 3.12 20.5 2 19.38 2 18 L 2 9.5 C 2 8.12 3.12 7 4.5 "
                + "7 Z M 7.8 13.75 C 7.8 11.43 9.68 9.55 12 9.55 C 14.32 9.55 16.2 11.43 16.2 13.75 C 16.2 "
                + "16.07 14.32 17.95 12 17.95 C 9.68 17.95 7.8 16.07 7.8 13.75 Z M 9.6 13.75 C 9.6 12.42 "
                + "10.67 11.35 12 11.35 C 13.33 11.35 14.4 12.42 14.4 13.75 C 14.4 15.08 13.33 16.15 12 16.15 "
                + "C 10.67 16.15 9.6 15.08 9.6 13.75 Z"
        }
    }

    /// The outline scaled from its 24 × 24 box onto `rect` (points).
    public func path(in rect: Rect) -> PathData {
        // The paths above are literals the PathData parser reads; a typo is a programming error.
        let unit = try! PathData(svg: svgPath)
        let (sx, sy) = (rect.width / 24, rect.height / 24)
        func map(_ p: Point) -> Point { Point(x: rect.x + p.x * sx, y: rect.y + p.y * sy) }
        return PathData(
            unit.elements.map { element in
                switch element {
                case .move(let p): return .move(to: map(p))
                case .line(let p): return .line(to: map(p))
                case .quadCurve(let p, let c): return .quadCurve(to: map(p), control: map(c))
                case .curve(let p, let c1, let c2): return .curve(to: map(p), control1: map(c1), control2: map(c2))
                case .closeSubpath: return .closeSubpath
                }
            })
    }
}
