//  ActivityState.swift — ActivityKit (Glimpse)
//  Status: Complete
//  Behaviour: Apple ActivityKit "ActivityState", "ActivityUIDismissalPolicy", "PushType" and
//  "ActivityStyle": the small values a Live Activity's life is described with.

public import Foundation

/// Where a Live Activity is in its life.
///
/// Source: Apple ActivityKit "ActivityState".
public enum ActivityState: Equatable, Hashable, Codable, Sendable {
    /// Shown and updatable.
    case active
    /// Ended: no more updates, still on the Lock Screen until dismissed.
    case ended
    /// Ended and removed from every place.
    case dismissed
    /// Past its content's `staleDate`, waiting for an update.
    case stale
    /// Scheduled to start later (iOS 26).
    case pending
}

/// When an ended Live Activity leaves the Lock Screen.
///
/// Source: Apple ActivityKit "ActivityUIDismissalPolicy".
public struct ActivityUIDismissalPolicy: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case `default`
        case immediate
        case after(Date)
    }
    let kind: Kind

    /// Stays up to four hours after it ends, or until the person removes it.
    public static let `default` = ActivityUIDismissalPolicy(kind: .default)
    /// Removed as soon as it ends.
    public static let immediate = ActivityUIDismissalPolicy(kind: .immediate)
    /// Removed at `date`, at most four hours after it ends.
    public static func after(_ date: Date) -> ActivityUIDismissalPolicy {
        ActivityUIDismissalPolicy(kind: .after(date))
    }
}

/// How a Live Activity receives remote updates.
///
/// Source: Apple ActivityKit "PushType".
public struct PushType: Equatable, Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case token
        case channel(String)
    }
    let kind: Kind

    /// Updates through ActivityKit push notifications sent to the activity's `pushToken`.
    public static let token = PushType(kind: .token)
    /// Updates broadcast on a channel (iOS 18).
    public static func channel(_ channelId: String) -> PushType { PushType(kind: .channel(channelId)) }
}

/// How long a Live Activity stays on the Lock Screen (iOS 18).
///
/// Source: Apple ActivityKit "ActivityStyle".
public enum ActivityStyle: Hashable, Sendable {
    /// Stays until it ends and is dismissed.
    case standard
    /// Leaves the Lock Screen when the person unlocks (CarPlay-style short activities).
    case transient
}
