//  RelevantContext.swift — RelevanceKit (Glimpse)
//  Status: Complete for dates (acted on by Glimpse's Smart Stacks); location, fitness, sleep and
//  headphone clues hold while the host's simulated condition of that name is on
//  (`--conditions` of `glimpse simulate`, the `conditions` setting of `glimpse serve`; off by
//  default); `location(category:)` is in RelevantContext+MapKit.
//  Behaviour: Apple RelevanceKit "RelevantContext" (iOS 17; the `kind:` forms iOS 26; the
//  framework module itself iOS/watchOS 26), which AppIntents' `RelevantIntent` and WidgetKit's
//  `WidgetRelevanceAttribute` take; AppIntents re-exports this module, so the one type serves
//  `import AppIntents` and `import RelevanceKit` alike. Reference widgetkit.md §8.3. A window that
//  ends before it starts is kept as given; hosts set it aside with a message.

public import Intents

/// A clue to when something is relevant: a time, a window, or a situation.
///
/// Source: Apple RelevanceKit "RelevantContext".
public struct RelevantContext: Hashable, Sendable {
    /// What the clue says, as Glimpse's host reads it.
    package enum Clue: Hashable, Sendable {
        /// From `start` to `end` (UTC); equal for an exact date.
        case date(start: Date, end: Date, kind: DateKind)
        case location(InferredLocation)
        /// A region, by its identifier (`CLRegion.identifier`).
        case region(String)
        /// Near a point of interest of a category, by the category's Swift name ("cafe").
        case pointOfInterest(String)
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

    // MARK: - Other clues (held while the host's simulated condition is on)

    /// Relevant inside `exact`; Glimpse's hosts compare its identifier with the simulated
    /// location (`region:IDENTIFIER`).
    ///
    /// Source: Apple "location(_:)".
    public static func location(_ exact: CLRegion) -> RelevantContext {
        RelevantContext(clue: .region(exact.identifier))
    }

    /// Relevant at a place Apple infers. Apple answers nil where the place is unknown; Glimpse
    /// always answers a context (the host simulates the place).
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

    /// The name of the condition a clue other than a date holds under, as hosts simulate it:
    /// `location:home`, `region:IDENTIFIER`, `poi:cafe`, `fitness:workoutActive`, `sleep:bedtime`,
    /// `headphones:connected`; nil for a date clue.
    package var conditionName: String? {
        switch clue {
        case .date: return nil
        case .location(let place): return "location:\(place.name)"
        case .region(let identifier): return "region:\(identifier)"
        case .pointOfInterest(let category): return "poi:\(category)"
        case .fitness(let condition): return "fitness:\(condition.name)"
        case .sleep(let condition): return "sleep:\(condition.name)"
        case .headphones(let condition): return "headphones:\(condition.name)"
        }
    }

    /// The date kind's name (`default`, `informational`, `scheduled`), or nil for other clues.
    package var dateKindName: String? {
        if case .date(_, _, let kind) = clue { return kind.name }
        return nil
    }

    /// The window a date clue covers (UTC), or nil for other clues.
    package var dateWindow: (start: Date, end: Date)? {
        if case .date(let start, let end, _) = clue { return (start, end) }
        return nil
    }
}
