//  INInteraction.swift — Intents (Glimpse)
//  Status: Complete for donating and deleting; the host keeps the donations (IntentsHostLink)
//  Behaviour: Apple Intents "INInteraction" (iOS 10): an intent people ran and the app's
//  response. Donations teach the system what people do; on Glimpse they feed the same
//  per-intent profile as AppIntents donations. Without a host, donating succeeds quietly, as
//  on iOS.

/// An intent people ran, with your app's response, to donate.
///
/// Source: Apple Intents "INInteraction".
open class INInteraction: NSObject {
    /// The intent people ran.
    public let intent: INIntent
    /// Your app's response, if any.
    public let intentResponse: INIntentResponse?
    /// How far handling got (`.success` when a response was given, else `.unspecified`).
    public var intentHandlingStatus: INIntentHandlingStatus
    public var direction: INInteractionDirection = .unspecified
    /// When the interaction happened; nil means now.
    public var dateInterval: DateInterval?
    /// A unique identifier (a UUID string).
    public var identifier: String = UUID().uuidString
    /// Groups interactions to delete together.
    public var groupIdentifier: String?

    /// Source: Apple "init(intent:response:)".
    public init(intent: INIntent, response: INIntentResponse?) {
        self.intent = intent
        self.intentResponse = response
        self.intentHandlingStatus = response == nil ? .unspecified : .success
        super.init()
    }

    /// Donates the interaction; `completion` gets nil once the host has it (or there is no host).
    ///
    /// Source: Apple "donate(completion:)".
    @preconcurrency
    open func donate(completion: (@Sendable ((any Error)?) -> Void)? = nil) {
        let donation = IntentDonation(
            intent: intent, date: dateInterval?.start ?? Date(), identifier: identifier, group: groupIdentifier)
        IntentsHostLink.shared.send(.donation(donation), completion: completion)
    }

    /// Donates the interaction.
    ///
    /// Source: Apple "donate()" (async).
    open func donate() async throws {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            donate { error in
                if let error { continuation.resume(throwing: error) } else { continuation.resume() }
            }
        }
    }

    /// Deletes every donation of the app.
    ///
    /// Source: Apple "deleteAll(completion:)".
    @preconcurrency
    open class func deleteAll(completion: (@Sendable ((any Error)?) -> Void)? = nil) {
        IntentsHostLink.shared.send(.deleteDonations(identifiers: nil, group: nil), completion: completion)
    }

    /// Deletes the donations with these identifiers.
    ///
    /// Source: Apple "delete(with:completion:)".
    @preconcurrency
    open class func delete(with identifiers: [String], completion: (@Sendable ((any Error)?) -> Void)? = nil) {
        IntentsHostLink.shared.send(.deleteDonations(identifiers: identifiers, group: nil), completion: completion)
    }

    /// Deletes the donations of a group.
    ///
    /// Source: Apple "delete(with:completion:)" (group identifier).
    @preconcurrency
    open class func delete(with groupIdentifier: String, completion: (@Sendable ((any Error)?) -> Void)? = nil) {
        IntentsHostLink.shared.send(
            .deleteDonations(identifiers: nil, group: groupIdentifier), completion: completion)
    }
}

/// Who started an interaction.
///
/// Source: Apple Intents "INInteractionDirection".
public enum INInteractionDirection: Int, Sendable {
    case unspecified = 0, outgoing, incoming
}
