//  LedgerEntry.swift — GlimpseHost (Glimpse)
//  Status: Complete
//  Behaviour: issue 3 "The budget": every reload attempt, granted or refused, is written down
//  with its reason; the budget is counted from the charged rows of the last 24 hours.

public import Foundation

/// One row of the reload ledger: a reload the host granted or refused, and how it went.
public struct LedgerEntry: Hashable, Codable, Sendable {
    /// How a reload ended.
    public enum Outcome: String, Hashable, Codable, Sendable {
        /// A new timeline was accepted as it came.
        case succeeded
        /// A new timeline was accepted after dropping or trimming entries (see `detail`).
        case adjusted
        /// The provider answered with no usable entries; the previous timeline is kept.
        case keptPrevious
        /// The provider failed, timed out or sent something invalid; the previous timeline is kept.
        case failed
        /// The host refused the reload (budget spent); the previous timeline is kept.
        case refused
    }

    public var instance: InstanceID
    /// When the reload ran or was refused (host clock, UTC).
    public var time: Date
    public var reason: ReloadReason
    /// Whether the attempt counts against the budget (failed attempts that were charged still do).
    public var charged: Bool
    /// Whether the host let the reload run.
    public var granted: Bool
    public var outcome: Outcome
    /// One line: the refusal reason, the error, or what was dropped; empty when nothing to say.
    /// Control characters (from a bundle's messages) are escaped (`LogText.escaped`).
    public var detail: String
    /// Seconds the instance had wanted this reload before it ran (or was refused): the part of
    /// its staleness this reload ended or started.
    public var waited: TimeInterval

    public init(
        instance: InstanceID, time: Date, reason: ReloadReason, charged: Bool, granted: Bool, outcome: Outcome,
        detail: String = "", waited: TimeInterval = 0
    ) {
        self.instance = instance
        self.time = time
        self.reason = reason
        self.charged = charged
        self.granted = granted
        self.outcome = outcome
        self.detail = LogText.escaped(detail)
        self.waited = waited
    }
}
