//  INRelevanceProvider.swift — Intents (Glimpse)
//  Status: Complete (location relevance is kept, not acted on: Glimpse has no location)
//  Behaviour: Apple Intents "INRelevanceProvider", "INDateRelevanceProvider",
//  "INDailyRoutineRelevanceProvider", "INLocationRelevanceProvider" (iOS 12); reference
//  widgetkit.md §8.2 (the situations' integer values come from the SDK header).

/// When a relevant shortcut is relevant; use one of the subclasses.
///
/// Source: Apple Intents "INRelevanceProvider".
open class INRelevanceProvider: NSObject {
    override init() { super.init() }
}

/// Relevant from a date, until an optional end.
///
/// Source: Apple Intents "INDateRelevanceProvider".
open class INDateRelevanceProvider: INRelevanceProvider {
    /// When relevance starts.
    public let startDate: Date
    /// When relevance ends; nil means it does not end on a date.
    public let endDate: Date?

    /// Source: Apple "init(start:end:)".
    public init(start startDate: Date, end endDate: Date?) {
        self.startDate = startDate
        self.endDate = endDate
        super.init()
    }

    /// Source: Apple "init(startDate:endDate:)".
    public convenience init(startDate: Date, endDate: Date?) { self.init(start: startDate, end: endDate) }
}

/// Relevant in a situation of people's day.
///
/// Source: Apple Intents "INDailyRoutineRelevanceProvider".
open class INDailyRoutineRelevanceProvider: INRelevanceProvider {
    /// Situations of a day.
    ///
    /// Source: Apple "INDailyRoutineRelevanceProvider.Situation" (values from the SDK header).
    public enum Situation: Int, Sendable {
        case morning = 0, evening, home, work, school, gym, commute, headphonesConnected, activeWorkout,
            physicalActivityIncomplete
    }

    public let situation: Situation

    /// Source: Apple "init(situation:)".
    public init(situation: Situation) {
        self.situation = situation
        super.init()
    }
}

/// Relevant in a region. Glimpse keeps it and never acts on it: it has no location.
///
/// Source: Apple Intents "INLocationRelevanceProvider".
open class INLocationRelevanceProvider: INRelevanceProvider {
    public let region: CLRegion

    /// Source: Apple "init(region:)".
    public init(region: CLRegion) {
        self.region = region
        super.init()
    }
}
