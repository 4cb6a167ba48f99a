//  ActivityAuthorizationInfo.swift — ActivityKit (Glimpse)
//  Status: Complete (Live Activities are always allowed: Glimpse has no Settings to turn them off)
//  Behaviour: Apple ActivityKit "ActivityAuthorizationInfo" and "ActivityAuthorizationError".

public import Foundation

/// Whether the person allows this app's Live Activities.
///
/// Source: Apple ActivityKit "ActivityAuthorizationInfo".
public final class ActivityAuthorizationInfo: Sendable {
    /// Changes of `areActivitiesEnabled`; Glimpse's never changes, so the sequence yields nothing.
    public typealias ActivityEnablementUpdates = AsyncStream<Bool>
    /// Changes of `frequentPushesEnabled`; Glimpse's never changes.
    public typealias FrequentPushEnablementUpdates = AsyncStream<Bool>

    public init() {}

    /// Whether the app may start Live Activities: always true here.
    public var areActivitiesEnabled: Bool { true }
    /// Whether the app may send frequent ActivityKit pushes: always false here (no push service).
    public var frequentPushesEnabled: Bool { false }

    /// Changes of `areActivitiesEnabled`, as they happen.
    public var activityEnablementUpdates: ActivityEnablementUpdates { AsyncStream { $0.finish() } }
    /// Changes of `frequentPushesEnabled`, as they happen.
    public var frequentPushEnablementUpdates: FrequentPushEnablementUpdates { AsyncStream { $0.finish() } }
}

/// Why a Live Activity could not be started.
///
/// Source: Apple ActivityKit "ActivityAuthorizationError".
public enum ActivityAuthorizationError: Error, Equatable, Hashable, Sendable, LocalizedError {
    /// The encoded attributes and content state exceed 4 KB.
    case attributesTooLarge
    /// The person turned Live Activities off for the app.
    case denied
    /// The device shows as many Live Activities as it can.
    case globalMaximumExceeded
    case malformedActivityIdentifier
    case missingProcessIdentifier
    case persistenceFailure
    case reconnectNotPermitted
    /// The app started as many Live Activities as it may.
    case targetMaximumExceeded
    /// The app lacks `NSSupportsLiveActivities`.
    case unentitled
    case unsupported
    case unsupportedTarget
    /// The app is not in the foreground.
    case visibility

    public var errorDescription: String? {
        switch self {
        case .attributesTooLarge:
            "the activity's attributes and content state encode to more than 4096 bytes of JSON; keep large "
                + "data (images, lists) in the app and put only what the views show in the state"
        case .denied: "Live Activities are turned off for this app"
        case .globalMaximumExceeded: "the device shows as many Live Activities as it can"
        case .targetMaximumExceeded: "the app started as many Live Activities as it may"
        case .unentitled: "the app's Info.plist lacks NSSupportsLiveActivities = YES"
        case .visibility: "a Live Activity can start only while the app is in the foreground"
        default: "the Live Activity could not be started (\(self))"
        }
    }
}
