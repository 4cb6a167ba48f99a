//  CenterMessage.swift — GlimpseArchive
//  Status: Complete for reloads, current configurations, the two invalidations, donations and
//  suggestions (CenterRelevance.swift)
//  Behaviour: Docs/WidgetCenter.md — newline-delimited JSON over the host's Unix socket: an app
//  (any process of a widget bundle's app) sends a request line, the host answers one line.

import Foundation

/// The WidgetCenter protocol's constants.
public enum CenterProtocol {
    /// Version spoken by this build; sent in every request.
    public static let version = 1
    /// Longest request line the host accepts, in bytes (1 MB, the "\n" not counted).
    public static let maximumRequestBytes = 1_000_000
    /// Longest response line a client accepts, in bytes (16 MB: room for about 100 000 widgets).
    public static let maximumResponseBytes = 16_000_000
}

/// What an app asks the host (one line).
///
/// ```json
/// {"bundle":"EmojiRangers","foreground":true,"id":1,"kind":"EmojiRangerWidget","method":"reloadTimelines","version":1}
/// ```
public struct CenterRequest: Hashable, Codable, Sendable {
    /// The `WidgetCenter` call the request stands for.
    public enum Method: String, Codable, Sendable, CaseIterable {
        /// `reloadTimelines(ofKind:)`; needs `kind`.
        case reloadTimelines
        /// `reloadAllTimelines()`.
        case reloadAllTimelines
        /// `getCurrentConfigurations(_:)` and `currentConfigurations()`.
        case currentConfigurations
        /// `invalidateConfigurationRecommendations()`.
        case invalidateConfigurationRecommendations
        /// `invalidateRelevance(ofKind:)`; needs `kind`.
        case invalidateRelevance
        /// Donations (`INInteraction`, AppIntents); needs `relevance.donations`.
        case donate
        /// `INInteraction.delete…`; `relevance.identifiers` or `relevance.group`, neither: all.
        case deleteDonations
        /// `INRelevantShortcutStore.setRelevantShortcuts`; needs `relevance.suggestions`.
        case relevantShortcuts
        /// `RelevantIntentManager.updateRelevantIntents`; needs `relevance.suggestions`.
        case relevantIntents
        /// `ControlCenter.reloadControls(ofKind:)`; needs `kind`.
        case reloadControls
        /// `ControlCenter.reloadAllControls()`.
        case reloadAllControls
        /// `ControlCenter.currentControls()`.
        case currentControls
        /// ActivityKit's `Activity.request`, `update(_:)` and `end(_:dismissalPolicy:)`; needs
        /// `activity` (CenterActivity.swift).
        case activity

        /// Whether the request names a widget kind.
        public var needsKind: Bool {
            self == .reloadTimelines || self == .invalidateRelevance || self == .reloadControls
        }
    }

    /// Chosen by the client; echoed in the response.
    public var id: Int
    /// The client's `CenterProtocol.version`.
    public var version: Int
    public var method: Method
    /// The widget bundle the calling app belongs to: the bundle executable's file name, as the
    /// extension reports it in `describe` (`BundleDescription.bundle`).
    public var bundle: String
    /// Widget kind, for `reloadTimelines` and `invalidateRelevance`.
    public var kind: String?
    /// True when the caller is the bundle's app in the foreground: its reloads are not charged
    /// to the widgets' budgets (reference widgetkit.md §3.2).
    public var foreground: Bool
    /// The caller's process id, for the host's log.
    public var pid: Int32?
    /// Donations and suggestions (CenterRelevance.swift), for the methods that carry them.
    public var relevance: RelevancePayload?
    /// The Live Activity change, for `activity`.
    public var activity: LiveActivityMessage?

    public init(
        id: Int, method: Method, bundle: String, kind: String? = nil, foreground: Bool, pid: Int32? = nil,
        relevance: RelevancePayload? = nil, activity: LiveActivityMessage? = nil,
        version: Int = CenterProtocol.version
    ) {
        self.activity = activity
        self.relevance = relevance
        self.id = id
        self.version = version
        self.method = method
        self.bundle = bundle
        self.kind = kind
        self.foreground = foreground
        self.pid = pid
    }
}

/// One configured widget instance, as `currentConfigurations` reports it (`WidgetInfo` on the wire).
public struct WidgetInfoRecord: Hashable, Codable, Sendable {
    /// The host's stable identifier of the instance.
    public var id: String
    /// The configuration's `kind`.
    public var kind: String
    /// `WidgetFamily` raw name, e.g. `"systemSmall"`.
    public var family: String
    /// The instance's configuration intent as the host stores it (JSON text); nil for a widget
    /// with a static configuration.
    public var configuration: String?
    /// The configuration intent's type, module-qualified (`EmojiRangers.SelectCharacterIntent`),
    /// when the host knows it from the bundle's `describe`; absent for a static widget and from
    /// hosts before it was sent.
    public var intent: String?

    public init(id: String, kind: String, family: String, configuration: String? = nil, intent: String? = nil) {
        self.id = id
        self.kind = kind
        self.family = family
        self.configuration = configuration
        self.intent = intent
    }
}

/// Why the host did not do what was asked.
public struct CenterFailure: Hashable, Codable, Sendable {
    /// `"malformedRequest"`, `"tooLarge"`, `"unsupportedVersion"`, `"busy"`, `"serviceFailed"`.
    public var code: String
    /// One line naming the request and the cause.
    public var message: String

    public init(code: String, message: String) {
        self.code = code
        self.message = message
    }

    /// The request line is not JSON, or not a `CenterRequest`, or misses a field its method needs.
    public static let malformedRequest = "malformedRequest"
    /// The request line is longer than `CenterProtocol.maximumRequestBytes`.
    public static let tooLarge = "tooLarge"
    /// The request's `version` is newer than the host speaks.
    public static let unsupportedVersion = "unsupportedVersion"
    /// The host is serving as many connections as it allows; try again.
    public static let busy = "busy"
    /// The host understood the request but could not carry it out.
    public static let serviceFailed = "serviceFailed"
}

/// What the host answers (one line). `ok` is false exactly when `error` is set;
/// `configurations` accompanies a successful `currentConfigurations`.
///
/// ```json
/// {"id":1,"ok":true}
/// {"configurations":[{"family":"systemSmall","id":"w1","kind":"EmojiRangerWidget"}],"id":2,"ok":true}
/// {"error":{"code":"malformedRequest","message":"…"},"id":0,"ok":false}
/// ```
public struct CenterResponse: Hashable, Codable, Sendable {
    /// The request's `id` (0 when the request line had no readable id).
    public var id: Int
    public var ok: Bool
    public var configurations: [WidgetInfoRecord]?
    /// The bundle's placed controls, with a successful `currentControls`.
    public var controls: [ControlInfoRecord]?
    /// What the host set aside from an accepted request, one line each (a shortcut for a kind no
    /// bundle has); the host logs them too.
    public var notes: [String]?
    public var error: CenterFailure?

    public init(id: Int, configurations: [WidgetInfoRecord]? = nil, notes: [String]? = nil) {
        self.id = id
        self.ok = true
        self.configurations = configurations
        self.notes = notes
        self.error = nil
    }

    public init(id: Int, error: CenterFailure) {
        self.id = id
        self.ok = false
        self.configurations = nil
        self.error = error
    }
}
