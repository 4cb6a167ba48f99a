//  LiveSimulator+Suggestions.swift — GlimpseServer (Glimpse)
//  Status: Complete for the page's stacks
//  Behaviour: issue 13 "In `glimpse serve` … suggestions arrive and leave": the stored relevant
//  shortcuts and relevant intents insert their widget, configured with their intent, into the
//  first stack that fits and lacks it (SuggestedWidgetSync, shared with `glimpse host`) while
//  their window is open — checked when an app sends relevance, when the clock is steered and at
//  each window's edge — and take it out when the window ends, unless the person kept it (Keep);
//  Remove takes it out at once and the suggestion does not come back in that window.

import Foundation
import GlimpseArchive
import GlimpseHost

extension LiveSimulator {
    /// Inserts and takes out suggested widgets as the stored suggestions say at the clock's now
    /// (`SuggestedWidgetSync`, shared with `glimpse host`), and puts them in the page's stacks.
    /// Takes `mutation`: never call it while holding it.
    func syncSuggestedWidgets() {
        let changed = mutation.withLock { () -> Bool in
            let outcome: SuggestedWidgetSync.Outcome
            do throws(HostError) {
                outcome = try suggestionSync.apply(at: clock.now, stacks: suggestionStacks())
            } catch {
                log("glimpse serve: cannot read the suggestions: \(error.message)")
                return false
            }
            // Joined first: the plan's slot indices hold until a leaving widget empties a slot.
            lock.withLock {
                for joined in outcome.joined {
                    state.layout[joined.place]?[joined.slot].ids.append(joined.instance.rawValue)
                }
            }
            for id in outcome.left { detach(id.rawValue) }
            for line in outcome.lines { log("glimpse serve: \(LogText.escaped(line))") }
            guard !outcome.isEmpty else { return false }
            save()
            return true
        }
        if changed { changedLayout() }
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
                    SuggestionStack(
                        place: place.rawValue, slot: index, family: family, kinds: members.map(\.kind),
                        configurations: members.map(\.configuration)))
            }
        }
        return out
    }

    /// Where suggested widgets of `kind` come from: the first of `gallery`'s bundles that has it.
    static func suggestionSource(_ kind: String, in gallery: WidgetGallery) -> SuggestedWidgetSync.Source? {
        for bundle in gallery.bundles {
            guard let widget = bundle.widgets.first(where: { $0.kind == kind }) else { continue }
            return SuggestedWidgetSync.Source(
                bundle: bundle.path, families: Set(widget.supportedFamilies.map { FamilyName(rawValue: $0) }))
        }
        return nil
    }

    /// The person keeps the suggested widget `id`: it stays when its window ends. Keeping a kept
    /// widget again does nothing and succeeds, as `glimpse host --keep` ("already kept").
    /// - Throws: `ServerError` `.notFound` for an unknown id, `.conflict` for a widget no
    ///   suggestion inserted (placed by hand).
    public func keepSuggested(_ id: Int64) throws(ServerError) {
        try serialized { () throws(ServerError) in
            guard host.instance(InstanceID(id)) != nil else { throw Self.unknown(id) }
            let kept = try Self.hostCall { () throws(HostError) -> Bool in
                if try store.keepSuggestedWidget(InstanceID(id)) { return true }
                return try store.wasKept(InstanceID(id))
            }
            guard kept else {
                throw ServerError(
                    .conflict,
                    "widget #\(id) is not a suggested widget (it was placed by hand); only those can be kept")
            }
        }
        broadcastPlaces()
    }

    /// Until when `id` stays as a suggested widget, or nil for an ordinary (or kept) one.
    func suggestedUntil(_ id: Int64) -> Date? {
        ((try? store.suggestedWidgets()) ?? []).first { $0.instance.rawValue == id }?.end
    }

    /// When a widget is removed: the suggestion that brought it, and any suggestion of its kind
    /// and configuration open now (it was kept, or placed by hand), do not bring it back in their
    /// windows. Under `mutation`, before the instance is removed.
    func dismissIfSuggested(_ id: Int64) {
        do {
            if let widget = try store.suggestedWidgets().first(where: { $0.instance.rawValue == id }) {
                try store.dismissSuggestion(widget)
            }
            if let instance = host.instance(InstanceID(id)) {
                try store.dismissSuggestions(
                    for: instance, at: clock.now, openWindow: rotation.settings.openSuggestionWindow)
            }
        } catch {
            log("glimpse serve: could not record the removed suggestion: \(error.message)")
        }
    }

    /// The next edges of a stored suggestion's window or a suggested widget's, after `now`.
    func suggestionEdges(after now: Date) -> [Date] { suggestionSync.edges(after: now) }
}
