//  HostSettings.swift — GlimpseHost (Glimpse)
//  Status: Complete
//  Behaviour: ARCHITECTURE.md "The host's rules": where Apple publishes no number, Glimpse picks
//  one, documents it here and in the README ("Host rules"), and makes it a setting. Sources per
//  field; "Glimpse" marks a number Apple does not publish.

public import Foundation

/// The numbers the host runs by. Stored in the `settings` table, one row per field.
public struct HostSettings: Hashable, Codable, Sendable {
    /// Charged reloads per instance per window: 72. Apple: "40–70" for a frequently viewed widget
    /// (keeping-a-widget-up-to-date), "72 manual refreshes per day" (forum answer 758400).
    public var dailyBudget: Int = 72
    /// The budget of an instance on a watch face: 75 ("up to 75 updates per day",
    /// converting-a-clockkit-app).
    public var watchFaceDailyBudget: Int = 75
    /// The rolling budget window in seconds: 24 hours (keeping-a-widget-up-to-date).
    public var budgetWindow: TimeInterval = 86_400
    /// Seconds between two policy, push or WidgetCenter reloads of one instance: 300. Apple says
    /// WidgetKit "enforces a minimum interval" and entries should be "about 5 minutes apart".
    public var minimumReloadInterval: TimeInterval = 300
    /// Glimpse: when a bundle session starts for one due reload, the bundle's other instances
    /// falling due within this many seconds (and past their minimum interval, with budget left)
    /// are reloaded in the same session, that much early: 60 s. Apple: reloads "may be coalesced".
    public var coalescingWindow: TimeInterval = 60
    /// Glimpse: `.atEnd` with a single entry (Apple: "the system picks"), or a timeline with no
    /// usable entries: eligible this many seconds after the entry's date (or after arrival): 3600.
    public var singleEntryReloadDelay: TimeInterval = 3600
    /// Glimpse: after a failed reload (provider error, timeout, invalid answer) the instance is
    /// eligible again this many seconds later: 3600. iOS leaves a crashed widget alone until the
    /// next trigger (forum 842805); retrying hourly keeps a transient failure from ending updates.
    public var failedReloadRetryDelay: TimeInterval = 3600
    /// Glimpse: seconds a provider has to answer `getTimeline` before it is stopped: 15 (Apple
    /// publishes no number, §3.3). Real seconds, also under the simulated clock.
    public var providerTimeout: TimeInterval = 15
    /// Glimpse: entries kept per timeline: 1000 (the entry showing at arrival and the 999 after
    /// it). Apple publishes no cap; a forum report says updates stop past about 400.
    public var maximumEntries: Int = 1000
    /// Glimpse: entries dated more than this many seconds before or after the arrival are dropped:
    /// one year (365 days).
    public var maximumEntryDistance: TimeInterval = 365 * 86_400
    /// The most dirty anonymous memory (`Pss_Anon`, iOS's footprint) a bundle may use, in bytes:
    /// 30 MB (30 × 2²⁰). Over it the bundle is killed as jetsam kills an extension and the reload
    /// fails with `footprint` (keeping-a-widget-up-to-date; WWDC 2021 "Principles of great
    /// widgets" gives 30 MB). 0 turns the limit off.
    public var footprintLimit: Int = 30 * 1_048_576
    /// Glimpse: a bundle process that answered nothing for this many seconds is stopped, and
    /// started again on the next request, as iOS ends idle extensions: 30 s. 0 keeps bundles running.
    public var idleBundleTimeout: TimeInterval = 30
    /// Glimpse: after the n-th start in a row that ended in a crash (or a timeout, or a footprint
    /// kill) before a good answer, the next start waits `restartBackoff[n - 1]` seconds (the last
    /// value beyond the list): 1, 5, 30, 120 s.
    public var restartBackoff: [TimeInterval] = [1, 5, 30, 120]
    /// Glimpse: a bundle whose last this-many starts in a row each ended in a crash before a good
    /// answer is marked broken with its last error and not started again until its executable
    /// changes: 5.
    public var brokenAfterFailedStarts: Int = 5
    /// WidgetKit Developer Mode (Settings > Developer): no reload is charged. Off by default.
    public var developerMode: Bool = false

    public init() {}

    /// The budget of an instance at `place`.
    public func dailyBudget(for place: InstancePlace) -> Int {
        place == .watchFace ? watchFaceDailyBudget : dailyBudget
    }
}
