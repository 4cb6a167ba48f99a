//  ReloadReason.swift — GlimpseHost (Glimpse)
//  Status: Complete for the reasons of issue 3
//  Behaviour: reference widgetkit.md §3.2 "Reloads that don't count against the budget" and
//  §10.4 "Reload triggers": policy and push reloads are charged; the first load, configuration
//  changes, system events and intent taps are free; WidgetCenter calls are free while the app is
//  in the foreground.

/// Why the host asks a widget for a new timeline.
public enum ReloadReason: String, Hashable, Codable, Sendable, CaseIterable {
    /// The first timeline of a newly added instance (free).
    case initial
    /// The user changed the instance's configuration (free; Apple: "presumed", §10.4).
    case configuration
    /// The instance was moved to another place (free: a change of presentation environment).
    case placeChange
    /// The timeline's reload policy came due (charged).
    case policy
    /// `WidgetCenter.reloadTimelines(ofKind:)` or `reloadAllTimelines()` (free while the bundle's
    /// app is in the foreground, else charged).
    case widgetCenter
    /// A widget push notification (charged).
    case push
    /// A button or toggle intent ran (free).
    case intent
    /// The system locale changed (free).
    case locale
    /// The system time zone changed (free).
    case timeZone
    /// A significant time change, e.g. midnight or a clock set by hand (free).
    case significantTimeChange
    /// Dynamic Type or an accessibility setting changed (free).
    case dynamicType

    /// Reasons the system starts on its own; all are free.
    public static let systemEvents: [ReloadReason] = [.locale, .timeZone, .significantTimeChange, .dynamicType]

    /// Whether this is a system event (`systemEvents`).
    public var isSystemEvent: Bool { Self.systemEvents.contains(self) }

    /// Whether a reload for this reason counts against the instance's budget.
    ///
    /// - Parameters:
    ///   - appInForeground: The bundle's app is in the foreground at the reload's time: every
    ///     reload is then free (§3.2).
    ///   - developerMode: `HostSettings.developerMode`: nothing is charged (§3.2, WWDC25-278).
    public func isCharged(appInForeground: Bool, developerMode: Bool) -> Bool {
        if developerMode || appInForeground { return false }
        switch self {
        case .policy, .push, .widgetCenter: return true
        case .initial, .configuration, .placeChange, .intent, .locale, .timeZone, .significantTimeChange,
            .dynamicType:
            return false
        }
    }

    /// Whether reloads for this reason wait for `HostSettings.minimumReloadInterval` since the
    /// instance's last reload (policy, push and WidgetCenter reloads do; the first load, user
    /// actions and system events do not).
    public var waitsForMinimumInterval: Bool {
        switch self {
        case .policy, .push, .widgetCenter: return true
        default: return false
        }
    }
}
