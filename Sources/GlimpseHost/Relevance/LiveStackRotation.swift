//  LiveStackRotation.swift — GlimpseHost (Glimpse)
//  Status: Complete for rotation on the host's clock by entries, stored suggestions and
//  donations; the state is the running host's (a restart starts without caps)
//  Behaviour: issue 13 "In `glimpse serve` the stacks rotate live, each with its reason": each
//  stack is decided by `SmartRotate` whenever its owner asks (a frame changed, the clock moved,
//  an app sent relevance). A member's score is the best of: its current timeline's entry in force
//  (normalised against that timeline's entries: the live host keeps no older timelines), an open
//  stored suggestion (relevant shortcut or relevant intent) for its kind, and the donation
//  profile of its bundle whose parameters equal its configuration. A clock moved back before the
//  last rotation clears that stack's caps.

public import Foundation
internal import GlimpseArchive

/// A stack's decision as the page and the inspector show it.
public struct StackRotationRecord: Hashable, Codable, Sendable {
    /// The widget on top now.
    public var top: InstanceID?
    /// Why it is on top (or why the stack held), from the latest decision.
    public var reason: String
    /// The latest rotation: when, why and the source that won; nil before the first.
    public var lastRotation: Date?
    public var lastRotationReason: String?
    public var lastRotationSource: RelevanceSource?
    /// Each member's score in the latest decision.
    public var scores: [StackMemberScore]
}

/// Smart Rotate on the host's clock, for the stacks of a running host.
// @unchecked Sendable: `states` and `records` are only touched under `lock`.
public final class LiveStackRotation: @unchecked Sendable {
    public let settings: SmartRotateSettings
    private let lock = NSLock()
    private var states: [Int64: StackRotationState] = [:]
    private var records: [Int64: StackRotationRecord] = [:]

    public init(settings: SmartRotateSettings = SmartRotateSettings()) { self.settings = settings }

    /// Decides the stack keyed `key` (its first widget's raw id) at `now` and returns its record.
    ///
    /// - Parameters:
    ///   - members: The stack's widgets in order.
    ///   - chosen: The widget a person put on top and keeps there (pinned), or nil.
    ///   - scores: Each member's score now (see `score(of:…)`).
    public func decide(
        key: Int64, members: [InstanceID], chosen: InstanceID?, scores: [StackMemberScore], at now: Date,
        developerMode: Bool = false
    ) -> StackRotationRecord {
        lock.withLock {
            var state =
                states[key]
                ?? StackRotationState(stack: WidgetStack(instances: members, top: nil, topReason: .added))
            state.stack.instances = members
            if let chosen {
                state.stack.top = chosen
                state.stack.topReason = .pinned
            } else if state.stack.topReason == .pinned {
                state.stack.topReason = .added
            }
            if let last = state.lastRotation, last > now { state.lastRotation = nil }
            if let changed = state.topChanged, changed > now { state.topChanged = nil }
            let decision = SmartRotate.decide(
                state, scores: scores, at: now, settings: settings.developer(developerMode || settings.developerMode))
            SmartRotate.apply(decision, to: &state, at: now)
            states[key] = state
            var record =
                records[key] ?? StackRotationRecord(top: nil, reason: "", lastRotation: nil, scores: [])
            record.top = state.stack.shown
            record.reason = decision.reason
            record.scores = scores
            if decision.rotated {
                record.lastRotation = now
                record.lastRotationReason = decision.reason
                record.lastRotationSource = decision.source
            }
            records[key] = record
            return record
        }
    }

    /// The latest record of the stack keyed `key`, or nil before its first decision.
    public func record(_ key: Int64) -> StackRotationRecord? { lock.withLock { records[key] } }

    /// `instance`'s score at `now` (see the file's header).
    ///
    /// - Parameters:
    ///   - timeline: Its current timeline, or nil before the first.
    ///   - suggestions: The stored suggestions (`HostStore.suggestions()`).
    ///   - profiles: Its bundle's donation profiles (`HostStore.donationProfiles(bundle:)`).
    public func score(
        of instance: WidgetInstance, timeline: InstanceTimeline?, suggestions: [StackSuggestion],
        profiles: [DonationProfile], at now: Date
    ) -> StackMemberScore {
        let marks = (timeline?.entries ?? []).compactMap { entry in
            entry.relevance.map { EntryRelevanceHistory.Mark(date: entry.date, score: $0.score, duration: $0.duration) }
        }
        let entry = EntryRelevanceHistory(marks).normalizedScore(at: now, window: settings.historyWindow)
        let open = StackSuggestions(suggestions, knownKinds: [instance.kind])
        let suggestion = open.score(of: instance.kind, at: now, settings: settings)
        let configuration = Self.canonical(instance.configuration)
        let donation =
            profiles.filter { Self.canonical($0.parameters) == configuration }
            .map { $0.score(at: now, settings: settings) }.max() ?? 0
        return StackMemberScore.best(instance.id, [(.entry, entry), (.suggestion, suggestion), (.donation, donation)])
    }

    /// JSON object text with sorted keys, so `{"a":1,"b":2}` equals `{"b":2,"a":1}`; "{}" for
    /// empty or unreadable text.
    static func canonical(_ text: String) -> String {
        guard let data = text.data(using: .utf8),
            let value = try? JSONSerialization.jsonObject(with: data, options: []) as? [String: Any],
            let out = try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys])
        else { return "{}" }
        return String(decoding: out, as: UTF8.self)
    }
}
