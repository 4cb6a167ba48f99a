//  RelevantContext.swift — AppIntents (Glimpse)
//  Status: Complete for dates (acted on by Glimpse's Smart Stacks), kept for the other clues
//  (location, fitness, sleep, headphones: Glimpse has none of these signals)
//  Behaviour: Apple RelevanceKit "RelevantContext" (iOS 17; the `kind:` forms iOS 26), which
//  AppIntents' `RelevantIntent` and WidgetKit's `WidgetRelevanceAttribute` take; reference
//  widgetkit.md §8.3. A window that ends before it starts is kept as given and is relevant at no
//  time.

/// A clue to when something is relevant: a time, a window, or a situation.
///
/// Source: Apple RelevanceKit "RelevantContext".
public struct RelevantContext: Hashable, Sendable {
    /// What the clue says, as Glimpse's host reads it.
    package enum Clue: Hashable, Sendable {
        /// From `start` to `end` (UTC); equal for an exact date.
        case date(start: Date, end: Date, kind: DateKind)
        case location(InferredLocation)
        case fitness(FitnessCondition)
        case sleep(SleepCondition)
        case headphones(HeadphonesCondition)
    }

    package let clue: Clue

    /// How much a date clue matters.
    ///
    /// Source: Apple "RelevantContext.DateKind" (iOS 26).
    public struct DateKind: Hashable, Sendable {
        package let name: String
        /// Default priority.
        public static let `default` = DateKind(name: "default")
        /// Slightly lower priority: shows content, needs no action.
        public static let informational = DateKind(name: "informational")
        /// Higher priority: important content or an action needed.
        public static let scheduled = DateKind(name: "scheduled")
    }

    /// Places Apple infers for people.
    public struct InferredLocation: Hashable, Sendable {
        package let name: String
        public static let home = InferredLocation(name: "home")
        public static let work = InferredLocation(name: "work")
        public static let school = InferredLocation(name: "school")
        public static let commute = InferredLocation(name: "commute")
    }

    /// Source: Apple "RelevantContext.FitnessCondition".
    public struct FitnessCondition: Hashable, Sendable {
        package let name: String
        public static let activityRingsIncomplete = FitnessCondition(name: "activityRingsIncomplete")
        public static let workoutActive = FitnessCondition(name: "workoutActive")
    }

    /// Source: Apple "RelevantContext.SleepCondition".
    public struct SleepCondition: Hashable, Sendable {
        package let name: String
        public static let bedtime = SleepCondition(name: "bedtime")
        public static let wakeup = SleepCondition(name: "wakeup")
    }

    /// Source: Apple "RelevantContext.HeadphonesCondition".
    public struct HeadphonesCondition: Hashable, Sendable {
        package let name: String
        public static let connected = HeadphonesCondition(name: "connected")
    }

    // MARK: - Dates

    /// Relevant at `exact`.
    ///
    /// Source: Apple "date(_:)".
    public static func date(_ exact: Date) -> RelevantContext { date(exact, kind: .default) }

    /// Relevant at `exact`, with a hint of how much it matters.
    ///
    /// Source: Apple "date(_:kind:)" (iOS 26).
    public static func date(_ exact: Date, kind: DateKind) -> RelevantContext {
        RelevantContext(clue: .date(start: exact, end: exact, kind: kind))
    }

    /// Relevant from `from` until `to`.
    ///
    /// Source: Apple "date(from:to:)" (iOS 17, deprecated in iOS 26 for `date(interval:kind:)`).
    public static func date(from: Date, to: Date) -> RelevantContext {
        RelevantContext(clue: .date(start: from, end: to, kind: .default))
    }

    /// Relevant during `interval`.
    ///
    /// Source: Apple "date(interval:kind:)" (iOS 26).
    public static func date(interval: DateInterval, kind: DateKind) -> RelevantContext {
        RelevantContext(clue: .date(start: interval.start, end: interval.end, kind: kind))
    }

    /// Relevant during `range`.
    ///
    /// Source: Apple "date(range:kind:)" (iOS 26).
    public static func date(range: ClosedRange<Date>, kind: DateKind) -> RelevantContext {
        RelevantContext(clue: .date(start: range.lowerBound, end: range.upperBound, kind: kind))
    }

    // MARK: - Other clues (kept, not acted on)

    /// Relevant at a place Apple infers; nil where the place is unknown (always, on Glimpse's
    /// side of the API it is kept).
    ///
    /// Source: Apple "location(inferred:)".
    public static func location(inferred location: InferredLocation) -> RelevantContext? {
        RelevantContext(clue: .location(location))
    }

    /// Source: Apple "fitness(_:)".
    public static func fitness(_ condition: FitnessCondition) -> RelevantContext {
        RelevantContext(clue: .fitness(condition))
    }

    /// Source: Apple "sleep(_:)".
    public static func sleep(_ condition: SleepCondition) -> RelevantContext {
        RelevantContext(clue: .sleep(condition))
    }

    /// Source: Apple "hardware(headphones:)".
    public static func hardware(headphones: HeadphonesCondition) -> RelevantContext {
        RelevantContext(clue: .headphones(headphones))
    }

    /// The window a date clue covers (UTC), or nil for other clues.
    package var dateWindow: (start: Date, end: Date)? {
        if case .date(let start, let end, _) = clue { return (start, end) }
        return nil
    }
}
