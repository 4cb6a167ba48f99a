//  SimulatorHost.swift — GlimpseServer (Glimpse)
//  Status: Complete
//  Behaviour: the part of GlimpseHost's `WidgetHost` the simulator uses, as one protocol, so the
//  server depends on a small surface and adapts in one place when the engine grows.

public import Foundation
public import GlimpseArchive
public import GlimpseHost

/// The widget host as the simulator drives it (`WidgetHost` conforms).
public protocol SimulatorHost: AnyObject, Sendable {
    var instances: [WidgetInstance] { get }
    func instance(_ id: InstanceID) -> WidgetInstance?
    func timeline(of id: InstanceID) -> InstanceTimeline?
    func currentEntry(of id: InstanceID, at date: Date?) -> CurrentEntry?
    func budgetRemaining(of id: InstanceID, at date: Date?) -> Int?
    func ledger(for id: InstanceID?, since: Date?) throws(HostError) -> [LedgerEntry]
    var settings: HostSettings { get }
    /// Bundles not started because they failed at each of their last starts.
    var brokenBundles: [BrokenBundle] { get }
    func updateSettings(_ settings: HostSettings) throws(HostError)
    @discardableResult
    func addInstance(
        bundle: String, kind: String, family: FamilyName, place: InstancePlace, configuration: String
    ) throws(HostError) -> WidgetInstance
    func removeInstance(_ id: InstanceID) throws(HostError)
    func moveInstance(_ id: InstanceID, to place: InstancePlace) throws(HostError)
    /// Replaces an instance's configuration and reloads it (free).
    func reconfigureInstance(_ id: InstanceID, configuration: String) throws(HostError)
    /// A configuration intent's parameters and choices, asked of the bundle (WidgetHost+Parameters).
    func intentParameters(bundle: String, kind: String, configuration: String?) throws(HostError) -> IntentParameters
    func requestReload(_ id: InstanceID, reason: ReloadReason, free: Bool) throws(HostError)
    /// Runs a widget's button or toggle intent, then reloads it (WidgetHost+Perform).
    func performIntent(_ id: InstanceID, intent: IntentAction) throws(HostError) -> PerformedIntent
    func systemEvent(_ event: ReloadReason) throws(HostError)
    var observer: (@Sendable (HostEvent) -> Void)? { get set }
    var renderTargets: (@Sendable (WidgetInstance) -> RenderTargets)? { get set }
    func run(until shouldStop: @Sendable () -> Bool)
    func stop()
}

extension WidgetHost: SimulatorHost {}
