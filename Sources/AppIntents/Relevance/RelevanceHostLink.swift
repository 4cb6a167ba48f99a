//  RelevanceHostLink.swift — AppIntents (Glimpse)
//  Status: Complete
//  Behaviour: issue 13 "App processes reach the host …; with no host they succeed quietly":
//  app-intent donations and relevant intents go through here to `RelevanceSender`, which carries
//  them over the WidgetCenter socket (Docs/WidgetCenter.md "Donations and suggestions"); every
//  call succeeds.

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
// @unchecked Sendable: `transport` and `sender` are only read and written under `lock`.
package final class RelevanceHostLink: @unchecked Sendable {
    package static let shared = RelevanceHostLink()

    private let lock = NSLock()
    private var _transport: (@Sendable (RelevanceMessage) -> (any Error)?)?
    private var _sender = RelevanceSender.shared

    /// Delivers a message and answers the error to report, or nil. Tests set it to see what the
    /// app sent; nil (the default) sends it to the host through `sender`.
    package var transport: (@Sendable (RelevanceMessage) -> (any Error)?)? {
        get { lock.withLock { _transport } }
        set { lock.withLock { _transport = newValue } }
    }

    /// What carries messages to the host when there is no `transport`: `RelevanceSender.shared`
    /// (the socket from the environment) unless tests give one with a private socket, so a
    /// developer's running host never receives the tests' donations.
    var sender: RelevanceSender {
        get { lock.withLock { _sender } }
        set { lock.withLock { _sender = newValue } }
    }

    func send(_ message: RelevanceMessage) async throws {
        if let transport {
            if let error = transport(message) { throw error }
            return
        }
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let done: @Sendable () -> Void = { continuation.resume() }
            switch message {
            case .donation(let donation):
                sender.donate(donation.record, done: done)
            case .relevantIntents(let intents):
                sender.send(
                    .relevantIntents, RelevancePayload(suggestions: intents.map(\.record)), done: done)
            }
        }
    }
}

extension AppIntentDonation {
    /// The donation on the wire.
    var record: DonationRecord {
        DonationRecord(
            source: .appIntents, intentType: intentType, parameters: parameters, date: date,
            identifier: identifier.uuid.uuidString)
    }
}

extension RelevantIntent {
    /// The relevant intent on the wire: its date window; other clues (location, fitness…) send
    /// no window, and the host does not act on them.
    var record: SuggestionRecord {
        var windows: [SuggestionRecord.Window] = []
        if case .date(let start, let end, _) = relevance.clue {
            windows.append(SuggestionRecord.Window(start: start, end: end))
        }
        return SuggestionRecord(kind: widgetKind, intentType: intentType, parameters: parameters, windows: windows)
    }
}
