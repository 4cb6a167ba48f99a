//  SimulationReport.swift — GlimpseHost (Glimpse)
//  Status: Complete
//  Behaviour: issue 3 "glimpse simulate": the replay's record — provider calls, entries shown,
//  reloads granted and refused, budget left over time, staleness and errors. `Codable` for
//  report.json; every time is host-clock (simulated) UTC unless a field says "real".

public import Foundation
public import GlimpseArchive

/// What happened during a replay (`Simulator.run`).
///
/// Encoded as report.json (dates as seconds since 1970 with `ArchiveCoding.encoder()`, or
/// ISO 8601 with an encoder of your choice). The archives are not encoded (they can be large);
/// `archives(for:)` gives them to whoever draws the filmstrip.
public struct SimulationReport: Hashable, Codable, Sendable {
    /// The format this build writes: 1.
    public static let currentFormatVersion = 1

    public var formatVersion: Int = SimulationReport.currentFormatVersion
    /// What was replayed.
    public var plan: SimulationPlan
    /// Every request sent to the provider, in order.
    public var providerCalls: [ProviderCall] = []
    /// Every timeline the host accepted, in order of arrival; `ArchiveReference.timeline` indexes it.
    public var timelines: [TimelineRecord] = []
    /// What was on screen: one span per entry shown, in time order, covering the replay from the
    /// first timeline to the end.
    public var shown: [ShownEntry] = []
    /// Every reload granted or refused, in time order (the ledger of the replay).
    public var reloads: [ReloadRecord] = []
    /// The budget over time: at the start, after every reload, at each whole hour, and at the end.
    public var budget: [BudgetSample] = []
    /// How long the shown data lagged what the widget asked for.
    public var staleness: Staleness = Staleness()
    /// Provider failures, timeouts and invalid answers.
    public var errors: [Issue] = []
    /// Entries dropped or trimmed, duplicate dates, empty timelines.
    public var warnings: [Issue] = []
    /// How many times the shown archive's live dates or timer progress changed (re-renders without
    /// a reload).
    public var liveUpdates: Int = 0
    /// Counts over the whole replay.
    public var totals: Totals = Totals()
    /// Real seconds the replay took.
    public var wallTime: TimeInterval = 0

    /// The archives of each accepted timeline: `[timeline][entry][environment]`. Not encoded.
    public var archives: [[[WidgetArchive]]] = []

    public init(plan: SimulationPlan) { self.plan = plan }

    enum CodingKeys: String, CodingKey {
        case formatVersion, plan, providerCalls, timelines, shown, reloads, budget, staleness, errors, warnings
        case liveUpdates, totals, wallTime
    }

    // MARK: - Queries

    /// The archives (one per environment of the plan) of `reference`, or nil if the report holds
    /// none (a decoded report).
    public func archives(for reference: ArchiveReference) -> [WidgetArchive]? {
        guard archives.indices.contains(reference.timeline),
            archives[reference.timeline].indices.contains(reference.entry)
        else { return nil }
        return archives[reference.timeline][reference.entry]
    }

    /// The entry on screen at `date`, or nil before the first timeline arrived.
    public func shownEntry(at date: Date) -> ShownEntry? {
        shown.last { $0.span.start <= date }
    }

    /// The archive shown at `date` in environment `environment` (an index into
    /// `plan.environments`), or nil.
    public func archive(at date: Date, environment: Int = 0) -> WidgetArchive? {
        guard let shown = shownEntry(at: date), let variants = archives(for: shown.archive),
            variants.indices.contains(environment)
        else { return nil }
        return variants[environment]
    }
}
