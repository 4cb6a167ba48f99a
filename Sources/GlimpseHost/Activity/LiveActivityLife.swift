//  LiveActivityLife.swift — GlimpseHost (Glimpse)
//  Status: Complete
//  Behaviour: Apple ActivityKit "Displaying live data with Live Activities" and
//  "ActivityUIDismissalPolicy": a Live Activity is active for up to 8 hours (the system ends it
//  then), stays on the Lock Screen up to 4 hours after it ends (12 hours at most in all), leaves at
//  once with `.immediate` or at `.after(date)` (no later than those 4 hours), and is stale from its
//  content's `staleDate` until an update. Pure: the host asks with its clock's time.

public import Foundation
public import GlimpseArchive

/// A stored Live Activity, as the host keeps it (HostStore+LiveActivities).
public struct StoredLiveActivity: Hashable, Sendable {
    /// `Activity.id`.
    public var id: String
    /// The bundle the app named.
    public var bundle: String
    public var attributesType: String
    /// JSON text.
    public var attributes: String
    /// JSON text: the last content state.
    public var state: String
    public var staleDate: Date?
    public var relevanceScore: Double
    /// When the host received the `request`.
    public var started: Date
    /// When the host received the last change.
    public var updated: Date
    /// When the app ended it; nil while it runs.
    public var ended: Date?
    /// How it leaves once ended.
    public var dismissal: LiveActivityMessage.Dismissal
    /// `.after`'s date.
    public var dismissAt: Date?

    public init(
        id: String, bundle: String, attributesType: String, attributes: String, state: String, staleDate: Date?,
        relevanceScore: Double, started: Date, updated: Date, ended: Date? = nil,
        dismissal: LiveActivityMessage.Dismissal = .default, dismissAt: Date? = nil
    ) {
        self.id = id
        self.bundle = bundle
        self.attributesType = attributesType
        self.attributes = attributes
        self.state = state
        self.staleDate = staleDate
        self.relevanceScore = relevanceScore
        self.started = started
        self.updated = updated
        self.ended = ended
        self.dismissal = dismissal
        self.dismissAt = dismissAt
    }
}

/// Where a Live Activity is in its life at a moment, and the rules that say so.
public enum LiveActivityLife: Hashable, Sendable {
    /// Running: shown in the Dynamic Island and on the Lock Screen.
    case active
    /// Running, past its `staleDate` (`ActivityViewContext.isStale` true).
    case stale
    /// Ended: on the Lock Screen only, with its last content, until it is dismissed.
    case ended
    /// Gone from every place.
    case dismissed

    /// How long an activity may run before the system ends it: 8 hours.
    public static let maximumActive: TimeInterval = 8 * 3600
    /// How long an ended activity may stay on the Lock Screen: 4 hours.
    public static let maximumEnded: TimeInterval = 4 * 3600

    /// The life of `activity` at `now`.
    ///
    /// 1. It ends when the app ended it, or 8 hours after it started, whichever is first.
    /// 2. Ended, it leaves at once (`.immediate`), at `dismissAt` (`.after`), or after 4 hours
    ///    (`.default`); never later than 4 hours after it ended.
    /// 3. Running, it is stale from its `staleDate` on.
    public static func at(_ now: Date, of activity: StoredLiveActivity) -> LiveActivityLife {
        let systemEnd = activity.started.addingTimeInterval(maximumActive)
        let end = min(activity.ended ?? systemEnd, systemEnd)
        // A date read back from the store may be a few nanoseconds later than the one written (it
        // is kept as seconds since 1970): within a millisecond of its end, it has ended.
        guard end.timeIntervalSince(now) > 0.001 else {
            let latest = end.addingTimeInterval(maximumEnded)
            let leaves: Date =
                switch activity.dismissal {
                case .immediate where activity.ended != nil: end
                case .after where activity.ended != nil: min(activity.dismissAt ?? latest, latest)
                default: latest
                }
            return now < leaves ? .ended : .dismissed
        }
        if let stale = activity.staleDate, stale <= now { return .stale }
        return .active
    }

    /// The first instant after `now` at which the life of `activity` changes (it goes stale, ends
    /// or leaves), or nil when it never changes again (it has left).
    public static func nextChange(after now: Date, of activity: StoredLiveActivity) -> Date? {
        let systemEnd = activity.started.addingTimeInterval(maximumActive)
        let end = min(activity.ended ?? systemEnd, systemEnd)
        let latest = end.addingTimeInterval(maximumEnded)
        let leaves: Date =
            switch activity.dismissal {
            case .immediate where activity.ended != nil: end
            case .after where activity.ended != nil: min(activity.dismissAt ?? latest, latest)
            default: latest
            }
        return [activity.staleDate, end, leaves].compactMap { $0 }.filter { $0 > now }.min()
    }
}
