//  InspectorPayload.swift — GlimpseServer (Glimpse)
//  Status: Complete
//  Behaviour: Docs/SimulatorAPI.md "GET /api/instances/<id>": the inspector of issue 5 — the
//  timeline (entries with dates and relevance, the current one marked), the reload log with
//  reasons, the budget, the archive's tree and the last error.

public import Foundation

/// One instance in detail.
public struct InspectorPayload: Encodable, Sendable {
    public var widget: PlacesPayload.Widget
    /// Path of the bundle's executable.
    public var bundlePath: String
    public var configuration: String
    /// Whether an intent configures the widget: the page offers "Edit Widget" (issue 12).
    public var configurable: Bool
    public var created: Date
    public var timeline: Timeline?
    /// Newest first, at most 200 rows.
    public var reloads: [Reload]
    public var budget: Budget
    /// The shown archive's display list (redacted on a locked place), or nil before the first
    /// timeline.
    public var archive: ArchiveNode?
    /// The archive's `widgetURL`, if any.
    public var widgetURL: String?
    public var lastError: LastError?
    /// The stack the widget is in (Smart Rotate), or nil when it is alone in its slot.
    public var stack: Stack?

    /// A stack's Smart Rotate state (issue 13).
    public struct Stack: Encodable, Sendable {
        /// The widget on top (raw instance id).
        public var top: Int64
        /// The latest decision, in a sentence ("held: …" or "rotated to #3: …").
        public var reason: String
        /// The latest rotation: when, why and the source that won (`entry`, `suggestion`,
        /// `donation`); nil before the first.
        public var lastRotation: Date?
        public var lastRotationReason: String?
        public var source: String?
        /// Each member's normalised score (0…1) in the latest decision and its source.
        public var scores: [Score]

        public struct Score: Encodable, Sendable {
            public var id: Int64
            public var score: Double
            public var source: String?
        }
    }

    /// The timeline the instance shows.
    public struct Timeline: Encodable, Sendable {
        /// `atEnd`, `after` or `never`.
        public var policy: String
        /// The `.after` date.
        public var policyDate: Date?
        public var received: Date
        public var reason: String
        /// When the policy makes the instance eligible for a reload.
        public var eligible: Date?
        public var staleSince: Date?
        /// Index of the entry shown now.
        public var current: Int
        public var entries: [Entry]
    }

    /// One entry.
    public struct Entry: Encodable, Sendable {
        public var date: Date
        public var relevance: Float?
        /// Seconds the relevance lasts after `date`.
        public var relevanceDuration: Double?
        public var current: Bool
    }

    /// One reload ledger row.
    public struct Reload: Encodable, Sendable {
        public var time: Date
        public var reason: String
        public var charged: Bool
        public var granted: Bool
        /// `succeeded`, `adjusted`, `keptPrevious`, `failed` or `refused`.
        public var outcome: String
        public var detail: String
        /// Seconds the instance waited for it.
        public var waited: Double
    }

    /// The budget of the rolling window.
    public struct Budget: Encodable, Sendable {
        public var remaining: Int
        public var limit: Int
        /// The window in seconds (86 400).
        public var window: Double
        public var developerMode: Bool
    }

    /// The last thing that went wrong.
    public struct LastError: Encodable, Sendable {
        public var time: Date
        public var message: String
    }
}
