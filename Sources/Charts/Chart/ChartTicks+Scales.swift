//  ChartTicks+Scales.swift — Charts (Glimpse)
//  Status: Complete
//  Behaviour: where the marks of a log or symmetric log axis go. A log domain widens to whole
//  decades and puts its marks at powers of ten (every second or third power when there are more
//  decades than marks wanted; at 1, 2 and 5 × 10ⁿ when it spans one decade). A symmetric log
//  axis marks zero and ±10ⁿ, as d3's and Apple's symmetric log scales read.

import Foundation

extension ChartTicks {
    /// The decade-aligned domain around `lower...upper` (both above zero) and its marks, about
    /// `count` of them.
    static func log(_ lower: Double, _ upper: Double, count: Int = 5) -> (
        domain: ClosedRange<Double>, ticks: [Double]
    ) {
        guard lower > 0, upper > 0, lower.isFinite, upper.isFinite else { return (1...10, [1, 10]) }
        let low = Foundation.log10(min(lower, upper)).rounded(.down)
        var high = Foundation.log10(max(lower, upper)).rounded(.up)
        if high <= low { high = low + 1 }
        let domain = pow(10, low)...pow(10, high)
        return (domain, logTicks(in: domain, count: count))
    }

    /// Powers of ten inside `domain` (above zero), about `count` of them.
    static func logTicks(in domain: ClosedRange<Double>, count: Int = 5) -> [Double] {
        guard domain.lowerBound > 0, domain.upperBound.isFinite else { return [] }
        let tolerance = 1e-9
        let first = Foundation.log10(domain.lowerBound) - tolerance
        let last = Foundation.log10(domain.upperBound) + tolerance
        let low = Int(first.rounded(.up)), high = Int(last.rounded(.down))
        let decades = high - low
        guard decades >= 0, decades < 600 else { return [] }
        if decades <= 1 {
            // One decade: 1, 2 and 5 of each power, so the axis has more than its two ends.
            return (low - 1...high).flatMap { power in [1.0, 2, 5].map { $0 * pow(10, Double(power)) } }
                .filter { Foundation.log10($0) >= first && Foundation.log10($0) <= last }
        }
        let every = max(1, Int((Double(decades) / Double(max(1, count))).rounded(.up)))
        return Swift.stride(from: low, through: high, by: every).map { pow(10, Double($0)) }
    }

    /// Zero and ±10ⁿ inside `domain`, about `count` of them; the linear nice values when the
    /// domain is narrower than one.
    static func symmetricLogTicks(in domain: ClosedRange<Double>, count: Int = 5) -> [Double] {
        let reach = max(abs(domain.lowerBound), abs(domain.upperBound))
        guard reach >= 1, reach.isFinite else {
            return stride(domain, by: niceStep((domain.upperBound - domain.lowerBound) / Double(max(1, count))))
        }
        let top = Int(Foundation.log10(reach).rounded(.down))
        let sides = (domain.lowerBound < 0 ? 1 : 0) + (domain.upperBound > 0 ? 1 : 0)
        let every = max(1, Int((Double((top + 1) * max(1, sides)) / Double(max(1, count))).rounded(.up)))
        let powers: [Double] = Swift.stride(from: top, through: 0, by: -every).map { pow(10, Double($0)) }.reversed()
        let ticks: [Double] = powers.map { -$0 }.reversed() + [0] + powers
        return ticks.filter { domain.contains($0) }
    }

    /// "1", "10", "1,000", "0.01": a log axis's mark, with the digits a small power needs.
    static func formatLog(_ value: Double) -> String {
        guard value.isFinite else { return "" }
        if abs(value) >= 1 || value == 0 { return format(value) }
        return String(format: "%g", value)
    }
}
