//  ChartTicks.swift — Charts (Glimpse)
//  Status: Complete
//  Behaviour: where an axis puts its marks when the chart decides: "nice" numbers (1, 2, 2.5 or
//  5 × 10ⁿ apart, about five of them, the domain widened to whole steps), and calendar-aligned
//  dates (minutes, hours, days, weeks, months or years apart, at most about six), each with the
//  label the axis writes.

import Foundation

enum ChartTicks {
    /// About `count` nice values covering `lower...upper`, and the domain widened to them.
    static func nice(_ lower: Double, _ upper: Double, count: Int = 5) -> (domain: ClosedRange<Double>, ticks: [Double])
    {
        guard lower.isFinite, upper.isFinite else { return (0...1, [0, 1]) }
        var low = min(lower, upper), high = max(lower, upper)
        if low == high {
            if low == 0 { high = 1 } else { (low, high) = (min(0, low), max(0, high)) }
        }
        let step = niceStep((high - low) / Double(max(1, count)))
        let start = (low / step).rounded(.down) * step
        let end = (high / step).rounded(.up) * step
        let n = Int(((end - start) / step).rounded()) + 1
        guard n > 0, n <= 1000 else { return (low...high, [low, high]) }
        let ticks = (0..<n).map { start + Double($0) * step }.map { abs($0) < step * 1e-9 ? 0 : $0 }
        return (start...end, ticks)
    }

    /// The nice step (1, 2, 2.5 or 5 × 10ⁿ) at or above `raw`.
    static func niceStep(_ raw: Double) -> Double {
        guard raw.isFinite, raw > 0 else { return 1 }
        let magnitude = pow(10, (log10(raw)).rounded(.down))
        for factor in [1, 2, 2.5, 5, 10] where factor * magnitude >= raw * (1 - 1e-9) {
            return factor * magnitude
        }
        return 10 * magnitude
    }

    /// Values inside `domain` stepping by `step` from a multiple of it.
    static func stride(_ domain: ClosedRange<Double>, by step: Double) -> [Double] {
        guard step.isFinite, step > 0 else { return [] }
        let first = (domain.lowerBound / step).rounded(.up) * step
        let n = Int(((domain.upperBound - first) / step + 1e-9).rounded(.down)) + 1
        guard n > 0, n <= 1000 else { return [] }
        return (0..<n).map { first + Double($0) * step }
    }

    /// "0", "2.5", "1,200", "-40".
    static func format(_ value: Double) -> String {
        guard value.isFinite else { return "" }
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded() && abs(rounded) < 1e15 {
            return Int(rounded).formatted(.number.grouping(.automatic))
        }
        return rounded.formatted(.number.precision(.fractionLength(0...2)))
    }

    // MARK: - Dates

    /// A calendar stride: `count` of `component`.
    struct DateStep {
        var component: Calendar.Component
        var count: Int
        /// Approximate seconds, to pick a step.
        var seconds: Double
    }

    static let dateSteps: [DateStep] = [
        DateStep(component: .minute, count: 1, seconds: 60), DateStep(component: .minute, count: 5, seconds: 300),
        DateStep(component: .minute, count: 15, seconds: 900), DateStep(component: .minute, count: 30, seconds: 1800),
        DateStep(component: .hour, count: 1, seconds: 3600), DateStep(component: .hour, count: 3, seconds: 10_800),
        DateStep(component: .hour, count: 6, seconds: 21_600), DateStep(component: .hour, count: 12, seconds: 43_200),
        DateStep(component: .day, count: 1, seconds: 86_400), DateStep(component: .day, count: 2, seconds: 172_800),
        DateStep(component: .weekOfYear, count: 1, seconds: 604_800),
        DateStep(component: .month, count: 1, seconds: 2_629_746),
        DateStep(component: .month, count: 3, seconds: 7_889_238),
        DateStep(component: .year, count: 1, seconds: 31_556_952),
    ]

    /// Calendar-aligned dates in `lower...upper`, at most about `count`, with their step.
    static func dates(_ lower: Date, _ upper: Date, count: Int = 6, calendar: Calendar = .current) -> (
        ticks: [Date], step: DateStep
    ) {
        let span = max(1, upper.timeIntervalSince(lower))
        let step = dateSteps.first { span / $0.seconds <= Double(count) } ?? dateSteps.last!
        return (dates(lower, upper, step: step, calendar: calendar), step)
    }

    /// The dates of `step` in `lower...upper`, aligned to the calendar (hours at multiples of
    /// the count, days at midnight, months on the 1st).
    static func dates(_ lower: Date, _ upper: Date, step: DateStep, calendar: Calendar = .current) -> [Date] {
        guard lower <= upper, step.count > 0,
            var date = calendar.dateInterval(
                of: step.component == .minute ? .hour : coarser(step.component), for: lower)?
                .start
        else { return [] }
        var ticks: [Date] = []
        while date <= upper, ticks.count < 500 {
            if date >= lower { ticks.append(date) }
            guard let next = calendar.date(byAdding: step.component, value: step.count, to: date), next > date else {
                break
            }
            date = next
        }
        return ticks
    }

    /// The unit one up from `component`, whose start aligns the ticks.
    private static func coarser(_ component: Calendar.Component) -> Calendar.Component {
        switch component {
        case .hour: .day
        case .day: .month
        case .weekOfYear: .weekOfYear
        case .month: .year
        default: .year
        }
    }

    /// How an axis writes a date at `step`: "9 AM", "09:30", "Jun 5", "Jun", "2024".
    static func format(_ date: Date, step: DateStep) -> String {
        switch step.component {
        case .minute: date.formatted(.dateTime.hour().minute())
        case .hour: date.formatted(.dateTime.hour())
        case .day, .weekOfYear: date.formatted(.dateTime.month(.abbreviated).day())
        case .month: date.formatted(.dateTime.month(.abbreviated))
        default: date.formatted(.dateTime.year())
        }
    }
}
