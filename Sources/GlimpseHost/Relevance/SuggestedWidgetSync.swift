//  SuggestedWidgetSync.swift — GlimpseHost (Glimpse)
//  Status: Complete; the one place suggested widgets join and leave a running host's stacks, for
//  `glimpse serve` (LiveSimulator+Suggestions, the page's stacks) and `glimpse host`
//  (SurfaceRotation, the stored surfaces)
//  Behaviour: issue 13 "Suggestions … inserts a widget of that kind, configured with that intent,
//  into a stack of the right size that lacks it, for its window; it leaves when the window ends
//  unless the user keeps it": `SuggestedWidgetPlan` at the host's now, carried out on the host
//  (instances added with the suggestion's configuration, or removed) and in the store
//  (`suggested_widgets`), one line each for the owner's log (a widget the app withdrew, by
//  replacing its relevant intents or shortcuts, leaves at once). The owner of the stacks puts the joined widgets at
//  the end of their stack and takes the leaving ones out.

public import Foundation

/// Carries out the stored suggestions on a host's stacks at a moment.
public struct SuggestedWidgetSync: Sendable {
    /// Where a kind's widgets come from: the bundle's path and the families its widget supports.
    public struct Source: Hashable, Sendable {
        public var bundle: String
        public var families: Set<FamilyName>

        public init(bundle: String, families: Set<FamilyName>) {
            self.bundle = bundle
            self.families = families
        }
    }

    /// A suggested widget added to the host, for the owner to put at the end of its stack.
    public struct Joined: Hashable, Sendable {
        /// The stack's place (surface) name and slot index (from 0).
        public var place: String
        public var slot: Int
        public var instance: InstanceID
        public var kind: String
    }

    /// What one pass did.
    public struct Outcome: Hashable, Sendable {
        /// Suggested widgets removed from the host (their window is not open, or the app
        /// withdrew them).
        public var left: [InstanceID] = []
        /// Those of `left` the app withdrew (no open suggestion is for them any more).
        public var withdrawn: [InstanceID] = []
        /// Suggested widgets added, in the order their windows opened.
        public var joined: [Joined] = []

        /// Whether the pass changed nothing.
        public var isEmpty: Bool { left.isEmpty && joined.isEmpty }

        /// One line per widget, for the owner's log: `suggested widget #4 left: its window ended`
        /// (or `…: the app no longer suggests it`), `suggested Trip joined the homeScreen stack as #5`.
        public var lines: [String] {
            left.map {
                "suggested widget \($0) left: "
                    + (withdrawn.contains($0) ? "the app no longer suggests it" : "its window ended")
            }
                + joined.map { "suggested \($0.kind) joined the \($0.place) stack as \($0.instance)" }
        }
    }

    public let host: WidgetHost
    public let store: HostStore
    public let settings: SmartRotateSettings
    private let source: @Sendable (String) -> Source?
    private let log: @Sendable (String) -> Void

    /// - Parameters:
    ///   - source: The bundle and families of a widget kind, or nil for a kind no bundle has
    ///     (its suggestions insert nothing).
    ///   - log: Told each widget that cannot join or leave (the host goes on); what did is in the
    ///     `Outcome`.
    public init(
        host: WidgetHost, store: HostStore, settings: SmartRotateSettings = SmartRotateSettings(),
        source: @escaping @Sendable (String) -> Source?, log: @escaping @Sendable (String) -> Void = { _ in }
    ) {
        self.host = host
        self.store = store
        self.settings = settings
        self.source = source
        self.log = log
    }

    /// Adds and removes suggested widgets as the stored suggestions say at `now`.
    ///
    /// - Parameter stacks: Every slot of the host's surfaces, in the order stacks are tried; a
    ///   stack's `family` is the family a joining widget gets.
    /// - Returns: The widgets that left and joined; the caller updates its stacks.
    /// - Throws: `HostError` `.storeFailed` or `.corruptStore` reading the suggestions (nothing
    ///   changed). A widget that cannot be added or removed is logged and skipped.
    public func apply(at now: Date, stacks: [SuggestionStack]) throws(HostError) -> Outcome {
        let suggestions = try store.suggestions()
        let suggested = try store.suggestedWidgets()
        guard !suggestions.isEmpty || !suggested.isEmpty else { return Outcome() }
        let plan = SuggestedWidgetPlan(
            at: now, suggestions: suggestions, suggested: suggested, dismissed: try store.dismissedSuggestions(),
            stacks: stacks, families: { source($0)?.families ?? [] }, openWindow: settings.openSuggestionWindow)
        var outcome = Outcome()
        for id in plan.leaving {
            do throws(HostError) {
                try host.removeInstance(id)
                outcome.left.append(id)
                if plan.withdrawn.contains(id) { outcome.withdrawn.append(id) }
            } catch {
                log("suggested widget \(id) could not leave: \(error.message)")
            }
        }
        for insert in plan.inserts {
            guard let joined = add(insert, stacks: stacks) else { continue }
            outcome.joined.append(joined)
        }
        return outcome
    }

    /// The edges after `now` of the stored suggestions' windows and the suggested widgets' windows:
    /// when `apply` may change something with nothing arriving.
    public func edges(after now: Date) -> [Date] {
        let open = settings.openSuggestionWindow
        let windows = ((try? store.suggestions()) ?? []).flatMap { [$0.start, $0.end(openWindow: open)] }
        let widgets = ((try? store.suggestedWidgets()) ?? []).map(\.end)
        return (windows + widgets).filter { $0 > now }
    }

    // MARK: - Steps

    private func add(_ insert: SuggestedWidgetPlan.Insert, stacks: [SuggestionStack]) -> Joined? {
        let suggestion = insert.suggestion
        guard let bundle = source(suggestion.kind)?.bundle,
            let family = stacks.first(where: { $0.place == insert.place && $0.slot == insert.slot })?.family
        else { return nil }
        do throws(HostError) {
            let instance = try host.addInstance(
                bundle: bundle, kind: suggestion.kind, family: family, place: InstancePlace(rawValue: insert.place),
                configuration: suggestion.configuration)
            try store.addSuggestedWidget(
                SuggestedWidget(
                    instance: instance.id, kind: suggestion.kind, configuration: suggestion.configuration,
                    start: suggestion.start, end: suggestion.end(openWindow: settings.openSuggestionWindow)))
            return Joined(place: insert.place, slot: insert.slot, instance: instance.id, kind: suggestion.kind)
        } catch {
            log("could not insert the suggested \(suggestion.kind): \(error.message)")
            return nil
        }
    }
}
