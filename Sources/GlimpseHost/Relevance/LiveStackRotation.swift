//  LiveStackRotation.swift — GlimpseHost (Glimpse)
//  Status: Complete for rotation on the host's clock by entries, stored suggestions and
//  donations, for `glimpse serve` (LiveSimulator+Rotation) and `glimpse host` (SurfaceRotation)
//  Behaviour: issue 13 "In `glimpse serve` the stacks rotate live, each with its reason": each
//  stack is decided by `SmartRotate` whenever its owner asks (a frame changed, the clock moved,
//  an app sent relevance). A member's score is the best of: its current timeline's entry in force
//  (normalised against that timeline's entries: the live host keeps no older timelines), an open
//  stored suggestion (relevant shortcut or relevant intent) for its kind and configuration
//  (`StackSuggestion.isFor`), and the donation
//  profile of its bundle whose intent type is its configuring intent's and whose parameters equal
//  its configuration (`DonationProfile.matches`, as `glimpse simulate` matches). A clock moved back before the
//  last rotation clears that stack's caps. "Each rotation is stored with its reason": with a
//  store, each rotation is a row (HostStore+Rotations) and a new `LiveStackRotation` starts from
//  each stack's last one (its top, its reason and the 15-minute cap). A person's swipe, given with
//  its time, holds the chosen widget for `userChoiceHold` from then, not only while it is given.
//  A stack whose top leaves (a suggested widget's window ended) shows the widget it showed
//  before that top (`StackRotationState.setMembers`), as `glimpse simulate --stack` does.

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
    /// The latest decision's rotation, nil when it held.
    public var rotation: StackRotation?
}

/// Smart Rotate on the host's clock, for the stacks of a running host.
// @unchecked Sendable: `states` and `records` are only touched under `lock`.
public final class LiveStackRotation: @unchecked Sendable {
    public let settings: SmartRotateSettings
    private let lock = NSLock()
    private var states: [Int64: StackRotationState] = [:]
    private var records: [Int64: StackRotationRecord] = [:]
    /// The time of the person's choice each stack last took, so a choice is taken once.
    private var choices: [Int64: Date] = [:]
    private let store: HostStore?
    private let updatesStoredTops: Bool
    private let log: @Sendable (String) -> Void

    /// - Parameters:
    ///   - store: Where each rotation is kept (and the last ones read from, now); nil keeps none.
    ///   - updatesStoredTops: Each rotation also sets the stored stack's top (`rotated`), for a
    ///     host whose surfaces live in the store (`glimpse host`); `glimpse serve` saves its own.
    ///   - log: Told when a rotation cannot be stored (the rotation holds, in memory).
    public init(
        settings: SmartRotateSettings = SmartRotateSettings(), store: HostStore? = nil, updatesStoredTops: Bool = false,
        log: @escaping @Sendable (String) -> Void = { _ in }
    ) {
        self.settings = settings
        self.store = store
        self.updatesStoredTops = updatesStoredTops
        self.log = log
        do {
            for (key, last) in try store?.lastRotations() ?? [:] {
                states[key] = StackRotationState(
                    stack: WidgetStack(instances: [], top: last.to, topReason: .rotated), topChanged: last.time,
                    lastRotation: last.time, earlierTops: last.from.map { [$0] } ?? [])
                records[key] = StackRotationRecord(
                    top: last.to, reason: last.reason, lastRotation: last.time, lastRotationReason: last.reason,
                    lastRotationSource: last.source, scores: last.scores)
            }
        } catch {
            log("cannot read the stored rotations: \(error.message); the stacks start undecided")
        }
    }

    /// Decides the stack keyed `key` (its first widget's raw id) at `now` and returns its record.
    ///
    /// - Parameters:
    ///   - members: The stack's widgets in order.
    ///   - chosen: The widget a person put on top, or nil.
    ///   - chosenAt: When the person swiped to `chosen`: it is held for `userChoiceHold` from then
    ///     (Developer Mode lifts it), then Smart Rotate may move it; each choice is taken once,
    ///     and one older than the stack's last rotation not at all. nil: `chosen` is pinned.
    ///   - scores: Each member's score now (see `score(of:…)`).
    ///   - surface, slot: Where the stack is, for the stored rotation.
    public func decide(
        key: Int64, members: [InstanceID], chosen: InstanceID?, chosenAt: Date? = nil, scores: [StackMemberScore],
        at now: Date, developerMode: Bool = false, surface: String = "", slot: Int = 0
    ) -> StackRotationRecord {
        let record = lock.withLock { () -> StackRotationRecord in
            var state =
                states[key]
                ?? StackRotationState(stack: WidgetStack(instances: members, top: nil, topReason: .added))
            state.setMembers(members)
            var tookChoice = false
            if let chosen, let chosenAt {
                if state.stack.topReason == .pinned { state.stack.topReason = .added }
                if choices[key] != chosenAt, state.lastRotation.map({ $0 <= chosenAt }) ?? true {
                    choices[key] = chosenAt
                    tookChoice = true
                    state.show(chosen, reason: .swiped)
                    state.topChanged = chosenAt
                }
            } else if let chosen {
                state.show(chosen, reason: .pinned)
            } else if state.stack.topReason == .pinned || state.stack.topReason == .swiped {
                state.stack.topReason = .added
            }
            if let last = state.lastRotation, last > now { state.lastRotation = nil }
            if let changed = state.topChanged, changed > now { state.topChanged = nil }
            // The decision that takes a person's choice keeps it (even in Developer Mode, which
            // lifts the hold from the next decision on).
            let decision =
                tookChoice
                ? RotationDecision(
                    top: state.stack.shown, rotated: false, reason: "held: a person chose the top", source: nil)
                : SmartRotate.decide(
                    state, scores: scores, at: now,
                    settings: settings.developer(developerMode || settings.developerMode))
            let from = state.stack.shown
            SmartRotate.apply(decision, to: &state, at: now)
            states[key] = state
            var record =
                records[key] ?? StackRotationRecord(top: nil, reason: "", lastRotation: nil, scores: [])
            record.top = state.stack.shown
            record.reason = decision.reason
            record.scores = scores
            record.rotation = nil
            if decision.rotated, let top = decision.top {
                record.lastRotation = now
                record.lastRotationReason = decision.reason
                record.lastRotationSource = decision.source
                record.rotation = StackRotation(
                    time: now, stack: key, surface: surface, slot: slot, from: from, to: top, reason: decision.reason,
                    source: decision.source, scores: scores)
            }
            records[key] = record
            return record
        }
        if let rotation = record.rotation, let store {
            do {
                try store.addRotation(rotation, updateTop: updatesStoredTops, keep: settings.maximumRotationsPerStack)
            } catch {
                log("cannot store the rotation of the \(surface) stack: \(error.message)")
            }
        }
        return record
    }

    /// The stack keyed `key` now holds `members` (a suggested widget left it): when the widget on
    /// top left, the one shown before it comes back (`StackRotationState.setMembers`, the rule
    /// `decide` applies too).
    /// - Returns: The stack with its top now (its `top` and `topReason` are what to store), or nil
    ///   before its first decision.
    public func membersChanged(key: Int64, members: [InstanceID]) -> WidgetStack? {
        lock.withLock {
            guard var state = states[key] else { return nil }
            state.setMembers(members)
            states[key] = state
            records[key]?.top = state.stack.shown
            return state.stack
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
    ///   - intentType: Its configuring intent's type, module-qualified (`WidgetDescription.intentType`);
    ///     nil for a static widget, which no donation raises.
    public func score(
        of instance: WidgetInstance, intentType: String?, timeline: InstanceTimeline?, suggestions: [StackSuggestion],
        profiles: [DonationProfile], at now: Date
    ) -> StackMemberScore {
        let marks = (timeline?.entries ?? []).compactMap { entry in
            entry.relevance.map { EntryRelevanceHistory.Mark(date: entry.date, score: $0.score, duration: $0.duration) }
        }
        let entry = EntryRelevanceHistory(marks).normalizedScore(at: now, window: settings.historyWindow)
        let open = StackSuggestions(
            suggestions, knownKinds: [instance.kind], openWindow: settings.openSuggestionWindow)
        let suggestion = open.score(
            of: instance.kind, configuration: instance.configuration, at: now, settings: settings)
        let donation =
            profiles.filter { $0.matches(widgetIntentType: intentType, configuration: instance.configuration) }
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
