//  INShortcut.swift — Intents (Glimpse)
//  Status: Complete
//  Behaviour: Apple Intents "INShortcut" (iOS 12), in its Swift form: an enum of an intent or a
//  user activity. `init?(intent:)` fails, as Apple's does, when the intent is not a valid
//  shortcut; on Glimpse every intent is.

/// An action people can run again: an intent, or an activity of your app.
///
/// Source: Apple Intents "INShortcut".
public enum INShortcut: Hashable {
    case intent(INIntent)
    case userActivity(NSUserActivity)

    /// Source: Apple "init(intent:)".
    public init?(intent: INIntent) { self = .intent(intent) }

    /// Source: Apple "init(userActivity:)".
    public init(userActivity: NSUserActivity) { self = .userActivity(userActivity) }

    /// The intent, when the shortcut was made from one.
    public var intent: INIntent? {
        if case .intent(let intent) = self { return intent }
        return nil
    }

    /// The activity, when the shortcut was made from one.
    public var userActivity: NSUserActivity? {
        if case .userActivity(let activity) = self { return activity }
        return nil
    }
}
