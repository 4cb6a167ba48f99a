//  InstanceSchedule.swift — GlimpseHost (Glimpse)
//  Status: Complete
//  Behaviour: the scheduling state of one instance that must survive a restart: its last
//  reload (for the minimum interval), an explicit reload it is waiting for, the retry after a
//  failure, and the policy eligibility already refused (so a refusal is logged once).

public import Foundation

/// A reload asked for explicitly (first load, configuration, WidgetCenter, system event…).
public struct PendingReload: Hashable, Codable, Sendable {
    public var reason: ReloadReason
    /// Not before this instant (host clock).
    public var due: Date
    /// Free whatever the reason (a WidgetCenter call from the foreground app).
    public var free: Bool

    public init(reason: ReloadReason, due: Date, free: Bool = false) {
        self.reason = reason
        self.due = due
        self.free = free
    }
}

/// What the scheduler remembers about one instance between reloads.
public struct InstanceSchedule: Hashable, Codable, Sendable {
    /// When the last granted reload ran (any reason).
    public var lastReload: Date?
    /// An explicit reload waiting to run.
    public var pending: PendingReload?
    /// After a failed policy reload: not again before this instant.
    public var retryAt: Date?
    /// The policy eligibility whose reload was refused (budget spent): the refusal is in the
    /// ledger and the next try waits for the budget.
    public var refusedEligibility: Date?

    public init(
        lastReload: Date? = nil, pending: PendingReload? = nil, retryAt: Date? = nil, refusedEligibility: Date? = nil
    ) {
        self.lastReload = lastReload
        self.pending = pending
        self.retryAt = retryAt
        self.refusedEligibility = refusedEligibility
    }
}
