//  StackReplay.swift — GlimpseHost (Glimpse)
//  Status: Complete for entry relevance; relevant shortcuts, relevant intents and donations
//  join the scores when apps can deliver them to the host
//  Behaviour: issue 13 "Seeing it": replays a span minute by minute with several widgets in one
//  stack. Each minute, each member's score is its entry relevance (the entries of its latest
//  timeline received by then, normalised against every entry it sent in `historyWindow`), and
//  SmartRotate decides the top; the record is what `glimpse simulate --stack` writes as
//  stack.json.

public import Foundation
internal import GlimpseArchive

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
        public var timelines: [Timeline]

        public init(kind: String, timelines: [Timeline]) {
            self.kind = kind
            self.timelines = timelines
        }

        /// A member from the timelines a replay recorded.
        public init(kind: String, report: SimulationReport) {
            self.kind = kind
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
    }

    /// One minute: the top after the decision, the decision's reason and every member's score.
    public struct Minute: Hashable, Codable, Sendable {
        public var time: Date
        /// The kind on top.
        public var top: String
        public var rotated: Bool
        public var reason: String
        /// Each member's normalised score (0…1), by kind.
        public var scores: [String: Double]
    }

    /// The members' kinds, in stack order.
    public var kinds: [String]
    public var settings: SmartRotateSettings
    public var minutes: [Minute]

    /// How many times the top moved.
    public var rotations: Int { minutes.filter(\.rotated).count }

    /// Replays `members` (at most `WidgetStack.maximumWidgets`, distinct kinds) from `start` for
    /// `duration` seconds, one decision a minute; the first member starts on top.
    public init(members: [Member], start: Date, duration: TimeInterval, settings: SmartRotateSettings) {
        kinds = members.map(\.kind)
        self.settings = settings
        minutes = []
        let ids = members.indices.map { InstanceID(Int64($0 + 1)) }
        var state = StackRotationState(stack: WidgetStack(instances: ids))
        let count = max(Int((duration / 60).rounded(.down)), 0)
        for minute in 0..<count {
            let now = start.addingTimeInterval(Double(minute) * 60)
            let scores = zip(ids, members).map { id, member in
                StackMemberScore(instance: id, score: member.score(at: now, settings: settings), source: .entry)
            }
            let decision = SmartRotate.decide(state, scores: scores, at: now, settings: settings)
            SmartRotate.apply(decision, to: &state, at: now)
            let name = { (id: InstanceID) in members[Int(id.rawValue) - 1].kind }
            var reason = decision.reason
            for (id, member) in zip(ids, members) {
                reason = reason.replacingOccurrences(of: "\(id)", with: member.kind)
            }
            minutes.append(
                Minute(
                    time: now, top: state.stack.shown.map(name) ?? "", rotated: decision.rotated, reason: reason,
                    scores: Dictionary(uniqueKeysWithValues: zip(members.map(\.kind), scores.map(\.score)))))
        }
    }
}
