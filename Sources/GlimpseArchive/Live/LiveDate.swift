//  LiveDate.swift — GlimpseArchive
//  Status: Complete for Text date styles and timer intervals
//  Behaviour: reference widgetkit.md §5.4 "Views that update live without a reload":
//  `.timer` counts down to a future date and up after it; `.offset` is signed (future "-");
//  `.relative` is not; `.date`/`.time` never change by themselves. Both sides format with this
//  type, so the extension reserves the width the host will draw in.

public import Foundation

/// A date shown as text that the host resolves at display time.
public struct LiveDate: Hashable, Codable, Sendable {
    public enum Style: String, Hashable, Codable, Sendable {
        /// `Text(date, style: .time)`, e.g. "11:23 PM".
        case time
        /// `Text(date, style: .date)`, e.g. "June 3, 2019".
        case date
        /// `Text(date, style: .relative)`, e.g. "11 min, 14 sec".
        case relative
        /// `Text(date, style: .offset)`, e.g. "-11 minutes".
        case offset
        /// `Text(date, style: .timer)`, e.g. "2:32".
        case timer
        /// `Text(start...end)`, e.g. "9:30 AM – 2:45 PM".
        case interval
        /// `Text(timerInterval:pauseTime:countsDown:showsHours:)`.
        case timerInterval
    }

    public var style: Style
    /// The date, or the interval's start.
    public var date: Date
    /// The interval's end (`interval`, `timerInterval`).
    public var end: Date?
    /// `timerInterval` only: the value freezes at this instant.
    public var pauseTime: Date?
    /// `timerInterval` only (default true).
    public var countsDown: Bool?
    /// `timerInterval` only (default true): show hours when 60 minutes or more remain.
    public var showsHours: Bool?
    /// BCP 47 locale, IANA time zone and calendar identifiers of the view's environment.
    public var locale: String?
    public var timeZone: String?

    public init(
        style: Style, date: Date, end: Date? = nil, pauseTime: Date? = nil, countsDown: Bool? = nil,
        showsHours: Bool? = nil, locale: String? = nil, timeZone: String? = nil
    ) {
        self.style = style
        self.date = date
        self.end = end
        self.pauseTime = pauseTime
        self.countsDown = countsDown
        self.showsHours = showsHours
        self.locale = locale
        self.timeZone = timeZone
    }

    // MARK: - Resolving

    /// The text shown at `now`.
    public func text(at now: Date) -> String {
        switch style {
        case .time, .date:
            let f = formatter()
            f.dateStyle = style == .date ? .long : .none
            f.timeStyle = style == .time ? .short : .none
            return f.string(from: date)
        case .interval:
            let f = formatter()
            f.dateStyle = .none
            f.timeStyle = .short
            return "\(f.string(from: date))–\(f.string(from: end ?? date))"
        case .relative:
            return Self.relative(abs(date.timeIntervalSince(now)))
        case .offset:
            let seconds = date.timeIntervalSince(now)
            let magnitude = Self.largestUnit(abs(seconds))
            if magnitude.hasPrefix("0 ") { return magnitude }
            return (seconds > 0 ? "-" : "+") + magnitude
        case .timer:
            return Self.clock(Int(saturating: abs(now.timeIntervalSince(date))), showsHours: true)
        case .timerInterval:
            return Self.clock(Int(saturating: timerSeconds(at: now)), showsHours: showsHours ?? true)
        }
    }

    /// The next instant after `now` at which `text(at:)` changes, or nil if it never does.
    public func nextChange(after now: Date) -> Date? {
        switch style {
        case .time, .date, .interval: return nil
        case .timer:
            return nextWholeSecond(from: date, after: now)
        case .timerInterval:
            let start = date
            let end = self.end ?? date
            let effectiveNow = min(now, pauseTime ?? .distantFuture)
            if let pause = pauseTime, now >= pause { return nil }
            if effectiveNow >= end { return nil }
            if effectiveNow < start { return start }
            return nextWholeSecond(from: countsDown ?? true ? end : start, after: now)
        case .relative:
            // Seconds are shown while the difference is under an hour.
            let d = abs(date.timeIntervalSince(now))
            return d < 3600 ? nextWholeSecond(from: date, after: now) : nextWholeMinute(from: date, after: now)
        case .offset:
            return nextWholeMinute(from: date, after: now)
        }
    }

    /// The widest text this date can show around `now`, for reserving layout width: the
    /// current text with every digit replaced by the widest digit, `"0"`.
    public func widestText(around now: Date) -> String {
        String(text(at: now).map { $0.isNumber ? "0" : $0 })
    }

    // MARK: - Steps

    /// Seconds shown by a timer interval at `now` (clamped to the interval).
    func timerSeconds(at now: Date) -> Double {
        let start = date
        let end = self.end ?? date
        let t = min(max(min(now, pauseTime ?? .distantFuture), start), end)
        return (countsDown ?? true) ? end.timeIntervalSince(t) : t.timeIntervalSince(start)
    }

    private func formatter() -> DateFormatter {
        let f = DateFormatter()
        if let locale { f.locale = Locale(identifier: locale) }
        if let timeZone, let tz = TimeZone(identifier: timeZone) { f.timeZone = tz }
        return f
    }

    private func nextWholeSecond(from anchor: Date, after now: Date) -> Date {
        let d = now.timeIntervalSince(anchor)
        let next = (d + 1e-9).rounded(.down) + 1
        return anchor.addingTimeInterval(d >= 0 ? next : -((-d - 1e-9).rounded(.down)))
            .max(now.addingTimeInterval(0.001))
    }

    private func nextWholeMinute(from anchor: Date, after now: Date) -> Date {
        let d = now.timeIntervalSince(anchor)
        let next = d >= 0 ? ((d + 1e-9) / 60).rounded(.down) * 60 + 60 : -(((-d - 1e-9) / 60).rounded(.down) * 60)
        return anchor.addingTimeInterval(next).max(now.addingTimeInterval(0.001))
    }

    /// "m:ss" under an hour, else "h:mm:ss" (or minutes past 59 without hours).
    static func clock(_ total: Int, showsHours: Bool) -> String {
        let h = total / 3600
        let m = (total % 3600) / 60
        let s = total % 60
        if showsHours && h > 0 { return String(format: "%d:%02d:%02d", h, m, s) }
        return String(format: "%d:%02d", showsHours ? m : total / 60, s)
    }

    private static let units: [(String, String, Int)] = [
        ("year", "years", 31_536_000), ("month", "months", 2_592_000), ("week", "weeks", 604_800),
        ("day", "days", 86_400), ("hour", "hours", 3600), ("minute", "minutes", 60), ("second", "seconds", 1),
    ]

    /// "11 min, 14 sec" under an hour; "2 hours, 23 minutes", "1 year, 1 month" above.
    static func relative(_ seconds: TimeInterval) -> String {
        var rest = Int(saturating: seconds)
        if rest < 3600 {
            let m = rest / 60
            let s = rest % 60
            return m > 0 ? "\(m) min, \(s) sec" : "\(s) sec"
        }
        var parts: [String] = []
        for (one, many, size) in units where parts.count < 2 {
            let n = rest / size
            rest -= n * size
            if n > 0 { parts.append("\(n) \(n == 1 ? one : many)") } else if !parts.isEmpty { break }
        }
        return parts.joined(separator: ", ")
    }

    /// "11 minutes", "2 hours": the largest non-zero unit.
    static func largestUnit(_ seconds: TimeInterval) -> String {
        let total = Int(saturating: seconds)
        for (one, many, size) in units where total >= size {
            let n = total / size
            return "\(n) \(n == 1 ? one : many)"
        }
        return "0 seconds"
    }
}

extension Date {
    fileprivate func max(_ other: Date) -> Date { self > other ? self : other }
}
