//  RelevanceHostLink.swift — AppIntents (Glimpse)
//  Status: Partial: the seam app-intent donations and relevant intents go through; delivering to
//  the host over the WidgetCenter socket is not built yet, so every call succeeds quietly.
//  Behaviour: issue 13 "App processes reach the host …; with no host they succeed quietly".

internal import GlimpseArchive

/// A donated app intent, in the form the host stores it.
package struct AppIntentDonation: Hashable, Sendable {
    /// The intent's type, module-qualified.
    package var intentType: String
    /// The intent's parameters in configuration form (JSON object text).
    package var parameters: String
    /// When it was donated (UTC).
    package var date: Date
    package var identifier: IntentDonationIdentifier

    init(_ intent: some AppIntent, identifier: IntentDonationIdentifier) {
        intentType = type(of: intent)._typeName
        parameters = JSONValue.object(intent._encodedParameters).jsonText
        date = Date()
        self.identifier = identifier
    }
}

/// What the app tells the host about intents.
package enum RelevanceMessage: Sendable {
    case donation(AppIntentDonation)
    /// The app's whole set of relevant intents (replacing the previous set).
    case relevantIntents([RelevantIntent])
}

/// Sends the app's donations and relevant intents on to the host.
// @unchecked Sendable: `transport` is only read and written under `lock`.
package final class RelevanceHostLink: @unchecked Sendable {
    package static let shared = RelevanceHostLink()

    private let lock = NSLock()
    private var _transport: (@Sendable (RelevanceMessage) -> (any Error)?)?

    /// Delivers a message and answers the error to report, or nil; nil means no host (every
    /// message succeeds quietly). Tests set it to see what the app sent.
    package var transport: (@Sendable (RelevanceMessage) -> (any Error)?)? {
        get { lock.withLock { _transport } }
        set { lock.withLock { _transport = newValue } }
    }

    func send(_ message: RelevanceMessage) async throws {
        if let error = transport?(message) { throw error }
    }
}
