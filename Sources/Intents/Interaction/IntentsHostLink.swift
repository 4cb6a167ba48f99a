//  IntentsHostLink.swift — Intents (Glimpse)
//  Status: Complete
//  Behaviour: issue 13 "App processes reach the host …; with no host they succeed quietly":
//  every donation and relevant-shortcut call goes through here to `RelevanceSender`, which
//  carries it over the WidgetCenter socket (Docs/WidgetCenter.md "Donations and suggestions");
//  every call succeeds, as it does on iOS when the system ignores it.

internal import GlimpseArchive

/// A donated intent, in the form the host stores it.
package struct IntentDonation: Hashable, Sendable {
    /// The intent's class, module-qualified ("Purchases.PurchasesIntent").
    package var intentType: String
    /// The intent's parameters in configuration form (JSON object text).
    package var parameters: String
    /// When people ran it (UTC).
    package var date: Date
    package var identifier: String
    package var group: String?

    init(intent: INIntent, date: Date, identifier: String, group: String?) {
        intentType = String(reflecting: type(of: intent))
        parameters = intent._configurationText
        self.date = date
        self.identifier = identifier
        self.group = group
    }
}

/// A relevant shortcut, in the form the host stores it.
package struct RelevantShortcutRecord: Hashable, Sendable {
    /// The widget kind the shortcut suggests; nil for shortcuts that are not widgets.
    package var widgetKind: String?
    package var role: INRelevantShortcutRole
    /// The intent's class, module-qualified; nil for a user-activity shortcut.
    package var intentType: String?
    /// The intent's parameters in configuration form (JSON object text); "{}" without an intent.
    package var parameters: String
    /// The date windows of its `INDateRelevanceProvider`s (UTC); an open end is nil.
    package var windows: [(start: Date, end: Date?)]
    /// The raw values of its `INDailyRoutineRelevanceProvider` situations.
    package var situations: [Int]

    package static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.widgetKind == rhs.widgetKind && lhs.role == rhs.role && lhs.intentType == rhs.intentType
            && lhs.parameters == rhs.parameters && lhs.situations == rhs.situations
            && lhs.windows.map(\.start) == rhs.windows.map(\.start) && lhs.windows.map(\.end) == rhs.windows.map(\.end)
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(widgetKind)
        hasher.combine(parameters)
    }
}

/// What the app tells the host.
package enum IntentsMessage: Hashable, Sendable {
    case donation(IntentDonation)
    /// nil identifiers and group: every donation of the app.
    case deleteDonations(identifiers: [String]?, group: String?)
    /// The app's whole set of relevant shortcuts (replacing the previous set).
    case relevantShortcuts([RelevantShortcutRecord])
}

/// Sends the app's donations and relevant shortcuts on to the host.
// @unchecked Sendable: `transport` and `sender` are only read and written under `lock`.
package final class IntentsHostLink: @unchecked Sendable {
    package static let shared = IntentsHostLink()

    private let lock = NSLock()
    private var _transport: (@Sendable (IntentsMessage) -> (any Error)?)?
    private var _sender = RelevanceSender.shared

    /// Delivers a message and answers the error to report, or nil. Tests set it to see what the
    /// app sent; nil (the default) sends it to the host through `sender`.
    package var transport: (@Sendable (IntentsMessage) -> (any Error)?)? {
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

    /// Delivers `message` off the caller's thread and calls `completion` with the outcome.
    func send(_ message: IntentsMessage, completion: (@Sendable ((any Error)?) -> Void)?) {
        guard let transport = self.transport else {
            let done: @Sendable () -> Void = { completion?(nil) }
            switch message {
            case .donation(let donation):
                sender.donate(donation.record, done: done)
            case .deleteDonations(let identifiers, let group):
                sender.send(
                    .deleteDonations, RelevancePayload(identifiers: identifiers, group: group), done: done)
            case .relevantShortcuts(let shortcuts):
                sender.send(
                    .relevantShortcuts, RelevancePayload(suggestions: shortcuts.map(\.record)), done: done)
            }
            return
        }
        DispatchQueue.global().async {
            let error = transport(message)
            completion?(error)
        }
    }
}

extension IntentDonation {
    /// The donation on the wire.
    var record: DonationRecord {
        DonationRecord(
            source: .intents, intentType: intentType, parameters: parameters, date: date, identifier: identifier,
            group: group)
    }
}

extension RelevantShortcutRecord {
    /// The shortcut on the wire: its date windows (situations and locations are not sent; the
    /// host has no such signals).
    var record: SuggestionRecord {
        SuggestionRecord(
            kind: widgetKind, intentType: intentType, parameters: parameters,
            windows: windows.map { SuggestionRecord.Window(start: $0.start, end: $0.end) })
    }
}
