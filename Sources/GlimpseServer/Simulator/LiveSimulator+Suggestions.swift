//  LiveSimulator+Suggestions.swift — GlimpseServer (Glimpse)
//  Status: Complete for the page's stacks
//  Behaviour: issue 13 "In `glimpse serve` … suggestions arrive and leave": the stored relevant
//  shortcuts and relevant intents insert their widget, configured with their intent, into the
//  first stack that fits and lacks it (SuggestedWidgetPlan) while their window is open — checked
//  when an app sends relevance, when the clock is steered and at each window's edge — and take it
//  out when the window ends, unless the person kept it (Keep); Remove takes it out at once and
//  the suggestion does not come back in that window.

import Foundation
import GlimpseArchive
import GlimpseHost

extension LiveSimulator {
    /// Inserts and takes out suggested widgets as the stored suggestions say at the clock's now.
    /// Takes `mutation`: never call it while holding it.
    func syncSuggestedWidgets() {
        let changed = mutation.withLock { () -> Bool in
            let now = clock.now
            let suggestions = (try? store.suggestions()) ?? []
            let suggested = (try? store.suggestedWidgets()) ?? []
            guard !suggestions.isEmpty || !suggested.isEmpty else { return false }
            let plan = SuggestedWidgetPlan(
                at: now, suggestions: suggestions, suggested: suggested,
                dismissed: (try? store.dismissedSuggestions()) ?? [], stacks: suggestionStacks(),
                families: { kind in
                    Set(self.galleryWidget(kind)?.1.supportedFamilies.map { FamilyName(rawValue: $0) } ?? [])
                })
            for id in plan.leaving {
                do throws(HostError) {
                    try host.removeInstance(id)
                } catch {
                    log("glimpse serve: a suggested widget \(id) could not leave: \(error.message)")
                }
                detach(id.rawValue)
                log("glimpse serve: suggested widget \(id) left: its window ended")
            }
            for insert in plan.inserts { add(insert, at: now) }
            guard !plan.leaving.isEmpty || !plan.inserts.isEmpty else { return false }
            save()
            return true
        }
        if changed { changedLayout() }
    }

    /// Inserts one suggested widget. Under `mutation`.
    private func add(_ insert: SuggestedWidgetPlan.Insert, at now: Date) {
        let suggestion = insert.suggestion
        guard let (bundle, _) = galleryWidget(suggestion.kind),
            let first = lock.withLock({ state.layout[insert.place]?[insert.slot].ids.first }),
            let family = host.instance(InstanceID(first))?.family
        else { return }
        do {
            let instance = try host.addInstance(
                bundle: bundle.path, kind: suggestion.kind, family: family,
                place: InstancePlace(rawValue: insert.place), configuration: suggestion.configuration)
            lock.withLock { state.layout[insert.place]?[insert.slot].ids.append(instance.id.rawValue) }
            try store.addSuggestedWidget(
                SuggestedWidget(
                    instance: instance.id, kind: suggestion.kind, configuration: suggestion.configuration,
                    start: suggestion.start, end: suggestion.end(openWindow: rotation.settings.openSuggestionWindow)))
            log("glimpse serve: suggested \(suggestion.kind) joined the \(insert.place) stack as \(instance.id)")
        } catch {
            log("glimpse serve: could not insert the suggested \(suggestion.kind): \(error.message)")
        }
    }

    /// Every slot of every place, as the plan sees them.
    private func suggestionStacks() -> [SuggestionStack] {
        let layout = lock.withLock { state.layout }
        var out: [SuggestionStack] = []
        for place in PlaceName.all {
            for (index, slot) in (layout[place.rawValue] ?? []).enumerated() {
                let members = slot.ids.compactMap { host.instance(InstanceID($0)) }
                guard let family = members.first?.family else { continue }
                out.append(
                    SuggestionStack(place: place.rawValue, slot: index, family: family, kinds: members.map(\.kind)))
            }
        }
        return out
    }

    /// The bundle and widget of `kind`, from the gallery.
    func galleryWidget(_ kind: String) -> (WidgetGallery.Bundle, WidgetDescription)? {
        for bundle in gallery.bundles {
            if let widget = bundle.widgets.first(where: { $0.kind == kind }) { return (bundle, widget) }
        }
        return nil
    }

    /// The person keeps the suggested widget `id`: it stays when its window ends.
    /// - Throws: `ServerError` `.notFound` for an unknown id, `.conflict` for a widget no
    ///   suggestion inserted (or one already kept).
    public func keepSuggested(_ id: Int64) throws(ServerError) {
        try serialized { () throws(ServerError) in
            guard host.instance(InstanceID(id)) != nil else { throw Self.unknown(id) }
            let kept = try Self.hostCall { () throws(HostError) in try store.keepSuggestedWidget(InstanceID(id)) }
            guard kept else {
                throw ServerError(.conflict, "widget #\(id) is not a suggested widget; only those can be kept")
            }
        }
        broadcastPlaces()
    }

    /// Until when `id` stays as a suggested widget, or nil for an ordinary (or kept) one.
    func suggestedUntil(_ id: Int64) -> Date? {
        ((try? store.suggestedWidgets()) ?? []).first { $0.instance.rawValue == id }?.end
    }

    /// When a suggested widget is removed: its suggestion does not come back in that window.
    /// Under `mutation`, before the instance is removed.
    func dismissIfSuggested(_ id: Int64) {
        guard let widget = ((try? store.suggestedWidgets()) ?? []).first(where: { $0.instance.rawValue == id })
        else { return }
        do { try store.dismissSuggestion(widget) } catch {
            log("glimpse serve: could not record the removed suggestion: \(error.message)")
        }
    }

    /// The next edge of a stored suggestion's window or a suggested widget's, after `now`.
    func suggestionEdges(after now: Date) -> [Date] {
        let open = rotation.settings.openSuggestionWindow
        let windows = ((try? store.suggestions()) ?? []).flatMap { [$0.start, $0.end(openWindow: open)] }
        let widgets = ((try? store.suggestedWidgets()) ?? []).map(\.end)
        return (windows + widgets).filter { $0 > now }
    }
}
