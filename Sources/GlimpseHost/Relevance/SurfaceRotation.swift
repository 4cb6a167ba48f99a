//  SurfaceRotation.swift — GlimpseHost (Glimpse)
//  Status: Complete for the stored surfaces of a `WidgetHost` (what `glimpse host` runs)
//  Behaviour: issue 13 "Smart Rotate", in the long-running host: every stored stack of two or
//  more widgets is decided by the same `LiveStackRotation` `glimpse serve` uses, on the host's
//  clock: at the start, when a timeline arrives (`wake()`), when a member's next entry is due, at
//  a stored suggestion window's edges, when a cap that held a stack ends and at each hour (a
//  donation profile's bucket). A top a person pinned is kept; one a person swiped to is kept for
//  `userChoiceHold` from the stored time of the swipe (as pinned when none was stored). Each rotation is
//  stored with the stack's new top (`rotated`), so a kiosk drawing the surface, and a host
//  started again, show it. Before each decision the stored suggestions put their widgets into
//  the stored stacks and take them out (`SuggestedWidgetSync`, the mechanism `glimpse serve`
//  uses too), so a suggested widget arrives and leaves at its window's edges; and the relevance
//  widgets' cards join and leave the stored watch Smart Stack (SurfaceRotation+WatchStack).

public import Foundation

/// Smart Rotate over the surfaces a host keeps in its store.
// @unchecked Sendable: `stopped` is only touched under `lock`; the rest is immutable.
public final class SurfaceRotation: @unchecked Sendable {
    public let rotation: LiveStackRotation
    /// Suggested widgets joining and leaving the stored stacks before each decision; nil: none.
    public let suggestions: SuggestedWidgetSync?
    /// Relevance cards joining and leaving the stored watch Smart Stack (SurfaceRotation+WatchStack);
    /// nil: none.
    public let watchStack: WatchStackSync?
    /// Asks every bundle's relevance widgets at a moment.
    let relevance: (@Sendable (Date) -> [WatchStackSync.Bundle])?
    /// A widget's configuring intent type (bundle path, kind), which donations must match.
    let intentType: @Sendable (String, String) -> String?
    let host: WidgetHost
    let store: HostStore
    private let clock: any HostClock
    private let wakeSignal = DispatchSemaphore(value: 0)
    let lock = NSLock()
    private var stopped = false
    /// The relevance answers last read, when; the plan's next window edge; the cards shown (whose
    /// stacks Smart Rotate leaves alone). Guarded by `lock`.
    var watchAsked: (date: Date, bundles: [WatchStackSync.Bundle])?
    var watchNext: Date?
    var watchCards: Set<InstanceID> = []

    /// - Parameters:
    ///   - suggestions: Where suggested widgets come from (the bundle and families of a kind);
    ///     nil inserts none.
    ///   - relevance: Asks every bundle's relevance widgets for their `relevance()` at a moment
    ///     (`BundleCatalog.watchRelevance(at:)`); nil adds no relevance cards.
    ///   - intentType: A widget's configuring intent type by bundle path and kind
    ///     (`BundleCatalog.intentType(kind:bundle:)`); donations raise only widgets of the donated
    ///     intent type (`DonationProfile.matches`). The default knows none: donations raise nothing.
    ///   - log: Told when the store cannot be read or written, or a suggested widget or relevance
    ///     card cannot join or leave (the host goes on).
    public init(
        host: WidgetHost, store: HostStore, clock: any HostClock = WallClock(),
        settings: SmartRotateSettings = SmartRotateSettings(),
        suggestions source: (@Sendable (String) -> SuggestedWidgetSync.Source?)? = nil,
        relevance: (@Sendable (Date) -> [WatchStackSync.Bundle])? = nil,
        intentType: @escaping @Sendable (String, String) -> String? = { _, _ in nil },
        log: @escaping @Sendable (String) -> Void = { _ in }
    ) {
        self.intentType = intentType
        self.host = host
        self.store = store
        self.clock = clock
        self.relevance = relevance
        watchStack = relevance.map { _ in WatchStackSync(host: host, log: log) }
        suggestions = source.map {
            SuggestedWidgetSync(host: host, store: store, settings: settings, source: $0, log: log)
        }
        rotation = LiveStackRotation(settings: settings, store: store, updatesStoredTops: true, log: log)
    }

    /// Decides every stored stack of two or more widgets at `now`.
    /// - Returns: The rotations made (each already stored), in surface and slot order.
    /// - Throws: `HostError` `.storeFailed` or `.corruptStore` reading the surfaces.
    @discardableResult
    public func decide(at now: Date) throws(HostError) -> [StackRotation] {
        let surfaces = try store.surfaces()
        let suggestions = try store.suggestions()
        var profiles: [String: [DonationProfile]] = [:]
        var made: [StackRotation] = []
        let cards = lock.withLock { watchCards }
        for surface in surfaces {
            for (index, stack) in surface.stacks.enumerated() where stack.instances.count > 1 {
                // A relevance card's stack shows the card (SurfaceRotation+WatchStack).
                if stack.instances.contains(where: cards.contains) { continue }
                let members = stack.instances.compactMap { host.instance($0) }
                guard let first = stack.instances.first, !members.isEmpty else { continue }
                var scores: [StackMemberScore] = []
                for instance in members {
                    if profiles[instance.bundleName] == nil {
                        profiles[instance.bundleName] = try store.donationProfiles(bundle: instance.bundleName)
                    }
                    scores.append(
                        rotation.score(
                            of: instance, intentType: intentType(instance.bundle, instance.kind),
                            timeline: host.timeline(of: instance.id), suggestions: suggestions,
                            profiles: profiles[instance.bundleName] ?? [], at: now))
                }
                let chosen = stack.topReason == .swiped || stack.topReason == .pinned ? stack.top : nil
                let record = rotation.decide(
                    key: first.rawValue, members: members.map(\.id), chosen: chosen,
                    chosenAt: stack.topReason == .swiped ? stack.chosen : nil, scores: scores, at: now,
                    developerMode: host.settings.developerMode, surface: surface.name.rawValue, slot: index)
                if let rotated = record.rotation { made.append(rotated) }
            }
        }
        return made
    }

    /// Puts the suggested widgets the stored suggestions want at `now` at the end of their stored
    /// stacks, and takes out those whose window is not open (a stack whose top leaves shows the
    /// widget it showed before that top, `LiveStackRotation.membersChanged`).
    /// - Returns: What joined and left (already stored).
    /// - Throws: `HostError` `.storeFailed` or `.corruptStore` for the store.
    @discardableResult
    public func placeSuggestions(at now: Date) throws(HostError) -> SuggestedWidgetSync.Outcome {
        guard let suggestions else { return SuggestedWidgetSync.Outcome() }
        var stacks: [SuggestionStack] = []
        // Each stack's top by its first widget: a leaving widget's rows go with its instance.
        var tops: [Int64: InstanceID] = [:]
        for surface in try store.surfaces() {
            for (index, stack) in surface.stacks.enumerated() {
                if let first = stack.instances.first { tops[first.rawValue] = stack.shown }
                let members = stack.instances.compactMap { host.instance($0) }
                guard let family = members.first?.family else { continue }
                stacks.append(
                    SuggestionStack(
                        place: surface.name.rawValue, slot: index, family: family, kinds: members.map(\.kind),
                        configurations: members.map(\.configuration)))
            }
        }
        let outcome = try suggestions.apply(at: now, stacks: stacks)
        guard !outcome.isEmpty else { return outcome }
        // Read again and written in one transaction: what another writer stored since the read
        // above (a widget placed from the command line, say) stays.
        try store.updateSurfaces { surfaces in
            for joined in outcome.joined {
                guard let s = surfaces.firstIndex(where: { $0.name.rawValue == joined.place }),
                    surfaces[s].stacks.indices.contains(joined.slot)
                else { continue }
                surfaces[s].stacks[joined.slot].instances.append(joined.instance)
            }
            let left = Set(outcome.left)
            for s in surfaces.indices {
                surfaces[s].remove(left)
                for k in surfaces[s].stacks.indices {
                    let stack = surfaces[s].stacks[k]
                    guard let first = stack.instances.first, let top = tops[first.rawValue], left.contains(top),
                        let back = rotation.membersChanged(key: first.rawValue, members: stack.instances)
                    else { continue }
                    surfaces[s].stacks[k].top = back.top
                    surfaces[s].stacks[k].topReason = back.topReason
                    surfaces[s].stacks[k].chosen = nil
                }
            }
        }
        return outcome
    }

    /// The next instant a decision may change with nothing arriving: a member's next entry, a
    /// stored suggestion window's edge (and a suggested widget's), the end of a cap that held a
    /// stack or of a person's choice, the next hour.
    public func nextChange(after now: Date) -> Date {
        let hour = Date(timeIntervalSince1970: (now.timeIntervalSince1970 / 3600).rounded(.down) * 3600 + 3600)
        var dates = [hour]
        if let suggestions = try? store.suggestions() {
            dates += suggestions.flatMap { [$0.start, $0.end(openWindow: rotation.settings.openSuggestionWindow)] }
        }
        dates += self.suggestions?.edges(after: now) ?? []
        dates += watchStackWakeUps()
        for surface in (try? store.surfaces()) ?? [] {
            for stack in surface.stacks where stack.instances.count > 1 {
                for id in stack.instances {
                    if let next = host.timeline(of: id)?.nextEntryDate(after: now) { dates.append(next) }
                }
                if stack.topReason == .swiped, let chosen = stack.chosen {
                    dates.append(chosen.addingTimeInterval(rotation.settings.userChoiceHold))
                }
                if let first = stack.instances.first, let record = rotation.record(first.rawValue),
                    record.reason.hasPrefix("held: rotated"), let last = record.lastRotation
                {
                    dates.append(last.addingTimeInterval(rotation.settings.rotationInterval))
                }
            }
        }
        return dates.filter { $0 > now }.min() ?? hour
    }

    /// Something a decision reads changed (a timeline arrived): decide again now.
    public func wake() { wakeSignal.signal() }

    public func stop() {
        lock.withLock { stopped = true }
        wakeSignal.signal()
    }

    /// Places suggested widgets and relevance cards and decides now, then at each `nextChange`
    /// and `wake()`, until `stop()`; tells `placed` each change suggestions made, `carded` each
    /// change to the watch Smart Stack's relevance cards, `report` each rotation and `failed` each
    /// store failure.
    public func run(
        placed: (SuggestedWidgetSync.Outcome) -> Void = { _ in }, carded: (WatchStackSync.Outcome) -> Void = { _ in },
        report: (StackRotation) -> Void, failed: (HostError) -> Void
    ) {
        while !lock.withLock({ stopped }) {
            let now = clock.now
            do {
                let outcome = try placeSuggestions(at: now)
                if !outcome.isEmpty { placed(outcome) }
                if let cards = try placeWatchCards(at: now) { carded(cards) }
                for made in try decide(at: now) { report(made) }
            } catch {
                failed(error)
            }
            clock.wait(until: nextChange(after: now), orUntil: wakeSignal)
        }
    }
}
