//  LiveProgress.swift — GlimpseArchive
//  Status: Complete for linear bars and circular rings
//  Behaviour: reference widgetkit.md §5.4: `ProgressView(timerInterval:countsDown:)` fills or
//  (by default, counting down) empties as time passes, without a reload. The host rebuilds the
//  filled part's path at display time from this description.

public import Foundation

/// A progress indicator whose filled part follows the clock.
public struct LiveProgress: Hashable, Codable, Sendable {
    public enum Geometry: Hashable, Codable, Sendable {
        /// A bar filling from the leading edge of `rect`, with rounded ends of `cornerRadius`.
        case bar(rect: Rect, cornerRadius: Double)
        /// A ring stroked clockwise from 12 o'clock around `center`.
        case ring(center: Point, radius: Double)
    }

    public var start: Date
    public var end: Date
    /// True (the default) empties the indicator as time passes.
    public var countsDown: Bool
    public var geometry: Geometry

    public init(start: Date, end: Date, countsDown: Bool, geometry: Geometry) {
        self.start = start
        self.end = end
        self.countsDown = countsDown
        self.geometry = geometry
    }

    /// Filled fraction at `now`, 0…1.
    public func fraction(at now: Date) -> Double {
        let total = end.timeIntervalSince(start)
        guard total > 0 else { return countsDown ? 0 : 1 }
        let elapsed = min(max(now.timeIntervalSince(start) / total, 0), 1)
        return countsDown ? 1 - elapsed : elapsed
    }

    /// The filled part's path at `now` (a fill for bars, a centre line to stroke for rings).
    public func path(at now: Date) -> PathData { Self.path(fraction: fraction(at: now), geometry: geometry) }

    /// The next instant after `now` at which the filled part moves by a pixel at `scale`, or nil
    /// once it no longer changes.
    public func nextChange(after now: Date, scale: Double) -> Date? {
        guard now < end else { return nil }
        if now < start { return start }
        let length: Double
        switch geometry {
        case .bar(let rect, _): length = rect.width
        case .ring(_, let radius): length = 2 * Double.pi * radius
        }
        let pixels = max(length * scale, 1)
        let step = end.timeIntervalSince(start) / pixels
        return min(now.addingTimeInterval(max(step, 0.001)), end)
    }

    /// The path of an indicator filled to `fraction` (0…1).
    public static func path(fraction: Double, geometry: Geometry) -> PathData {
        let f = fraction.isFinite ? min(max(fraction, 0), 1) : 0
        switch geometry {
        case .bar(let rect, let radius):
            let width = rect.width * f
            guard width > 0 else { return PathData() }
            return roundedBar(Rect(x: rect.x, y: rect.y, width: width, height: rect.height), radius: radius)
        case .ring(let center, let radius):
            guard f > 0 else { return PathData() }
            return arc(center: center, radius: radius, from: -Double.pi / 2, sweep: 2 * Double.pi * f)
        }
    }

    /// A clockwise arc (y down) as cubic Béziers of at most 90° each.
    public static func arc(center: Point, radius: Double, from start: Double, sweep: Double) -> PathData {
        let segments = max(1, min(64, Int(saturating: (abs(sweep) / (Double.pi / 2)).rounded(.up))))
        let step = sweep / Double(segments)
        let k = 4.0 / 3.0 * tan(step / 4)
        func point(_ a: Double) -> Point { Point(x: center.x + radius * cos(a), y: center.y + radius * sin(a)) }
        var elements: [PathElement] = [.move(to: point(start))]
        var a = start
        for _ in 0..<segments {
            let b = a + step
            let p0 = point(a)
            let p3 = point(b)
            let c1 = Point(x: p0.x - k * radius * sin(a), y: p0.y + k * radius * cos(a))
            let c2 = Point(x: p3.x + k * radius * sin(b), y: p3.y - k * radius * cos(b))
            elements.append(.curve(to: p3, control1: c1, control2: c2))
            a = b
        }
        return PathData(elements)
    }

    /// A rectangle with circular corners of `radius` points (clamped to half the shorter side),
    /// as cubic Béziers; the shape of bars, redaction bars and markers on both sides.
    public static func roundedBar(_ r: Rect, radius: Double) -> PathData {
        let rad = min(radius, r.width / 2, r.height / 2)
        guard rad > 0 else {
            return PathData([
                .move(to: Point(x: r.x, y: r.y)), .line(to: Point(x: r.maxX, y: r.y)),
                .line(to: Point(x: r.maxX, y: r.maxY)), .line(to: Point(x: r.x, y: r.maxY)), .closeSubpath,
            ])
        }
        let k = 0.5522847498 * rad
        return PathData([
            .move(to: Point(x: r.x + rad, y: r.y)),
            .line(to: Point(x: r.maxX - rad, y: r.y)),
            .curve(
                to: Point(x: r.maxX, y: r.y + rad), control1: Point(x: r.maxX - rad + k, y: r.y),
                control2: Point(x: r.maxX, y: r.y + rad - k)),
            .line(to: Point(x: r.maxX, y: r.maxY - rad)),
            .curve(
                to: Point(x: r.maxX - rad, y: r.maxY), control1: Point(x: r.maxX, y: r.maxY - rad + k),
                control2: Point(x: r.maxX - rad + k, y: r.maxY)),
            .line(to: Point(x: r.x + rad, y: r.maxY)),
            .curve(
                to: Point(x: r.x, y: r.maxY - rad), control1: Point(x: r.x + rad - k, y: r.maxY),
                control2: Point(x: r.x, y: r.maxY - rad + k)),
            .line(to: Point(x: r.x, y: r.y + rad)),
            .curve(
                to: Point(x: r.x + rad, y: r.y), control1: Point(x: r.x, y: r.y + rad - k),
                control2: Point(x: r.x + rad - k, y: r.y)),
            .closeSubpath,
        ])
    }
}
