//  WatchSmartStackPlan.swift — GlimpseHost (Glimpse)
//  Status: Complete for the rules; shown by `glimpse simulate --watch-stack`
//  Behaviour: issue 13 "The watch Smart Stack follows `WidgetRelevance` / relevance widgets:
//  several relevant configurations of one relevance widget appear together; `associatedKind`
//  replaces its timeline counterpart" (reference widgetkit.md §8.3). Glimpse's rules (Apple
//  publishes none; numbers in WatchStackSettings):
//  1. Each relevance widget's attributes are read in priority order. A date clue is relevant in
//     [start, end) (an exact date: [date − lead, date + tail)); another clue while the host's
//     simulated condition of that name is on (all off by default). An attribute with a problem
//     (a NaN date) or a window that ends before it starts is set aside with a message; a widget
//     whose `relevance()` failed (threw, hung, crashed) adds no card, with a message.
//  2. Each relevant configuration is one card (the first relevant attribute of a configuration
//     gives its reason). Cards are ordered by date kind (`scheduled`, then `default` and the
//     other clues, then `informational`), then by widget, then by attribute order.
//  3. Groups: a configuration belongs to the named groups its group attributes give it (an
//     attribute without a configuration gives every configuration of the widget); a named group
//     is the bundle's own and shows one card at a time, the first in order. `.automatic` groups
//     nothing unless `automaticGroupsByKind`; `.ungrouped` never groups.
//  4. A relevance widget that shows a card replaces the stack's timeline widgets of its
//     `associatedKind`; otherwise they stay. The list is the relevance cards, then the stack's
//     timeline widgets in order, at most `maximumCards`.

public import Foundation
public import GlimpseArchive

/// A relevance widget as the watch Smart Stack sees it: its `relevance()` answer or why there is
/// none.
public struct WatchRelevanceWidget: Hashable, Sendable {
    public var bundle: String
    public var kind: String
    /// `associatedKind(_:)`: the timeline widget it replaces while relevant.
    public var associatedKind: String?
    /// Its attributes, in priority order.
    public var attributes: [RelevanceAttributeDescription]
    /// Why `relevance()` gave nothing (the host's error message); nil when it answered.
    public var failure: String?

    public init(
        bundle: String, kind: String, associatedKind: String? = nil, attributes: [RelevanceAttributeDescription],
        failure: String? = nil
    ) {
        self.bundle = bundle
        self.kind = kind
        self.associatedKind = associatedKind
        self.attributes = attributes
        self.failure = failure
    }
}

/// A timeline widget the person put in the watch Smart Stack.
public struct WatchStackMember: Hashable, Sendable {
    public var kind: String
    public var instance: InstanceID

    public init(kind: String, instance: InstanceID) {
        self.kind = kind
        self.instance = instance
    }
}

/// One card of the watch Smart Stack's list.
public struct WatchStackCard: Hashable, Sendable {
    public var kind: String
    /// A relevance card's bundle; nil for a timeline widget.
    public var bundle: String?
    /// A relevance card's configuration (JSON object text, `"{}"` for any configuration): the
    /// host asks the entry for it (`snapshot` with this configuration).
    public var configuration: String?
    /// A timeline widget's instance; nil for a relevance card.
    public var instance: InstanceID?
    /// Why it is listed: "relevant 12:30–16:05 UTC (scheduled)", "in the stack".
    public var reason: String

    public var isRelevanceCard: Bool { instance == nil }
}

/// What the watch Smart Stack lists at a moment.
public struct WatchSmartStackPlan: Hashable, Sendable {
    /// The cards, top first.
    public private(set) var cards: [WatchStackCard] = []
    /// One line per attribute or widget set aside, card left out by its group, and timeline
    /// widget replaced, and why.
    public private(set) var messages: [String] = []
    /// The next instant after `now` at which a date window opens or closes (when to plan again).
    public private(set) var nextChange: Date?

    /// The plan at `now` (rules in the file header).
    ///
    /// - Parameters:
    ///   - members: The stack's timeline widgets, in order.
    ///   - relevanceWidgets: Every relevance widget of the bundles, in gallery order.
    ///   - conditions: The simulated conditions that are on (`fitness:workoutActive`…).
    public init(
        at now: Date, members: [WatchStackMember], relevanceWidgets: [WatchRelevanceWidget],
        conditions: Set<String> = [], settings: WatchStackSettings = WatchStackSettings()
    ) {
        var candidates: [Candidate] = []
        for (widgetIndex, widget) in relevanceWidgets.enumerated() {
            if let failure = widget.failure {
                messages.append("relevance widget '\(widget.kind)' of \(widget.bundle): \(failure); it shows no card")
                continue
            }
            candidates += relevant(widget, widgetIndex, at: now, conditions: conditions, settings: settings)
        }
        candidates.sort { ($0.rank, $0.widget, $0.attribute) < ($1.rank, $1.widget, $1.attribute) }
        var shown = Set<String>()
        var taken = Set<String>()
        var replacing = Set<String>()
        var relevanceCards: [WatchStackCard] = []
        for candidate in candidates {
            let widget = relevanceWidgets[candidate.widget]
            let configuration = candidate.configuration ?? "{}"
            guard shown.insert(widget.bundle + "\u{0}" + widget.kind + "\u{0}" + configuration).inserted else {
                continue
            }
            let groups = Self.groups(of: candidate.configuration, in: widget, settings: settings)
            if let busy = groups.first(where: taken.contains) {
                let name = busy.split(separator: "\u{0}").last.map(String.init) ?? busy
                messages.append(
                    "'\(widget.kind)' \(configuration) is relevant but left out: its group '\(name)' already shows a card"
                )
                continue
            }
            taken.formUnion(groups)
            if let associated = widget.associatedKind { replacing.insert(associated) }
            relevanceCards.append(
                WatchStackCard(
                    kind: widget.kind, bundle: widget.bundle, configuration: configuration, instance: nil,
                    reason: candidate.reason))
        }
        var timelineCards: [WatchStackCard] = []
        for member in members {
            if replacing.contains(member.kind) {
                messages.append("timeline widget '\(member.kind)' \(member.instance) replaced by its relevance widget")
                continue
            }
            timelineCards.append(
                WatchStackCard(
                    kind: member.kind, bundle: nil, configuration: nil, instance: member.instance,
                    reason: "in the stack"))
        }
        cards = Array((relevanceCards + timelineCards).prefix(max(0, settings.maximumCards)))
    }

    // MARK: - Steps

    /// A relevant attribute: its order keys, configuration and reason.
    private struct Candidate {
        let rank: Int
        let widget: Int
        let attribute: Int
        let configuration: String?
        let reason: String
    }

    /// The attributes of `widget` relevant at `now`; notes problems and the next window edge.
    private mutating func relevant(
        _ widget: WatchRelevanceWidget, _ widgetIndex: Int, at now: Date, conditions: Set<String>,
        settings: WatchStackSettings
    ) -> [Candidate] {
        var out: [Candidate] = []
        for (index, attribute) in widget.attributes.enumerated() {
            let name = "relevance widget '\(widget.kind)' attribute \(index + 1)"
            if let problem = attribute.problem {
                messages.append("\(name) set aside: \(problem); give the context a real date")
                continue
            }
            let rank = Self.rank(attribute.dateKind)
            if let start = attribute.start, let end = attribute.end {
                guard end >= start else {
                    messages.append(
                        "\(name) set aside: its window ends (\(Self.format(end))) before it starts "
                            + "(\(Self.format(start))); swap the dates")
                    continue
                }
                let from = start == end ? start.addingTimeInterval(-settings.exactDateLead) : start
                let until = start == end ? end.addingTimeInterval(settings.exactDateTail) : end
                for edge in [from, until] where edge > now {
                    nextChange = min(nextChange ?? edge, edge)
                }
                guard from <= now, now < until else { continue }
                let kind = attribute.dateKind.map { " (\($0))" } ?? ""
                out.append(
                    Candidate(
                        rank: rank, widget: widgetIndex, attribute: index, configuration: attribute.configuration,
                        reason: "relevant \(Self.format(from))–\(Self.format(until))\(kind)"))
            } else if let condition = attribute.condition {
                guard conditions.contains(condition) else { continue }
                out.append(
                    Candidate(
                        rank: rank, widget: widgetIndex, attribute: index, configuration: attribute.configuration,
                        reason: "relevant while \(condition) is on"))
            }
        }
        return out
    }

    /// The groups a configuration of `widget` is in, as keys scoped to its bundle.
    private static func groups(
        of configuration: String?, in widget: WatchRelevanceWidget, settings: WatchStackSettings
    ) -> Set<String> {
        var named = Set<String>()
        var ungrouped = false
        for attribute in widget.attributes where attribute.group != nil {
            guard attribute.configuration == nil || attribute.configuration == configuration else { continue }
            switch attribute.group {
            case .named: named.insert(widget.bundle + "\u{0}" + (attribute.groupName ?? ""))
            case .ungrouped: ungrouped = true
            case .automatic, nil: break
            }
        }
        if named.isEmpty && !ungrouped && settings.automaticGroupsByKind {
            named.insert(widget.bundle + "\u{0}" + widget.kind)
        }
        return named
    }

    /// 0 for `scheduled`, 2 for `informational`, 1 for the rest.
    private static func rank(_ dateKind: String?) -> Int {
        switch dateKind {
        case "scheduled": return 0
        case "informational": return 2
        default: return 1
        }
    }

    /// "2026-12-02T12:30:00Z".
    static func format(_ date: Date) -> String {
        date.timeIntervalSinceReferenceDate.isFinite ? date.formatted(.iso8601) : "\(date.timeIntervalSince1970)"
    }
}
