//  SimulationReport+Records.swift — GlimpseHost (Glimpse)
//  Status: Complete
//  Behaviour: the rows of a `SimulationReport` (see there). Times are host-clock (simulated) UTC;
//  durations are seconds.

public import Foundation
public import GlimpseArchive

extension SimulationReport {
    /// Points at one entry of one accepted timeline.
    public struct ArchiveReference: Hashable, Codable, Sendable {
        /// Index into `SimulationReport.timelines`.
        public var timeline: Int
        /// Index into that timeline's `entries` (after sorting, de-duplicating and trimming).
        public var entry: Int
        public init(timeline: Int, entry: Int) {
            self.timeline = timeline
            self.entry = entry
        }
    }

    /// One request to the provider.
    public struct ProviderCall: Hashable, Codable, Sendable {
        /// Simulated time the request was sent.
        public var time: Date
        /// `"timeline"`.
        public var method: String
        /// Why the host asked.
        public var reason: ReloadReason
        /// Real seconds the provider took to answer (or to time out).
        public var duration: TimeInterval
        /// `"ok"`, or the `HostError` code (`"timeout"`, `"providerFailed"`, `"invalidArchive"`…).
        public var outcome: String
        /// Entries in the answer as it came (before sorting and trimming); nil on failure.
        public var entryCount: Int?
        /// The error message; nil on success.
        public var message: String?
    }

    /// A timeline the host accepted.
    public struct TimelineRecord: Hashable, Codable, Sendable {
        /// Simulated time it arrived.
        public var received: Date
        /// The reload that asked for it.
        public var reason: ReloadReason
        public var policy: ReloadPolicy
        /// The entries kept, sorted by date.
        public var entries: [EntryRecord]
        /// When the policy makes the instance eligible for its next reload (before the minimum
        /// interval and budget are applied); nil for `.never`.
        public var eligible: Date?
    }

    /// One kept entry.
    public struct EntryRecord: Hashable, Codable, Sendable {
        public var date: Date
        public var relevance: EntryRelevance?
    }

    /// An entry on screen from `span.start` to `span.end`.
    public struct ShownEntry: Hashable, Codable, Sendable {
        public var span: TimeSpan
        public var archive: ArchiveReference
        /// The entry's own date (it shows from then, or from the timeline's arrival if later;
        /// before the first entry's date the first entry shows).
        public var entryDate: Date
    }

    /// A reload granted or refused.
    public struct ReloadRecord: Hashable, Codable, Sendable {
        public var time: Date
        public var reason: ReloadReason
        /// Counted against the budget (a failed charged attempt still counts).
        public var charged: Bool
        public var granted: Bool
        public var outcome: LedgerEntry.Outcome
        /// The refusal reason, the error, or what was dropped.
        public var detail: String
        /// Seconds between the instant the widget became eligible for this reload and the
        /// instant it ran or was refused (0 for reloads not asked for by the policy).
        public var waited: TimeInterval
        /// Charged reloads left in the window just after this one.
        public var budgetRemaining: Int
    }

    /// The budget at one instant.
    public struct BudgetSample: Hashable, Codable, Sendable {
        public var time: Date
        /// Charged reloads in the window ending at `time`.
        public var used: Int
        public var remaining: Int
        public var limit: Int
    }

    /// Time the shown data lagged the reload the widget asked for.
    ///
    /// An instance is stale from the instant its policy made it eligible for a reload (or the
    /// timeline's arrival, if later) until its next timeline arrives: time waiting for the minimum
    /// interval, the budget, a retry or a bundle session counts, and a refused or failed reload
    /// leaves it stale. Computed exactly from the host's events, not sampled at wake-ups. Time
    /// before the first timeline is not stale; `.never` is never stale.
    public struct Staleness: Hashable, Codable, Sendable {
        /// Seconds stale while viewed (the plan's `views`, or all the time).
        public var viewedSeconds: TimeInterval = 0
        /// Seconds stale in all.
        public var totalSeconds: TimeInterval = 0
        /// The stale spans, in order (clipped to the replay).
        public var spans: [TimeSpan] = []
        public init() {}
    }

    /// Something that went wrong or was adjusted.
    public struct Issue: Hashable, Codable, Sendable {
        public var time: Date
        /// A `HostError` code for errors; `"duplicateDates"`, `"farEntries"`, `"tooManyEntries"`,
        /// `"emptyTimeline"` for warnings.
        public var code: String
        public var message: String
    }

    /// Counts over the whole replay.
    public struct Totals: Hashable, Codable, Sendable {
        public var providerCalls = 0
        public var reloadsGranted = 0
        public var reloadsRefused = 0
        /// Granted reloads that counted against the budget.
        public var chargedReloads = 0
        /// Granted reloads that were free.
        public var freeReloads = 0
        /// Granted reloads that failed (the previous timeline was kept).
        public var failedReloads = 0
        public var entriesShown = 0
        /// The instance's budget per window.
        public var budgetLimit = 0
        /// Charged reloads left at the end.
        public var budgetRemaining = 0
        /// `staleness.viewedSeconds`.
        public var staleSeconds: TimeInterval = 0
        public init() {}
    }
}
