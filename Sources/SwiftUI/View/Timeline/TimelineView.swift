//  TimelineView.swift — SwiftUI (Glimpse)
//  Status: Complete for widgets: drawn once, at the entry's date
//  Behaviour: Apple SwiftUI "TimelineView", "TimelineSchedule", "TimelineViewDefaultContext".
//  A widget is an archive drawn per timeline entry, not a running view: as on iOS, a
//  `TimelineView` in a widget shows its content for the entry's date (the layout's
//  `timelineDate`, else now) with the `.minutes` cadence, and never redraws on its own schedule
//  (use timeline entries, or `Text(_:style:)` for a ticking date). Views shared with an app
//  compile unchanged.

public import Foundation

/// A view that rebuilds its content on a schedule; in a widget, once per entry.
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View, PrimitiveView {
    /// What the content is built for: the date, and how often updates come.
    public struct Context {
        /// How often the view updates: `.live`, every second, or every minute.
        public enum Cadence: Comparable, Sendable {
            case live, seconds, minutes
        }
        /// The date the content shows.
        public let date: Date
        /// The update rate; a widget is always `.minutes` (Apple: widgets and Always On update
        /// at most once a minute).
        public let cadence: Cadence
    }

    let schedule: Schedule
    let content: (TimelineViewDefaultContext) -> Content

    /// A view showing `content` for each date of `schedule`.
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    public var body: Never { bodyNeverCalled() }

    func makeNodes(_ env: EnvironmentValues) -> [LayoutNode] {
        let context = TimelineViewDefaultContext(date: env.timelineDate ?? Date(), cadence: .minutes)
        let view = EnvironmentValues.$current.withValue(env) { content(context) }
        return SwiftUI.makeNodes(view, env)
    }
}

/// The context type of every `TimelineView` (Apple: the context does not depend on the schedule).
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>.Context

/// Dates at which a `TimelineView` updates.
public protocol TimelineSchedule {
    /// The dates, in order, from `startDate`.
    associatedtype Entries: Sequence where Entries.Element == Date
    /// The schedule's dates from `startDate`; `mode` is `.lowFrequency` in a widget.
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// How often a schedule may fire: `.lowFrequency` in widgets and Always On.
public enum TimelineScheduleMode: Sendable {
    case normal, lowFrequency
}

/// Every minute, on the minute.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    public init() {}
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> PeriodicTimelineSchedule.Entries {
        let minute = (startDate.timeIntervalSinceReferenceDate / 60).rounded(.down) * 60
        return PeriodicTimelineSchedule.Entries(upcoming: Date(timeIntervalSinceReferenceDate: minute), interval: 60)
    }
}

/// Every `interval` seconds from a start date.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    /// The dates: `start`, `start + interval`, … (an interval ≤ 0 counts as one second).
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date
        let interval: TimeInterval
        public mutating func next() -> Date? {
            defer { upcoming = upcoming.addingTimeInterval(interval > 0 ? interval : 1) }
            return upcoming
        }
    }
    let start: Date
    let interval: TimeInterval
    /// Dates every `interval` seconds from `startDate`.
    public init(from startDate: Date, by interval: TimeInterval) {
        start = startDate
        self.interval = interval
    }
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        let step = interval > 0 ? interval : 1
        let skipped = max(0, ((startDate.timeIntervalSince(start)) / step).rounded(.down))
        return Entries(upcoming: start.addingTimeInterval(skipped.isFinite ? skipped * step : 0), interval: step)
    }
}

/// The given dates, in order.
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
    let dates: Entries
    /// A schedule of `dates`.
    public init(_ dates: Entries) { self.dates = dates }
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { dates }
}

/// As often as the display refreshes (once per entry in a widget).
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    let minimumInterval: Double?
    let paused: Bool
    /// A schedule at most every `minimumInterval` seconds (nil: every frame), stopped while `paused`.
    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval
        self.paused = paused
    }
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> PeriodicTimelineSchedule.Entries {
        PeriodicTimelineSchedule.Entries(upcoming: startDate, interval: minimumInterval ?? 1.0 / 60)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// Every minute, on the minute.
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// Every `interval` seconds from `startDate`.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// As often as the display refreshes.
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }
    /// At most every `minimumInterval` seconds, stopped while `paused`.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

extension TimelineSchedule {
    /// The given dates.
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S>
    where Self == ExplicitTimelineSchedule<S> {
        ExplicitTimelineSchedule(dates)
    }
}
