//  AlertConfiguration.swift — ActivityKit (Glimpse)
//  Status: Complete (the alert is kept, not shown: Glimpse has no notification banner yet)
//  Behaviour: Apple ActivityKit "AlertConfiguration": the alert an update may raise on a device
//  without a Dynamic Island, or on Apple Watch.

public import AppIntents

/// The title, body and sound of the alert an update raises.
///
/// Source: Apple ActivityKit "AlertConfiguration".
public struct AlertConfiguration: Hashable, Sendable {
    /// The sound an alert plays.
    ///
    /// Source: Apple ActivityKit "AlertConfiguration.AlertSound".
    public struct AlertSound: Hashable, Sendable {
        let name: String?
        /// The system's alert sound.
        public static let `default` = AlertSound(name: nil)
        /// A sound file in the app's bundle, by file name.
        public static func named(_ name: String) -> AlertSound { AlertSound(name: name) }
    }

    /// A short title (Apple Watch shows it).
    public var title: LocalizedStringResource
    /// The alert's text.
    public var body: LocalizedStringResource
    public var sound: AlertSound

    public init(title: LocalizedStringResource, body: LocalizedStringResource, sound: AlertSound) {
        self.title = title
        self.body = body
        self.sound = sound
    }
}
