//  SectorMark.swift — Charts (Glimpse)
//  Status: Complete
//  Behaviour: Apple Charts "SectorMark" (iOS 17): a slice of a pie or a donut whose angle is its
//  value's share of the total, starting at 12 o'clock and going clockwise.

import Foundation

/// A slice of a pie or donut chart (Apple Charts, `SectorMark`).
public struct SectorMark: ChartContent, PrimitiveChartContent {
    var record = MarkRecord(.sector)
    public var body: Never { fatalError("SectorMark has no body") }
    func collect(into marks: inout [MarkRecord]) { marks.append(record) }

    /// - Parameters:
    ///   - angle: The slice's value; slices share the circle in proportion.
    ///   - innerRadius: 0 by default (a pie); `.ratio(0.6)` makes a donut.
    ///   - outerRadius: The whole radius by default.
    ///   - angularInset: Points of gap on each side of the slice.
    public init<A: Plottable>(
        angle: PlottableValue<A>, innerRadius: MarkDimension = .automatic, outerRadius: MarkDimension = .automatic,
        angularInset: CGFloat? = nil
    ) {
        record.angle = angle.plotted.continuous ?? 0
        record.innerRadius = innerRadius
        record.outerRadius = outerRadius
        record.angularInset = angularInset ?? 0
    }
}
