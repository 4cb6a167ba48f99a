//  SurfaceRotation+WatchStack.swift — GlimpseHost (Glimpse)
//  Status: Complete for the stored `watchSmartStack` surface (what `glimpse host --surface
//  watchSmartStack` draws)
//  Behaviour: issue 13 "The watch Smart Stack follows relevance widgets: several relevant
//  configurations of one relevance widget appear together; `associatedKind` replaces its timeline
//  counterpart", in the long-running host: the relevance widgets are asked for `relevance()` on
//  the host's clock (again after an hour, when it goes back, or when an app calls
//  `WidgetCenter.invalidateRelevance(ofKind:)`; at each pass while none of the stored widgets'
//  bundles has one), `WatchStackSync` (shared with
//  `glimpse serve`) adds and removes the cards, and the stored surface lists each card as a stack
//  of its own before the person's widgets. A timeline widget a card replaces waits under the first
//  card (that card's stack, the card on top, `rotated`), so the kiosk draws the card in its place
//  and the widget comes back, first, when the cards leave. Smart Rotate leaves a card's stack alone.

public import Foundation

extension SurfaceRotation {
    /// Relevance answers are read again after this many seconds: 3600.
    static let askAgain: TimeInterval = 3600

    /// Adds and removes the stored watch Smart Stack's relevance cards as the relevance widgets
    /// say at `now`.
    /// - Returns: What the pass did when it changed the stored surface; nil when it changed
    ///   nothing (or there is no watch Smart Stack surface, or no relevance source).
    /// - Throws: `HostError` `.storeFailed` or `.corruptStore` for the store.
    @discardableResult
    public func placeWatchCards(at now: Date) throws(HostError) -> WatchStackSync.Outcome? {
        guard let watchStack, let surface = try store.surface(.watchSmartStack) else { return nil }
        let bundles = relevanceBundles(at: now)
        let before = lock.withLock { watchCards }
        guard !bundles.isEmpty || !before.isEmpty else { return nil }
        let outcome = watchStack.apply(at: now, stack: surface.stacks.flatMap(\.instances), bundles: bundles)
        let cards = Set(outcome.cards)
        lock.withLock {
            watchCards = cards
            watchNext = outcome.nextChange
        }
        // Arranged from the surface as stored when written (one transaction), so a widget placed
        // on it since the read above stays.
        let changed = try store.updateSurfaces { surfaces -> Bool in
            guard let s = surfaces.firstIndex(where: { $0.name == .watchSmartStack }) else { return false }
            let stacks = Self.arranged(surfaces[s].stacks, outcome: outcome, cards: before)
            guard stacks != surfaces[s].stacks else { return false }
            surfaces[s].stacks = stacks
            return true
        }
        // Cards that left took their rows with them (their instances went): the surface changed.
        return changed || outcome.changedCards ? outcome : nil
    }

    /// `stacks` with `outcome`'s cards first, each a stack of its own (the first holding the
    /// timeline widgets a card replaces, under it), then the person's stacks without the cards
    /// and hidden widgets; a stack that held a card (one of `cards`, the last pass's) or whose top
    /// went shows its first widget.
    static func arranged(_ stacks: [WidgetStack], outcome: WatchStackSync.Outcome, cards before: Set<InstanceID>)
        -> [WidgetStack]
    {
        let gone = Set(outcome.left).union(outcome.hidden).union(outcome.cards)
        var arranged: [WidgetStack] = []
        for (index, card) in outcome.cards.enumerated() {
            arranged.append(
                index == 0 && !outcome.hidden.isEmpty
                    ? WidgetStack(instances: outcome.hidden + [card], top: card, topReason: .rotated)
                    : WidgetStack(instances: [card]))
        }
        if outcome.cards.isEmpty && !outcome.hidden.isEmpty {
            arranged.append(WidgetStack(instances: outcome.hidden))
        }
        for var stack in stacks {
            let wasCards = stack.instances.contains(where: before.contains)
            stack.instances.removeAll(where: gone.contains)
            guard !stack.instances.isEmpty else { continue }
            if wasCards || (stack.top.map(gone.contains) ?? false) {
                stack.top = nil
                stack.topReason = .added
                stack.chosen = nil
            }
            arranged.append(stack)
        }
        return arranged
    }

    /// When the watch Smart Stack may change with nothing arriving: the plan's next window edge,
    /// and when the relevance answers are read again.
    func watchStackWakeUps() -> [Date] {
        let (asked, next) = lock.withLock { (watchAsked, watchNext) }
        guard let asked, !asked.bundles.isEmpty else { return [] }
        return [next, asked.date.addingTimeInterval(Self.askAgain)].compactMap { $0 }
    }

    /// Forgets the relevance answers read, so the next pass asks the relevance widgets again, and
    /// decides now (`WidgetCenter.invalidateRelevance(ofKind:)`).
    public func askRelevanceAgain() {
        lock.withLock { watchAsked = nil }
        wake()
    }

    /// The relevance answers at `now`: those read earlier when fresh, else asked again.
    private func relevanceBundles(at now: Date) -> [WatchStackSync.Bundle] {
        guard let relevance else { return [] }
        if let asked = lock.withLock({ watchAsked }), asked.date <= now,
            now.timeIntervalSince(asked.date) < Self.askAgain
        {
            return asked.bundles
        }
        let bundles = relevance(now)
        // No relevance widget yet (no stored widget's bundle has one): asked again next pass,
        // which costs no process.
        lock.withLock { watchAsked = bundles.isEmpty ? nil : (now, bundles) }
        return bundles
    }
}
