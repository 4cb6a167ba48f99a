//  CenterRelevance.swift — GlimpseArchive
//  Status: Complete
//  Behaviour: Docs/WidgetCenter.md "Donations and suggestions" (issue 13): what an app's
//  `INInteraction` and AppIntents donations, `INRelevantShortcutStore` and
//  `RelevantIntentManager` send the host over the WidgetCenter socket, in the `relevance` field of
//  a request. Donations travel in batches of at most `maximumDonationsPerRequest`.

public import Foundation

/// One donated intent (`INInteraction.donate`, `AppIntent.donate()`), as the host stores it.
public struct DonationRecord: Hashable, Codable, Sendable {
    /// Which framework donated it.
    public enum Source: String, Hashable, Codable, Sendable {
        /// SiriKit's `INInteraction`.
        case intents
        /// AppIntents' `IntentDonationManager` and `AppIntent.donate()`.
        case appIntents
    }

    public var source: Source
    /// The intent's type, module-qualified ("Purchases.PurchasesIntent").
    public var intentType: String
    /// The intent's parameters in configuration form (JSON object text).
    public var parameters: String
    /// When it was donated (UTC; seconds since 1970 on the wire).
    public var date: Date
    /// The donation's identifier (`INInteraction.identifier`, `IntentDonationIdentifier`).
    public var identifier: String
    /// `INInteraction.groupIdentifier`.
    public var group: String?

    public init(
        source: Source, intentType: String, parameters: String, date: Date, identifier: String, group: String? = nil
    ) {
        self.source = source
        self.intentType = intentType
        self.parameters = parameters
        self.date = date
        self.identifier = identifier
        self.group = group
    }
}

/// One relevant shortcut or relevant intent: a widget the app suggests for a window of time.
public struct SuggestionRecord: Hashable, Codable, Sendable {
    /// A window of time; an open end is nil.
    public struct Window: Hashable, Codable, Sendable {
        public var start: Date
        public var end: Date?

        public init(start: Date, end: Date?) {
            self.start = start
            self.end = end
        }
    }

    /// The widget kind suggested; nil for a shortcut that is not a widget (the host ignores it).
    public var kind: String?
    /// The configuring intent's type, module-qualified; nil without one.
    public var intentType: String?
    /// The configuration to give the suggested widget (JSON object text).
    public var parameters: String
    /// The date windows it is relevant in; empty: no date clue (the host does not act on it).
    public var windows: [Window]

    public init(kind: String?, intentType: String?, parameters: String, windows: [Window]) {
        self.kind = kind
        self.intentType = intentType
        self.parameters = parameters
        self.windows = windows
    }
}

/// The relevance part of a WidgetCenter request (methods `donate`, `deleteDonations`,
/// `relevantShortcuts`, `relevantIntents`).
public struct RelevancePayload: Hashable, Codable, Sendable {
    /// Most donations one request carries; a client sends more in several requests.
    public static let maximumDonationsPerRequest = 500

    /// For `donate`.
    public var donations: [DonationRecord]?
    /// For `relevantShortcuts` and `relevantIntents`: the app's whole set, replacing the last one.
    public var suggestions: [SuggestionRecord]?
    /// For `deleteDonations`: the identifiers to delete; with no `group` either, every donation
    /// of the bundle.
    public var identifiers: [String]?
    /// For `deleteDonations`: the group to delete.
    public var group: String?

    public init(
        donations: [DonationRecord]? = nil, suggestions: [SuggestionRecord]? = nil, identifiers: [String]? = nil,
        group: String? = nil
    ) {
        self.donations = donations
        self.suggestions = suggestions
        self.identifiers = identifiers
        self.group = group
    }
}

extension CenterRequest.Method {
    /// Whether the request carries a `relevance` payload.
    public var needsRelevance: Bool {
        self == .donate || self == .deleteDonations || self == .relevantShortcuts || self == .relevantIntents
    }
}
