//  StackReplay.swift — GlimpseHost (Glimpse)
//  Status: Complete for entry relevance, and the suggestions and donations given to it (what
//  `glimpse simulate --suggest` and `--script` send; the live host's stored ones are not read)
//  Behaviour: issue 13 "Seeing it": replays a span minute by minute with several widgets in one
//  stack. Each minute, each member's score is the best of its entry relevance (the entries of
//  its latest timeline received by then, normalised against every entry it sent in
//  `historyWindow`), an open suggestion for its kind and configuration (`StackSuggestion.isFor`,
//  as the live hosts match; a suggestion of another configuration brings its own member), and the donation profile of the donations
//  of its configuring intent type whose parameters equal its configuration (DonationProfile,
//  as LiveStackRotation scores them); SmartRotate decides the top; the record is what
//  `glimpse simulate --stack` writes as stack.json. A suggested widget on top that leaves gives
//  the top back to the widget shown before it (`StackRotationState.setMembers`, the rule the live
//  hosts follow), and one that joins again goes on top by a rotation, with its reason.

public import Foundation
public import GlimpseArchive

/// A minute-by-minute record of a stack's top and why.
public struct StackReplay: Hashable, Codable, Sendable {
    /// A member: its kind and the relevance of the timelines it received during the replay.
    public struct Member: Hashable, Sendable {
        /// A timeline's arrival and its entries' relevance.
        public struct Timeline: Hashable, Sendable {
            public var received: Date
            public var marks: [EntryRelevanceHistory.Mark]

            public init(received: Date, marks: [EntryRelevanceHistory.Mark]) {
                self.received = received
                self.marks = marks
            }
        }

        public var kind: String
        /// What stack.json calls it: its kind, or for a second widget of a kind (a suggestion of
        /// another configuration) its kind and configuration.
        public var name: String
        public var timelines: [Timeline]
        /// The configuring intent's type, module-qualified (`WidgetDescription.intentType`); nil for
        /// a static widget, which no donation matches.
        public var intentType: String?
        /// Its configuration (JSON object text).
        public var configuration: String

        public init(
            kind: String, timelines: [Timeline], intentType: String? = nil, configuration: String = "{}",
            name: String? = nil
        ) {
            self.kind = kind
            self.name = name ?? kind
            self.timelines = timelines
            self.intentType = intentType
            self.configuration = configuration
        }

        /// A member from the timelines a replay recorded.
        public init(kind: String, report: SimulationReport, intentType: String? = nil, name: String? = nil) {
            self.kind = kind
            self.name = name ?? kind
            self.intentType = intentType
            configuration = report.plan.configuration
            timelines = report.timelines.map { timeline in
                Timeline(
                    received: timeline.received,
                    marks: timeline.entries.compactMap { entry in
                        entry.relevance.map {
                            EntryRelevanceHistory.Mark(date: entry.date, score: $0.score, duration: $0.duration)
                        }
                    })
            }
        }

        /// The member's score at `date` (see the file's header).
        func score(at date: Date, settings: SmartRotateSettings) -> Double {
            let arrived = timelines.filter { $0.received <= date }
            guard let current = arrived.last else { return 0 }
            let inForce = EntryRelevanceHistory(current.marks).rawScore(at: date)
            guard inForce > 0 else { return 0 }
            let since = date.addingTimeInterval(-settings.historyWindow)
            let best = arrived.flatMap(\.marks).filter { $0.date >= since }.map(\.score).max() ?? inForce
            return min(inForce / max(best, inForce), 1)
        }

        /// The profile of the donations that match this member: its intent type, and parameters
        /// equal to its configuration (keys in any order).
        func profile(_ donations: [DonationRecord]) -> DonationProfile {
            let matching = donations.filter {
                DonationProfile.matches(
                    intentType: $0.intentType, parameters: $0.parameters, widgetIntentType: intentType,
                    configuration: configuration)
            }
            return DonationProfile(
                intentType: intentType ?? "", parameters: LiveStackRotation.canonical(configuration),
                dates: matching.map(\.date).sorted())
        }
    }

    /// One minute: the stack's members, the top after the decision, the decision's reason and
    /// every member's score.
    public struct Minute: Hashable, Codable, Sendable {
        public var time: Date
        /// The kinds in the stack, suggested ones included.
        public var members: [String]
        /// The kind on top.
        public var top: String
        public var rotated: Bool
        public var reason: String
        /// Each member's normalised score (0…1), by kind.
        public var scores: [String: Double]
    }

    /// The members' kinds, in stack order (the stack's own, then those only suggested).
    public var kinds: [String]
    /// Suggestions set aside, and why.
    public var ignoredSuggestions: [String] = []
    public var settings: SmartRotateSettings
    public var minutes: [Minute]

    /// How many times the top moved.
    public var rotations: Int { minutes.filter(\.rotated).count }

    /// Replays `members` (at most `WidgetStack.maximumWidgets`, distinct kinds) from `start` for
    /// `duration` seconds, one decision a minute; the first member starts on top. The first
    /// `stackCount` members (all by default) are the stack's own; the others join while a
    /// suggestion for them is open (StackSuggestion). `donations` (checked by RelevanceIntake, any
    /// date: earlier ones build the profile) raise the members they match.
    public init(
        members: [Member], stackCount: Int? = nil, suggestions: [StackSuggestion] = [],
        donations: [DonationRecord] = [], start: Date, duration: TimeInterval, settings: SmartRotateSettings
    ) {
        let kinds = members.map(\.name)
        self.kinds = kinds
        self.settings = settings
        var minutes: [Minute] = []
        let own = Array(kinds.prefix(stackCount ?? kinds.count))
        let offers = StackSuggestions(
            suggestions, knownKinds: Set(members.map(\.kind)), openWindow: settings.openSuggestionWindow)
        ignoredSuggestions = offers.ignored
        let profiles = members.map { $0.profile(donations) }
        let ids = members.indices.map { InstanceID(Int64($0 + 1)) }
        let id = { (kind: String) in ids[kinds.firstIndex(of: kind)!] }
        var state = StackRotationState(stack: WidgetStack(instances: own.map(id)))
        let count = max(Int((duration / 60).rounded(.down)), 0)
        for minute in 0..<count {
            let now = start.addingTimeInterval(Double(minute) * 60)
            let present = Self.present(at: now, own: own, members: members, offers: offers)
            let leaving = state.stack.shown.map { kinds[Int($0.rawValue) - 1] }
            let back = state.setMembers(present.map(id))
            let scores = present.map { kind in
                let index = kinds.firstIndex(of: kind)!
                return StackMemberScore.best(
                    id(kind),
                    [
                        (.entry, members[index].score(at: now, settings: settings)),
                        (
                            .suggestion,
                            offers.score(
                                of: members[index].kind, configuration: members[index].configuration, at: now,
                                settings: settings)
                        ),
                        (.donation, profiles[index].score(at: now, settings: settings)),
                    ])
            }
            let decision = SmartRotate.decide(state, scores: scores, at: now, settings: settings)
            SmartRotate.apply(decision, to: &state, at: now)
            var reason = decision.reason
            // The top left (its suggestion ended): the stack shows what it showed before.
            if let back, !decision.rotated, let leaving {
                reason = "\(back) back on top: \(leaving) left the stack"
            }
            for (id, kind) in zip(ids, kinds).reversed() {
                reason = reason.replacingOccurrences(of: "\(id)", with: kind)
            }
            minutes.append(
                Minute(
                    time: now, members: present, top: state.stack.shown.map { kinds[Int($0.rawValue) - 1] } ?? "",
                    rotated: decision.rotated, reason: reason,
                    scores: Dictionary(uniqueKeysWithValues: zip(present, scores.map(\.score)))))
        }
        self.minutes = minutes
    }

    /// The stack's members at `date`: its own, then the member each open suggestion is for
    /// (`StackSuggestion.isFor`: its kind and configuration) that the stack lacks, in the order
    /// the windows opened; at most `WidgetStack.maximumWidgets`.
    private static func present(at date: Date, own: [String], members: [Member], offers: StackSuggestions)
        -> [String]
    {
        var names = own
        let open = offers.suggestions.filter { $0.isOpen(at: date, openWindow: offers.openWindow) }
            .sorted { $0.start < $1.start }
        for suggestion in open {
            guard
                let member = members.first(where: {
                    suggestion.isFor(kind: $0.kind, configuration: $0.configuration)
                }), !names.contains(member.name)
            else { continue }
            guard names.count < WidgetStack.maximumWidgets else { break }
            names.append(member.name)
        }
        return names
    }
}
