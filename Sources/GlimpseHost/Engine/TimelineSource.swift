//  TimelineSource.swift — GlimpseHost (Glimpse)
//  Status: Complete
//  Behaviour: reference widgetkit.md §10.2: the host asks the extension for timelines and keeps
//  the archived entries (and, before the first timeline, the placeholder, §2.1). This protocol is
//  where it asks, so tests and the simulator can answer without starting processes
//  (`ProcessTimelineSource` starts the real bundle).

public import Foundation
public import GlimpseArchive

/// One timeline the host wants: an instance's kind, family and configuration, in the environments
/// its place shows.
public struct TimelineRequest: Hashable, Sendable {
    public var instance: InstanceID
    public var bundle: String
    public var kind: String
    public var family: FamilyName
    public var configuration: String
    /// Canvas size in points; nil lets the bundle pick the 6.1-inch iPhone's.
    public var displaySize: Size?
    /// One archive per entry per environment, in this order.
    public var environments: [RenderEnvironment]
    /// Host-clock time of the request (a simulated time during a replay).
    public var time: Date

    public init(
        instance: InstanceID, bundle: String, kind: String, family: FamilyName, configuration: String = "{}",
        displaySize: Size? = nil, environments: [RenderEnvironment] = [RenderEnvironment()], time: Date
    ) {
        self.instance = instance
        self.bundle = bundle
        self.kind = kind
        self.family = family
        self.configuration = configuration
        self.displaySize = displaySize
        self.environments = environments
        self.time = time
    }
}

/// A timeline as the provider answered it, before the host sorts, de-duplicates and trims it.
public struct FetchedTimeline: Hashable, Sendable {
    public var entries: [ArchivedEntry]
    public var policy: ReloadPolicy
    public init(entries: [ArchivedEntry], policy: ReloadPolicy) {
        self.entries = entries
        self.policy = policy
    }
}

/// Answers timeline requests for the host.
public protocol TimelineSource: Sendable {
    /// Asks one bundle for the timelines of several of its instances in one session.
    ///
    /// Called on the host's worker (never on two threads at once for the same source).
    /// - Parameters:
    ///   - bundle: The bundle path every request shares.
    ///   - requests: One or more requests, all for `bundle`.
    ///   - timeout: Real seconds each request may take (`HostSettings.providerTimeout`).
    /// - Returns: One result per request, in order; a failure is a `HostError` naming the bundle.
    func timelines(bundle: String, requests: [TimelineRequest], timeout: TimeInterval)
        -> [Result<FetchedTimeline, HostError>]

    /// Asks one bundle for the placeholders of instances that show nothing yet (WidgetKit's
    /// `placeholder(in:)`, drawn redacted), in one session, before their first timelines.
    ///
    /// - Returns: One result per request, in order; empty when the source has no placeholders
    ///   (the default), and the instances show nothing until their first timeline.
    func placeholders(bundle: String, requests: [TimelineRequest], timeout: TimeInterval)
        -> [Result<ArchivedEntry, HostError>]

    /// Runs an intent in `bundle` (TimelineSource+Perform; default: `badRequest`).
    func perform(bundle: String, request: PerformRequest, timeout: TimeInterval) -> Result<PerformedIntent, HostError>
    /// Asks `bundle` for a control's value and drawings (TimelineSource+Perform; default: `badRequest`).
    func control(bundle: String, request: ControlRequest, timeout: TimeInterval) -> Result<ControlAnswer, HostError>
    /// Asks `bundle` for a configuration intent's parameters (TimelineSource+Perform; default: `badRequest`).
    func parameters(bundle: String, kind: String, configuration: String?, at time: Date, timeout: TimeInterval)
        -> Result<IntentParameters, HostError>
    /// Takes the host's settings (footprint limit, idle timeout, restart back-off); called when
    /// the host starts and whenever its settings change. Default: ignored.
    func apply(_ settings: HostSettings)

    /// The bundles the source refuses to start (`BrokenBundle`); the host stores them. Default: none.
    func brokenBundles() -> [BrokenBundle]

    /// Marks bundles broken as the host stored them, when it restarts. Default: ignored.
    func restoreBroken(_ bundles: [BrokenBundle])
}

extension TimelineSource {
    /// No placeholders.
    public func placeholders(bundle: String, requests: [TimelineRequest], timeout: TimeInterval)
        -> [Result<ArchivedEntry, HostError>]
    { [] }

    /// Ignores the settings.
    public func apply(_ settings: HostSettings) {}

    /// None.
    public func brokenBundles() -> [BrokenBundle] { [] }

    /// Ignores them.
    public func restoreBroken(_ bundles: [BrokenBundle]) {}
}
