//  ChartScale.swift — Charts (Glimpse)
//  Status: Complete for band, linear, log, symmetric log, power and time scales
//  Behaviour: Apple Charts' default scales. Strings put each category in a band, in the order
//  they first appear; numbers go on a linear scale that includes zero, widened to nice ticks;
//  dates on a time scale over their span with calendar-aligned ticks. `chartXScale(domain:)`
//  and `chartYScale(domain:)` replace the domain; `type:` (ScaleType) bends the mapping: a log
//  scale's domain is whole decades with marks at powers of ten, a symmetric log's marks are 0
//  and ±10ⁿ, a power scale keeps linear marks. Values become axis coordinates: a category's
//  band centre (index + 0.5, bands 1 wide), a number itself, a date's seconds since 1970; the
//  type's function applies only where a coordinate becomes points, onto the range
//  (`chartXScale(range:)`, ScaleRange): the plot's dimension unless set.

import Foundation

/// One axis's scale: a domain of coordinates, its ticks and how a coordinate becomes points.
struct ChartScale {
    enum Kind: Equatable { case band, linear, time }

    var kind: Kind
    var categories: [String] = []
    var lower: Double
    var upper: Double
    /// Where the axis marks go, in coordinates, with their labels.
    var ticks: [(coordinate: Double, label: String)] = []
    var reversed = false
    /// The date step of a time scale's ticks.
    var dateStep: ChartTicks.DateStep?
    /// How coordinates map to points (`chartXScale(type:)`); linear unless set.
    var type: ScaleType = .linear
    /// Where on the plot the domain lands (`chartXScale(range:)`); the whole dimension unless set.
    var range: ChartRange?

    /// The coordinate of `value`, or nil when it has no place on this scale.
    func coordinate(_ value: PlotValue?) -> Double? {
        guard let value else { return nil }
        switch (kind, value) {
        case (.band, .category(let name)):
            return categories.firstIndex(of: name).map { Double($0) + 0.5 }
        case (.band, _):
            return categories.firstIndex(of: value.text).map { Double($0) + 0.5 }
        case (_, .category):
            return nil
        default:
            return value.continuous
        }
    }

    /// The point of `coordinate` along an axis `length` points long; `flipped` counts from the
    /// far end (the y axis of numbers and dates grows upwards).
    func point(_ coordinate: Double, length: CGFloat, flipped: Bool) -> CGFloat {
        var fraction = fraction(of: coordinate)
        if reversed { fraction = 1 - fraction }
        let ends = ends(length: length, flipped: flipped)
        let point = ends.start + CGFloat(fraction) * (ends.end - ends.start)
        return point.isFinite ? min(max(point, -length * 4), length * 5) : 0
    }

    /// The fraction of the domain (0 its start, 1 its end, before `reversed`) at `point`:
    /// `point(_:length:flipped:)` undone.
    func fraction(atPoint point: CGFloat, length: CGFloat, flipped: Bool) -> Double {
        let ends = ends(length: length, flipped: flipped)
        guard ends.end != ends.start else { return 0.5 }
        let fraction = Double((point - ends.start) / (ends.end - ends.start))
        return reversed ? 1 - fraction : fraction
    }

    /// The points where the domain starts and ends on an axis `length` points long: the range's,
    /// else the whole length (from the far end when `flipped`, except for bands).
    func ends(length: CGFloat, flipped: Bool) -> (start: CGFloat, end: CGFloat) {
        let flips = flipped && kind != .band
        switch range {
        case .positions(let start, let end)?:
            return (CGFloat(start), CGFloat(end))
        case .plotDimension(let start, let end)?:
            return flips ? (length - CGFloat(start), CGFloat(end)) : (CGFloat(start), length - CGFloat(end))
        case nil:
            return flips ? (length, 0) : (0, length)
        }
    }

    /// Where `coordinate` is between the domain's start (0) and end (1), through the type's
    /// function; a value a log scale cannot show (zero or less) sits at the start.
    func fraction(of coordinate: Double) -> Double {
        guard kind != .band, type != .linear else {
            let span = upper - lower
            return span > 0 ? (coordinate - lower) / span : 0.5
        }
        let low = type.transform(lower), high = type.transform(upper)
        var value = type.transform(coordinate)
        if value == -.infinity { value = low }
        guard high > low, low.isFinite, high.isFinite else { return 0.5 }
        return (value - low) / (high - low)
    }

    /// The coordinate at `fraction` of the domain (0 its start, 1 its end): `fraction(of:)` undone.
    func coordinate(atFraction fraction: Double) -> Double {
        guard kind != .band, type != .linear else { return lower + fraction * (upper - lower) }
        let low = type.transform(lower), high = type.transform(upper)
        return type.inverse(low + fraction * (high - low))
    }

    /// Points per coordinate unit (a band's width, for a band scale), over the range's length.
    func unit(length: CGFloat) -> CGFloat {
        let ends = ends(length: length, flipped: false)
        let usable = abs(ends.end - ends.start)
        let span = upper - lower
        return span > 0 ? usable / CGFloat(span) : usable
    }

    // MARK: - Building

    /// The scale for `values` (every coordinate-bearing value the marks put on this axis).
    /// - Parameters:
    ///   - includesZero: Numbers' domain reaches zero (bars and areas grow from it; Charts'
    ///     default for every quantitative scale).
    ///   - domain: `chartXScale(domain:)`/`chartYScale(domain:)`, when set.
    ///   - type: `chartXScale(type:)`/`chartYScale(type:)`, when set.
    static func make(values: [PlotValue], domain: ChartDomain?, type: ScaleType? = nil, desiredTicks: Int)
        -> ChartScale
    {
        var scale = make(values: values, domain: domain, desiredTicks: desiredTicks, type: type)
        guard scale.kind == .linear, let type, type.kind != .category, type.kind != .date else { return scale }
        scale.type = type
        if case .symmetricLog = type.kind, scale.upper > scale.lower {
            scale.ticks = ChartTicks.symmetricLogTicks(in: scale.lower...scale.upper, count: desiredTicks)
                .map { ($0, ChartTicks.format($0)) }
        }
        return scale
    }

    private static func make(values: [PlotValue], domain: ChartDomain?, desiredTicks: Int, type: ScaleType?)
        -> ChartScale
    {
        let includesZero = domain?.includesZero ?? true
        if let categories = domain?.categories {
            return band(categories, reversed: domain?.reversed ?? false)
        }
        var values = values
        if let modify = domain?.modify {
            // Apple hands the closure the inferred domain: the categories, or the extremes.
            var categories: [PlotValue] = []
            for value in values where !categories.contains(value) {
                if case .category = value { categories.append(value) }
            }
            let continuous = values.filter { $0.continuous != nil }.sorted { $0.continuous! < $1.continuous! }
            values = modify(categories.isEmpty ? [continuous.first, continuous.last].compactMap { $0 } : categories)
        }
        var names: [String] = []
        var seenNames = Set<String>()
        var numbers: [Double] = []
        var dates = false
        for value in values {
            switch value {
            case .category(let name):
                if seenNames.insert(name).inserted { names.append(name) }
            case .date(let date):
                dates = true
                numbers.append(date.timeIntervalSince1970)
            case .number(let number) where number.isFinite:
                numbers.append(number)
            case .number:
                break
            }
        }
        if type == .category {
            var texts: [String] = []
            for value in values where !texts.contains(value.text) { texts.append(value.text) }
            return band(texts, reversed: domain?.reversed ?? false)
        }
        if !names.isEmpty { return band(names, reversed: domain?.reversed ?? false) }
        if type == .log { return log(numbers, domain: domain, desiredTicks: desiredTicks) }
        if dates || domain?.isTime == true || type == .date {
            var low = domain?.range?.lowerBound ?? numbers.min() ?? 0
            var high = domain?.range?.upperBound ?? numbers.max() ?? 0
            if high <= low { (low, high) = (low - 1800, low + 1800) }
            let ticks = ChartTicks.dates(
                Date(timeIntervalSince1970: low), Date(timeIntervalSince1970: high), count: desiredTicks + 1)
            var scale = ChartScale(kind: .time, lower: low, upper: high, reversed: domain?.reversed ?? false)
            scale.dateStep = ticks.step
            scale.ticks = ticks.ticks.map {
                ($0.timeIntervalSince1970, ChartTicks.format($0, step: ticks.step))
            }
            return scale
        }
        if let range = domain?.range {
            let step = ChartTicks.niceStep((range.upperBound - range.lowerBound) / Double(max(1, desiredTicks)))
            var scale = ChartScale(
                kind: .linear, lower: range.lowerBound, upper: range.upperBound, reversed: domain?.reversed ?? false)
            scale.ticks = ChartTicks.stride(range, by: step).map { ($0, ChartTicks.format($0)) }
            return scale
        }
        var low = numbers.min() ?? 0, high = numbers.max() ?? 1
        if includesZero { (low, high) = (min(low, 0), max(high, 0)) }
        let nice = ChartTicks.nice(low, high, count: desiredTicks)
        var scale = ChartScale(
            kind: .linear, lower: nice.domain.lowerBound, upper: nice.domain.upperBound,
            reversed: domain?.reversed ?? false)
        scale.ticks = nice.ticks.map { ($0, ChartTicks.format($0)) }
        return scale
    }

    /// A log scale over the values above zero: whole decades (or the domain given), marks at
    /// powers of ten.
    private static func log(_ numbers: [Double], domain: ChartDomain?, desiredTicks: Int) -> ChartScale {
        let positive = numbers.filter { $0 > 0 }
        var scale: ChartScale
        if let range = domain?.range, range.lowerBound > 0 {
            scale = ChartScale(
                kind: .linear, lower: range.lowerBound, upper: range.upperBound, reversed: domain?.reversed ?? false)
            scale.ticks = ChartTicks.logTicks(in: range, count: desiredTicks).map { ($0, ChartTicks.formatLog($0)) }
        } else {
            let decades = ChartTicks.log(positive.min() ?? 1, positive.max() ?? 10, count: desiredTicks)
            scale = ChartScale(
                kind: .linear, lower: decades.domain.lowerBound, upper: decades.domain.upperBound,
                reversed: domain?.reversed ?? false)
            scale.ticks = decades.ticks.map { ($0, ChartTicks.formatLog($0)) }
        }
        scale.type = .log
        return scale
    }

    private static func band(_ names: [String], reversed: Bool) -> ChartScale {
        var scale = ChartScale(kind: .band, categories: names, lower: 0, upper: Double(max(1, names.count)))
        scale.reversed = reversed
        scale.ticks = names.enumerated().map { (Double($0.offset) + 0.5, $0.element) }
        return scale
    }
}
