//  ScaleRange.swift — Charts (Glimpse)
//  Status: Complete for position ranges (the plot's dimension with padding, explicit points)
//  Behaviour: Apple Charts "ScaleRange", "PositionScaleRange", "PlotDimensionScaleRange" and
//  `chartXScale(range:type:)`: where on the plot a scale's domain lands. By default it fills the
//  plot's width or height; `.plotDimension(startPadding:endPadding:)` keeps `startPadding`
//  points free at the domain's start (the leading edge for x, the bottom for numbers and dates
//  on y, the top for categories on y) and `endPadding` at its end. An explicit range of points
//  (`20...140`) is read literally as positions in the plot area, measured from its top-leading
//  corner as `ChartProxy` reports them: the domain's start goes to the lower bound.

import Foundation

/// A type that configures the range a scale maps its domain onto (Apple Charts, `ScaleRange`).
public protocol ScaleRange {
    /// What the range is made of: points (`CGFloat`) for a position scale.
    associatedtype VisualValue
}

/// A range of positions, in points, for the x or y scale (Apple Charts, `PositionScaleRange`).
public protocol PositionScaleRange: ScaleRange where VisualValue == CGFloat {}

/// The plot area's width or height, less some padding (Apple Charts, `PlotDimensionScaleRange`).
public struct PlotDimensionScaleRange: PositionScaleRange {
    public typealias VisualValue = CGFloat
    /// Points kept free at the domain's start and end.
    let startPadding: CGFloat
    let endPadding: CGFloat
}

extension PositionScaleRange where Self == PlotDimensionScaleRange {
    /// The whole width or height of the plot area (the default range).
    public static var plotDimension: PlotDimensionScaleRange {
        PlotDimensionScaleRange(startPadding: 0, endPadding: 0)
    }

    /// The plot area's dimension with `padding` points free at both ends.
    ///
    /// Source: Apple Charts "plotDimension(padding:)".
    public static func plotDimension(padding: CGFloat) -> PlotDimensionScaleRange {
        PlotDimensionScaleRange(startPadding: padding, endPadding: padding)
    }

    /// The plot area's dimension with `startPadding` points free where the domain starts and
    /// `endPadding` where it ends (for numbers on y the start is the bottom).
    ///
    /// Source: Apple Charts "plotDimension(startPadding:endPadding:)".
    public static func plotDimension(startPadding: CGFloat = 0, endPadding: CGFloat = 0) -> PlotDimensionScaleRange {
        PlotDimensionScaleRange(startPadding: startPadding, endPadding: endPadding)
    }
}

extension ClosedRange: ScaleRange, PositionScaleRange where Bound == CGFloat {
    public typealias VisualValue = CGFloat
}

extension Range: ScaleRange, PositionScaleRange where Bound == CGFloat {
    public typealias VisualValue = CGFloat
}

/// A position range as the chart reads it.
enum ChartRange: Equatable {
    /// The plot's dimension, less these points at the domain's start and end.
    case plotDimension(start: Double, end: Double)
    /// These positions, points from the plot's top-leading corner.
    case positions(Double, Double)

    init?(_ range: some PositionScaleRange) {
        switch range {
        case let dimension as PlotDimensionScaleRange:
            self = .plotDimension(start: Double(dimension.startPadding), end: Double(dimension.endPadding))
        case let closed as ClosedRange<CGFloat>:
            self = .positions(Double(closed.lowerBound), Double(closed.upperBound))
        case let open as Range<CGFloat>:
            self = .positions(Double(open.lowerBound), Double(open.upperBound))
        default:
            return nil
        }
    }
}
