//  MarkDimension.swift — Charts (Glimpse)
//  Status: Complete
//  Behaviour: Apple Charts "MarkDimension", "MarkStackingMethod", "InterpolationMethod" and
//  "AnnotationPosition": the small value types marks take.

import Foundation

/// A mark's width, height or radius (Apple Charts, `MarkDimension`).
public struct MarkDimension: Hashable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    enum Storage: Hashable {
        case automatic
        case fixed(CGFloat)
        case ratio(CGFloat)
        case inset(CGFloat)
    }
    let storage: Storage

    /// The chart decides (bars take 80 % of their band, at most 40 points... as laid out).
    public static let automatic = MarkDimension(storage: .automatic)
    /// A size in points.
    public static func fixed(_ value: CGFloat) -> MarkDimension { MarkDimension(storage: .fixed(value)) }
    /// A fraction of the band or the radius.
    public static func ratio(_ value: CGFloat) -> MarkDimension { MarkDimension(storage: .ratio(value)) }
    /// The band or the radius less `value` points.
    public static func inset(_ value: CGFloat) -> MarkDimension { MarkDimension(storage: .inset(value)) }

    public init(floatLiteral value: Double) { storage = .fixed(CGFloat(value)) }
    public init(integerLiteral value: Int) { storage = .fixed(CGFloat(value)) }
    init(storage: Storage) { self.storage = storage }

    /// The size within `available` points, or `automatic` when the chart decides.
    func resolve(in available: CGFloat, automatic: CGFloat) -> CGFloat {
        let value: CGFloat =
            switch storage {
            case .automatic: automatic
            case .fixed(let points): points
            case .ratio(let ratio): available * ratio
            case .inset(let inset): available - inset
            }
        return value.isFinite ? max(0, value) : 0
    }
}

/// How bars and areas that share a position stack (Apple Charts, `MarkStackingMethod`).
public struct MarkStackingMethod: Hashable, Sendable {
    enum Method: Hashable { case standard, normalized, center, unstacked }
    let method: Method
    /// Each on top of the previous (the default).
    public static let standard = MarkStackingMethod(method: .standard)
    /// Stacked and scaled so each stack reaches 1.
    public static let normalized = MarkStackingMethod(method: .normalized)
    /// Stacked and centred on zero.
    public static let center = MarkStackingMethod(method: .center)
    /// Each from zero, overlapping.
    public static let unstacked = MarkStackingMethod(method: .unstacked)
}

/// How a line or an area joins its points (Apple Charts, `InterpolationMethod`); drawn by
/// `ChartLayout.join` (ChartLayout+Interpolation).
public struct InterpolationMethod: Hashable, Sendable {
    enum Method: Hashable {
        case linear, stepStart, stepCenter, stepEnd, monotone
        /// A centripetal-family Catmull-Rom spline; `alpha` 0 is uniform, 0.5 centripetal, 1 chordal.
        case catmullRom(alpha: Double)
        /// A cardinal spline; `tension` 0 is a uniform Catmull-Rom curve, 1 straight lines.
        case cardinal(tension: Double)
    }
    let method: Method
    /// Straight lines between points.
    public static let linear = InterpolationMethod(method: .linear)
    /// A Catmull-Rom spline through every point (centripetal, alpha 0.5).
    public static let catmullRom = InterpolationMethod(method: .catmullRom(alpha: 0.5))
    /// A cardinal spline with tension 0.
    public static let cardinal = InterpolationMethod(method: .cardinal(tension: 0))
    /// A cubic that keeps the data's monotonicity in x: no overshoot between points.
    public static let monotone = InterpolationMethod(method: .monotone)
    /// A step at each point: the new value from the point on.
    public static let stepStart = InterpolationMethod(method: .stepStart)
    /// A step half-way between points.
    public static let stepCenter = InterpolationMethod(method: .stepCenter)
    /// A step at the next point: each value holds until then.
    public static let stepEnd = InterpolationMethod(method: .stepEnd)
    /// A Catmull-Rom spline with `alpha` in 0...1 (clamped; NaN reads as 0.5).
    public static func catmullRom(alpha: Double) -> InterpolationMethod {
        InterpolationMethod(method: .catmullRom(alpha: alpha.isNaN ? 0.5 : min(1, max(0, alpha))))
    }
    /// A cardinal spline with `tension` in 0...1 (clamped; NaN reads as 0).
    public static func cardinal(tension: Double) -> InterpolationMethod {
        InterpolationMethod(method: .cardinal(tension: tension.isNaN ? 0 : min(1, max(0, tension))))
    }
}

/// Where an annotation sits around its mark (Apple Charts, `AnnotationPosition`).
public struct AnnotationPosition: Hashable, Sendable {
    enum Place: Hashable {
        case automatic, top, bottom, leading, trailing, overlay, topLeading, topTrailing, bottomLeading, bottomTrailing
    }
    let place: Place
    public static let automatic = AnnotationPosition(place: .automatic)
    public static let top = AnnotationPosition(place: .top)
    public static let bottom = AnnotationPosition(place: .bottom)
    public static let leading = AnnotationPosition(place: .leading)
    public static let trailing = AnnotationPosition(place: .trailing)
    public static let overlay = AnnotationPosition(place: .overlay)
    public static let topLeading = AnnotationPosition(place: .topLeading)
    public static let topTrailing = AnnotationPosition(place: .topTrailing)
    public static let bottomLeading = AnnotationPosition(place: .bottomLeading)
    public static let bottomTrailing = AnnotationPosition(place: .bottomTrailing)
}
