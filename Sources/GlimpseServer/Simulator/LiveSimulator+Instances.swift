//  LiveSimulator+Instances.swift — GlimpseServer (Glimpse)
//  Status: Complete
//  Behaviour: issue 5 "A JSON API": add, remove and move an instance, bring one to the top of its
//  stack, ask for a reload (as `WidgetCenter.reloadTimelines(ofKind:)` from the app in the
//  background: charged), and tap (a `Link` region, else the `widgetURL`; reference widgetkit.md
//  §7: a tap opens the app at that URL, shown here as "would open URL").

import Foundation
import GlimpseArchive
import GlimpseDisplay
import GlimpseHost

extension LiveSimulator {
    /// Adds a widget of `body.kind` in `body.family` to `body.place`.
    /// - Returns: The new widget.
    /// - Throws: `ServerError` `.notFound` (bundle, kind, place, stack), `.badRequest` (family
    ///   not supported by the widget, a relevance widget, a `configuration` that is not JSON
    ///   object text),
    ///   `.conflict` (the device has no such slot, the place is full, the stack holds another
    ///   family), or the host's failure. Nothing is stored when it throws.
    public func addInstance(_ body: APIBody.AddInstance) throws(ServerError) -> PlacesPayload.Widget {
        if let configuration = body.configuration {
            // The parser `glimpse preview --configuration` and `configure` check with too.
            do {
                _ = try JSONValue.object(parsing: configuration)
            } catch {
                throw ServerError(
                    .badRequest,
                    "'configuration' is the intent's parameters as JSON object text (e.g. \"{}\"), not "
                        + "'\(configuration.prefix(80))': \(error.message)")
            }
        }
        let widget = try serialized { () throws(ServerError) -> PlacesPayload.Widget in
            guard let bundle = gallery.bundle(named: body.bundle) else {
                let names = gallery.bundles.map(\.name).joined(separator: ", ")
                throw ServerError(.notFound, "no bundle '\(body.bundle)' in this simulator (\(names))")
            }
            guard let widget = bundle.widgets.first(where: { $0.kind == body.kind }) else {
                let kinds = bundle.widgets.map(\.kind).joined(separator: ", ")
                throw ServerError(.notFound, "bundle '\(bundle.name)' has no widget of kind '\(body.kind)' (\(kinds))")
            }
            guard widget.relevanceWidget != true else {
                // As `glimpse host` refuses it: its cards join the watch Smart Stack by themselves.
                throw ServerError(
                    .badRequest,
                    "\(body.kind) is a relevance widget: it joins the watch Smart Stack by itself when relevant "
                        + "(a person never places one); place its timeline widget instead")
            }
            guard widget.supportedFamilies.contains(body.family) else {
                throw ServerError(
                    .badRequest,
                    "\(body.kind) does not support '\(body.family)' (\(widget.supportedFamilies.joined(separator: ", ")))"
                )
            }
            let family = FamilyName(rawValue: body.family)
            let place = PlaceName(rawValue: body.place)
            try checkRoom(for: family, in: place, stackWith: body.stackWith, moving: nil)
            let instance = try Self.hostCall { () throws(HostError) in
                try host.addInstance(
                    bundle: bundle.path, kind: widget.kind, family: family,
                    place: InstancePlace(rawValue: place.rawValue),
                    configuration: body.configuration ?? "{}")
            }
            insert(instance.id.rawValue, into: place, at: body.index, stackWith: body.stackWith)
            save()
            let context = try PlaceContext(place, state: currentState)
            return widgetPayload(instance, context: context, now: clock.now)
        }
        changedLayout()
        return widget
    }

    /// Removes a widget with its timeline and reload log.
    /// - Throws: `ServerError` `.notFound` for an unknown id.
    public func removeInstance(_ id: Int64) throws(ServerError) {
        try serialized { () throws(ServerError) in
            dismissIfSuggested(id)
            try Self.hostCall { () throws(HostError) in try host.removeInstance(InstanceID(id)) }
            detach(id)
            lock.withLock {
                let key = InstanceID(id)
                versions[key] = nil
                lastErrors[key] = nil
            }
            save()
        }
        changedLayout()
    }

    /// Moves a widget to another slot, stack or place. A move to another place reloads it (free:
    /// its size and rendering change).
    /// - Throws: `ServerError` `.notFound`, `.conflict` (no room, no such family there).
    public func moveInstance(_ id: Int64, _ body: APIBody.Move) throws(ServerError) {
        try serialized { () throws(ServerError) in
            guard let instance = host.instance(InstanceID(id)) else { throw Self.unknown(id) }
            let place = body.place.map(PlaceName.init(rawValue:)) ?? PlaceName(rawValue: instance.place.rawValue)
            if body.stackWith == id { throw ServerError(.conflict, "a widget cannot be stacked onto itself") }
            try checkRoom(for: instance.family, in: place, stackWith: body.stackWith, moving: id)
            if place.rawValue != instance.place.rawValue {
                try Self.hostCall { () throws(HostError) in
                    try host.moveInstance(InstanceID(id), to: InstancePlace(rawValue: place.rawValue))
                }
            }
            detach(id)
            insert(id, into: place, at: body.index, stackWith: body.stackWith)
            save()
        }
        bump([InstanceID(id)])
        changedLayout()
    }

    /// Shows `id` on top of its stack, as a flick would: a person's choice at the clock's now,
    /// which Smart Rotate holds for `userChoiceHold`; `pinned: false` lets relevance choose again.
    /// - Throws: `ServerError` `.notFound`.
    public func bringToTop(_ id: Int64, pinned: Bool = true) throws(ServerError) {
        let now = clock.now
        try serialized { () throws(ServerError) in
            let found = lock.withLock { () -> Bool in
                for (place, slots) in state.layout {
                    if let s = slots.firstIndex(where: { $0.ids.contains(id) }) {
                        state.layout[place]![s].top = pinned ? id : nil
                        state.layout[place]![s].chosen = pinned ? now : nil
                        return true
                    }
                }
                return false
            }
            guard found else { throw Self.unknown(id) }
            save()
        }
        changedLayout()
    }

    /// Asks for a reload of `id` as the app would with `WidgetCenter` from the background
    /// (charged against the budget, at least 5 minutes after the last).
    /// - Throws: `ServerError` `.notFound`.
    public func reload(_ id: Int64) throws(ServerError) {
        do {
            try host.requestReload(InstanceID(id), reason: .widgetCenter, free: false)
        } catch {
            throw Self.serverError(error)
        }
    }

    /// What a tap at (`x`, `y`) points on the widget would do: open the `Link` under it, run
    /// the intent of the button or toggle under it, else open the `widgetURL`.
    /// - Returns: The topmost hit region there (the last drawn), or one with the `widgetURL`;
    ///   nil when there is neither (iOS then opens the app at its root).
    /// - Throws: `ServerError` `.notFound` (unknown id, or no timeline yet).
    public func tap(_ id: Int64, x: Double, y: Double) throws(ServerError) -> HitRegion? {
        let shown = try shownArchive(id)
        let archive = shown.archive
        let factor = shown.size.map { $0.deviceScaleFactor } ?? 1
        let point = Point(x: x / factor, y: y / factor)
        for region in archive.hitRegions.reversed() {
            let r = region.frame
            if point.x >= r.x && point.x <= r.maxX && point.y >= r.y && point.y <= r.maxY { return region }
        }
        let whole = Rect(x: 0, y: 0, width: archive.size.width, height: archive.size.height)
        return archive.widgetURL.map { HitRegion(frame: whole, url: $0) }
    }

    // MARK: - Steps

    /// Checks that `family` can go into `place` (stacked onto `stackWith`, or in a new slot),
    /// not counting `moving`'s own slot.
    func checkRoom(for family: FamilyName, in place: PlaceName, stackWith: Int64?, moving: Int64?) throws(ServerError) {
        let context = try PlaceContext(place, state: currentState)
        guard context.device.has(place) else {
            throw ServerError(.conflict, "the \(context.device.displayName) has no \(context.place.displayName)")
        }
        guard context.size(of: family) != nil else {
            let families = context.device.families(at: place).map(\.rawValue).joined(separator: ", ")
            throw ServerError(
                .conflict,
                "the \(context.device.displayName) shows no \(family) on the \(context.place.displayName) (\(families))"
            )
        }
        if let stackWith {
            if let refusal = PlaceCapacity.stackRefusal(place) {
                throw ServerError(.badRequest, "stackWith: \(refusal); leave stackWith out to give it a new slot")
            }
            guard let target = host.instance(InstanceID(stackWith)), target.place.rawValue == place.rawValue else {
                throw ServerError(
                    .notFound, "no widget #\(stackWith) on the \(context.place.displayName) to stack onto")
            }
            guard target.family == family else {
                throw ServerError(
                    .conflict,
                    "a stack holds widgets of one family: #\(stackWith) is \(target.family), this is \(family)")
            }
            return
        }
        if PlaceCapacity.isSingleStack(place) { return }
        let slots = lock.withLock { state.layout[place.rawValue] ?? [] }
        var families: [FamilyName] = []
        for slot in slots {
            let ids = slot.ids.filter { $0 != moving }
            if let first = ids.first, let instance = host.instance(InstanceID(first)) {
                families.append(instance.family)
            }
        }
        if let refusal = PlaceCapacity.refusal(adding: family, to: place, besides: families) {
            throw ServerError(.conflict, refusal)
        }
    }

    /// The layout changed: save was done; tell the pages and plan frames again.
    func changedLayout() {
        _ = topsChanged()
        broadcastPlaces()
        scheduler.replan()
    }

    static func unknown(_ id: Int64) -> ServerError {
        ServerError(.notFound, "no widget #\(id) in this simulator; GET /api/instances lists them")
    }

    /// Runs a host call, turning its failure into the API's error.
    static func hostCall<T>(_ body: () throws(HostError) -> T) throws(ServerError) -> T {
        do {
            return try body()
        } catch {
            throw serverError(error)
        }
    }

    /// The API's error for a host failure.
    static func serverError(_ error: HostError) -> ServerError {
        switch error.code {
        case .unknownInstance:
            return ServerError(.notFound, "\(error.message); GET /api/instances lists them", underlying: error)
        case .storeFailed, .corruptStore, .foreignStore:
            return ServerError(.internalError, "the host database failed: \(error.message)", underlying: error)
        default: return ServerError(.unavailable, error.message, underlying: error)
        }
    }
}
