//  WatchStackSync.swift — GlimpseHost (Glimpse)
//  Status: Complete; the one place relevance cards join and leave a running host's watch Smart
//  Stack, for `glimpse serve` (LiveSimulator+WatchStack) and `glimpse host` (SurfaceRotation)
//  Behaviour: issue 13 "The watch Smart Stack follows `WidgetRelevance` / relevance widgets:
//  several relevant configurations of one relevance widget appear together; `associatedKind`
//  replaces its timeline counterpart": `WatchSmartStackPlan` at the host's now, carried out on the
//  host. A relevance card is an instance of a relevance widget (never placed by a person: Apple's
//  relevance widgets only appear by relevance) with the card's configuration, added in the
//  `watchSmartStack` place while its configuration is relevant and removed when it no longer is.
//  The person's timeline widgets stay in the host; those a card replaces are only not shown.

public import Foundation
public import GlimpseArchive

/// Carries out `WatchSmartStackPlan` on a host's watch Smart Stack at a moment.
public struct WatchStackSync: Sendable {
    /// One bundle's relevance widgets, asked (`WatchRelevanceWidget.asking`), and its path.
    public struct Bundle: Hashable, Sendable {
        /// Path of the bundle's executable: where a card's instance comes from.
        public var path: String
        public var widgets: [WatchRelevanceWidget]

        public init(path: String, widgets: [WatchRelevanceWidget]) {
            self.path = path
            self.widgets = widgets
        }
    }

    /// What one pass decided and did.
    public struct Outcome: Sendable {
        /// The stack's widgets shown, top first: the relevance cards, then the person's timeline
        /// widgets a card does not replace.
        public var shown: [InstanceID] = []
        /// The relevance cards shown, top first (a part of `shown`).
        public var cards: [InstanceID] = []
        /// The person's timeline widgets not shown now (a relevance card of their `associatedKind`
        /// replaces them, or the stack is full); they come back when that ends.
        public var hidden: [InstanceID] = []
        /// Why each shown widget is listed: "relevant 2026-12-01T12:30:00Z–… (scheduled)", "in the stack".
        public var reasons: [InstanceID: String] = [:]
        /// Relevance cards added, in the order of the list.
        public var joined: [(InstanceID, String)] = []
        /// Relevance cards removed (no longer relevant).
        public var left: [InstanceID] = []
        /// What the plan set aside, and why (`WatchSmartStackPlan.messages`).
        public var messages: [String] = []
        /// The next edge of a relevance window after the pass's moment: when to pass again.
        public var nextChange: Date?

        public init() {}

        /// Whether cards joined or left.
        public var changedCards: Bool { !joined.isEmpty || !left.isEmpty }

        /// One line per card, for the owner's log: `relevance card UpcomingTrips #7 joined the watch
        /// Smart Stack: relevant …`, `relevance card #7 left the watch Smart Stack`.
        public var lines: [String] {
            joined.map { "relevance card \($0.1) \($0.0) joined the watch Smart Stack: \(reasons[$0.0] ?? "")" }
                + left.map { "relevance card \($0) left the watch Smart Stack: no longer relevant" }
        }
    }

    /// The place relevance cards are added to.
    public static let place = InstancePlace(rawValue: PlaceName.watchSmartStack.rawValue)

    public let host: WidgetHost
    public let settings: WatchStackSettings
    private let log: @Sendable (String) -> Void

    /// - Parameter log: Told each card that cannot be added or removed (the host goes on).
    public init(
        host: WidgetHost, settings: WatchStackSettings = WatchStackSettings(),
        log: @escaping @Sendable (String) -> Void = { _ in }
    ) {
        self.host = host
        self.settings = settings
        self.log = log
    }

    /// Adds and removes relevance cards as the plan says at `now`.
    ///
    /// - Parameters:
    ///   - stack: The watch Smart Stack's instances now (the person's timeline widgets and the
    ///     cards of earlier passes), in order.
    ///   - bundles: Every bundle's relevance widgets, asked at about `now`.
    ///   - conditions: The simulated conditions that are on.
    public func apply(
        at now: Date, stack: [InstanceID], bundles: [Bundle], conditions: Set<String> = []
    ) -> Outcome {
        var pathOf: [String: String] = [:]
        for bundle in bundles {
            for widget in bundle.widgets { pathOf[Self.key(widget.bundle, widget.kind)] = bundle.path }
        }
        let relevanceKinds = Set(bundles.flatMap { bundle in bundle.widgets.map { Self.key(bundle.path, $0.kind) } })
        var cards: [String: InstanceID] = [:]
        var stale: [InstanceID] = []
        var members: [WatchStackMember] = []
        for id in stack {
            guard let instance = host.instance(id) else { continue }
            guard relevanceKinds.contains(Self.key(instance.bundle, instance.kind)) else {
                members.append(WatchStackMember(kind: instance.kind, instance: id))
                continue
            }
            let card = Self.key(instance.bundle, instance.kind, instance.configuration)
            if cards[card] == nil { cards[card] = id } else { stale.append(id) }
        }
        let plan = WatchSmartStackPlan(
            at: now, members: members, relevanceWidgets: bundles.flatMap(\.widgets), conditions: conditions,
            settings: settings)
        var outcome = Outcome()
        outcome.messages = plan.messages
        outcome.nextChange = plan.nextChange
        for card in plan.cards {
            if let instance = card.instance {
                outcome.shown.append(instance)
                outcome.reasons[instance] = card.reason
                continue
            }
            guard let bundle = card.bundle, let path = pathOf[Self.key(bundle, card.kind)] else { continue }
            let configuration = card.configuration ?? "{}"
            let key = Self.key(path, card.kind, configuration)
            if let existing = cards.removeValue(forKey: key) {
                outcome.shown.append(existing)
                outcome.cards.append(existing)
                outcome.reasons[existing] = card.reason
                continue
            }
            do throws(HostError) {
                let added = try host.addInstance(
                    bundle: path, kind: card.kind, family: .accessoryRectangular, place: Self.place,
                    configuration: configuration)
                outcome.shown.append(added.id)
                outcome.cards.append(added.id)
                outcome.reasons[added.id] = card.reason
                outcome.joined.append((added.id, card.kind))
            } catch {
                log(
                    "relevance card \(card.kind) \(configuration) could not join the watch Smart Stack: \(error.message)"
                )
            }
        }
        let shown = Set(outcome.shown)
        outcome.hidden = members.map(\.instance).filter { !shown.contains($0) }
        for id in stale + cards.values.sorted(by: { $0.rawValue < $1.rawValue }) {
            do throws(HostError) {
                try host.removeInstance(id)
                outcome.left.append(id)
            } catch {
                log("relevance card \(id) could not leave the watch Smart Stack: \(error.message)")
            }
        }
        return outcome
    }

    /// The asked relevance widgets of `description`'s bundle at `path`, each asked with `ask`
    /// (`WatchRelevanceWidget.asking`); nil when the bundle has none.
    public static func bundle(
        path: String, _ description: BundleDescription,
        _ ask: (String) throws(HostError) -> [RelevanceAttributeDescription]
    ) -> Bundle? {
        let widgets = WatchRelevanceWidget.asking(description, ask)
        return widgets.isEmpty ? nil : Bundle(path: path, widgets: widgets)
    }

    private static func key(_ parts: String...) -> String { parts.joined(separator: "\u{0}") }
}
