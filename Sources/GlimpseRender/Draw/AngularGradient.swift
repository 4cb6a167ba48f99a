//  AngularGradient.swift — GlimpseRender (Glimpse)
//  Status: Complete
//  Behaviour: SwiftUI `AngularGradient` (conic): colour varies with the angle around `center`,
//  clockwise on screen from `startAngle` to `endAngle` (radians from +x, y down). Outside a
//  partial range the gap is split at its middle: the half after `endAngle` keeps the last
//  colour, the half before `startAngle` the first, as SwiftUI pads its angular gradients.

import GlimpseArchive

/// An angular (conic) gradient, normalised. Cairo has no conic pattern, so it is drawn either
/// as a mesh of wedges (`+Mesh`, kept as vector shading in PDF) or as a bitmap computed per
/// pixel (`+Bitmap`, for image surfaces and SVG).
struct AngularGradient {
    var stops: [GradientStop]
    var center: Point
    /// Radians; after normalisation `startAngle < endAngle ≤ startAngle + 2π`.
    var startAngle: Double
    var endAngle: Double

    /// Normalises the range: a reversed range runs the stops backwards, a range over a full
    /// turn is cut to one turn.
    init(stops: [GradientStop], center: Point, startAngle: Double, endAngle: Double) {
        var sorted = stops.sorted { $0.location < $1.location }
        var (a0, a1) = (startAngle, endAngle)
        if a1 < a0 {
            swap(&a0, &a1)
            sorted = sorted.reversed().map { GradientStop(color: $0.color, location: 1 - $0.location) }
        }
        if a1 - a0 > 2 * Double.pi { a1 = a0 + 2 * Double.pi }
        self.stops = sorted
        self.center = center
        self.startAngle = a0
        self.endAngle = a1
    }

    /// The colour at `t` (0…1 along the range) by linear interpolation between stops, padded
    /// with the first and last colours.
    func color(at t: Double) -> RGBA {
        guard let first = stops.first, let last = stops.last else { return .clear }
        if t <= first.location { return first.color }
        if t >= last.location { return last.color }
        for i in 1..<stops.count where t <= stops[i].location {
            let (s0, s1) = (stops[i - 1], stops[i])
            let span = s1.location - s0.location
            let f = span > 0 ? (t - s0.location) / span : 1
            return RGBA(
                s0.color.red + (s1.color.red - s0.color.red) * f,
                s0.color.green + (s1.color.green - s0.color.green) * f,
                s0.color.blue + (s1.color.blue - s0.color.blue) * f,
                s0.color.alpha + (s1.color.alpha - s0.color.alpha) * f)
        }
        return last.color
    }

    /// The colour at angle `angle` (radians, same convention as the stops): inside the range
    /// by `color(at:)`, in the gap the last colour for its first half and the first after.
    func color(atAngle angle: Double) -> RGBA {
        let turn = 2 * Double.pi
        var a = (angle - startAngle).truncatingRemainder(dividingBy: turn)
        if a < 0 { a += turn }
        let span = endAngle - startAngle
        if a <= span { return color(at: span > 0 ? a / span : 1) }
        return a - span < (turn - span) / 2 ? color(at: 1) : color(at: 0)
    }
}
