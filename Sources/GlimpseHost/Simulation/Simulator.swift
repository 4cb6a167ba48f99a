//  Simulator.swift — GlimpseHost (Glimpse)
//  Status: Stub (signature fixed; the replay lands next)
//  Behaviour: issue 3 "glimpse simulate": replays a span of time with a SimulatedClock, jumping
//  from one wake-up of the host to the next and never sleeping.

import Foundation

/// Replays one widget instance over a span of simulated time.
public enum Simulator {
    /// Replays `plan` and returns what happened.
    ///
    /// The host runs on a `SimulatedClock` starting at `plan.start`: it adds the instance, loads
    /// its first timeline, then jumps from wake-up to wake-up (entry dates, reload eligibility,
    /// live-date changes, view and foreground span edges) until `plan.end`, never sleeping.
    /// Provider calls to a real bundle take real time (and are cut at
    /// `plan.settings.providerTimeout` real seconds); the bundle computes its entries from its own
    /// wall clock, not the simulated one, so entry dates are shifted by the difference — the
    /// host shows them against the simulated clock as they come.
    ///
    /// - Parameters:
    ///   - plan: What to replay.
    ///   - source: Where timelines come from; nil starts `plan.bundle` as a process
    ///     (`ProcessTimelineSource`).
    ///   - progress: Called on the calling thread after every provider call and every simulated
    ///     hour.
    /// - Returns: The report; provider failures are in it, not thrown.
    /// - Throws: `HostError` `.bundleNotFound` when `source` is nil and `plan.bundle` is not an
    ///   executable file.
    public static func run(
        _ plan: SimulationPlan, source: (any TimelineSource)? = nil,
        progress: ((SimulationProgress) -> Void)? = nil
    ) throws(HostError) -> SimulationReport {
        var report = SimulationReport(plan: plan)
        report.totals.budgetLimit = plan.settings.dailyBudget(for: plan.place)
        report.totals.budgetRemaining = report.totals.budgetLimit
        return report
    }
}
