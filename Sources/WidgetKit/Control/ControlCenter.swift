//  ControlCenter.swift — WidgetKit (Glimpse)
//  Status: Complete
//  Behaviour: Apple WidgetKit "ControlCenter", "ControlInfo", "ControlPushInfo",
//  "ControlPushHandler" (iOS 18); reference widgetkit.md §7: a reload makes the system ask the
//  control's value provider again. The calls reach the host over the WidgetCenter socket
//  (Docs/WidgetCenter.md "Controls"); with no host, a reload is dropped (logged with
//  GLIMPSE_DEBUG=1) and `currentControls()` throws the socket's error, as `WidgetCenter` does.

import AppIntents
import Foundation
internal import GlimpseArchive

/// Reloads your app's controls and lists the ones people placed.
///
/// Source: Apple WidgetKit "ControlCenter".
public final class ControlCenter: Sendable {
    /// The shared control center.
    public static let shared = ControlCenter()

    /// The socket and caller the calls go through (`WidgetCenter`'s).
    private let center: WidgetCenter

    private init() { center = WidgetCenter.shared }

    /// A control center with a fixed socket and caller (tests, tools).
    package init(socketPath: String, bundle: String, foreground: Bool = true, timeout: Double = 2) {
        center = WidgetCenter(socketPath: socketPath, bundle: bundle, foreground: foreground, timeout: timeout)
    }

    /// Asks every placed control of `kind` for its current value again.
    ///
    /// - Parameter kind: The `kind` of the control's configuration.
    public func reloadControls(ofKind kind: String) {
        center.sendQuietly(.reloadControls, kind: kind)
    }

    /// Asks every placed control of the app for its current value again.
    public func reloadAllControls() {
        center.sendQuietly(.reloadAllControls)
    }

    /// The controls people placed, with their configurations, in the host's order.
    ///
    /// - Throws: Glimpse's `CenterError` when no host answers (its message names the socket).
    public func currentControls() async throws -> [ControlInfo] {
        let center = self.center
        return try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(
                    with: Result {
                        let (request, client) = center.request(.currentControls)
                        return (try client.send(request).controls ?? []).map {
                            ControlInfo(id: $0.id, kind: $0.kind, configuration: $0.configuration, intent: $0.intent)
                        }
                    })
            }
        }
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
    /// The stored configuration (JSON object text; nil for the intent's defaults or a static
    /// control), for `configurationIntent(of:)`.
    private let configuration: String?
    /// The configuration intent's type, module-qualified, when the host knows it.
    private let intent: String?

    package init(
        id: String, kind: String, configuration: String?, intent: String? = nil, pushInfo: ControlPushInfo? = nil
    ) {
        identifier = id
        self.kind = kind
        self.configuration = configuration
        self.intent = intent
        self.pushInfo = pushInfo
    }

    /// The control's configuration intent, holding the values the person chose.
    ///
    /// A parameter the stored configuration leaves out, or whose value no longer fits, reads its
    /// default. Values are read synchronously, as Apple's signature requires: an entity parameter
    /// holds the stored identifier's entity when its query has returned that entity in this
    /// process before (reading the control's value does); otherwise it reads its default.
    ///
    /// - Parameter intentType: The intent type expected.
    /// - Returns: nil when the control has no configuration intent, or its intent is not
    ///   `intentType` (when the host names the type; otherwise only a control with a stored
    ///   configuration has one).
    ///
    /// Source: Apple WidgetKit "ControlInfo.configurationIntent(of:)".
    public func configurationIntent<Intent: ControlConfigurationIntent>(of intentType: Intent.Type = Intent.self)
        -> Intent?
    {
        if let intent {
            guard intent == Intent._typeName else { return nil }
        } else if configuration == nil {
            return nil
        }
        let decoded = Intent._decodeRemembered(configuration: configuration)
        for warning in decoded.warnings { WidgetCenter.debugLog("ControlInfo: \(warning)") }
        return decoded.intent
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
