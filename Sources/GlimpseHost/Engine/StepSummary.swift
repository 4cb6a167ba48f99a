//  StepSummary.swift — GlimpseHost (Glimpse)
//  Status: Complete
//  Behaviour: what one `WidgetHost.runDue()` did.

/// Counts of one host step.
public struct StepSummary: Hashable, Sendable {
    /// Reloads that ran (successful or not).
    public var granted = 0
    /// Reloads refused for budget.
    public var refused = 0
    /// Granted reloads whose provider call failed or whose answer was refused.
    public var failed = 0
    /// Bundle sessions started (one per bundle with work).
    public var sessions = 0
    public init() {}
}
