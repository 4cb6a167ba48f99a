//  LiveSimulator+Activities.swift — GlimpseServer (Glimpse)
//  Status: Complete
//  Behaviour: Docs/SimulatorAPI.md "Live Activities": the Live Activities running on the simulated
//  phone — started, updated and ended by apps over the WidgetCenter socket or from the page — drawn
//  by their bundle (the `activity` request) for the Lock Screen banner and the Dynamic Island, and
//  kept in the host's store. Each is drawn again when its content, its life (LiveActivityLife:
//  stale, ended) or the phone's appearance changes; a dismissed one is deleted. A bundle that
//  fails leaves the activity listed with the error, never the page without its places.

import Foundation
import GlimpseArchive
import GlimpseHost
import GlimpseRender

extension LiveSimulator {
    /// One activity as last drawn.
    struct ActivityDrawing: Sendable {
        var activity: StoredLiveActivity
        var life: LiveActivityLife
        /// The appearance it was drawn for (`colorScheme`, Dynamic Type).
        var appearance: [String]
        /// The bundle's name; nil when no bundle of the simulator has its attributes type.
        var bundle: String?
        var answer: ActivityAnswer?
        var error: String?
        var version: Int
    }

    // MARK: - API

    /// Starts a Live Activity as an app's `Activity.request(attributes:content:)` would.
    /// - Throws: `ServerError` `.notFound` (no bundle with that attributes type), `.badRequest`
    ///   (JSON that does not decode as the bundle's types, the message naming the field; more than
    ///   ActivityKit's 4 KB), `.unavailable` when the bundle fails.
    public func startActivity(_ body: APIBody.StartActivity) throws(ServerError) -> ActivityPayload {
        let bundle = try activityBundle(body.attributesType, named: body.bundle)
        let now = clock.now
        // One drawing first: it checks the JSON and supplies the preview's when none is given.
        let answer = try draw(
            ActivityRequest(
                attributesType: body.attributesType, attributes: body.attributes, state: body.state,
                presentations: [.content]), bundle: bundle.path, at: now)
        let message = LiveActivityMessage(
            id: UUID().uuidString, event: .request, attributesType: body.attributesType,
            attributes: answer.attributes ?? body.attributes ?? "{}", state: answer.state ?? body.state ?? "{}",
            staleDate: try Self.date(body.staleDate, "staleDate"), date: now)
        try apply(message, bundle: bundle.name, now: now)
        return try activityPayload(message.id)
    }

    /// Replaces a running activity's content, as `Activity.update(_:)`.
    /// - Throws: `ServerError` `.notFound`, `.conflict` (it has ended), `.badRequest` (a state
    ///   that does not decode, or too large).
    public func updateActivity(_ id: String, _ body: APIBody.UpdateActivity) throws(ServerError) -> ActivityPayload {
        let stored = try storedActivity(id)
        guard stored.ended == nil else {
            throw ServerError(.conflict, "Live Activity \(id) has ended; start another (POST /api/activities)")
        }
        let now = clock.now
        try check(stored, state: body.state, at: now)
        var message = Self.message(stored, event: .update, state: body.state, date: now)
        message.staleDate = try Self.date(body.staleDate, "staleDate")
        try apply(message, bundle: stored.bundle, now: now)
        return try activityPayload(id)
    }

    /// Ends an activity, as `Activity.end(_:dismissalPolicy:)`: it stays on the Lock Screen until
    /// its dismissal (LiveActivityLife).
    /// - Throws: `ServerError` `.notFound`, `.conflict` (already ended), `.badRequest`.
    public func endActivity(_ id: String, _ body: APIBody.EndActivity) throws(ServerError) {
        let stored = try storedActivity(id)
        guard stored.ended == nil else { throw ServerError(.conflict, "Live Activity \(id) has already ended") }
        let now = clock.now
        let dismissal = try body.dismissal.map { text throws(ServerError) in
            guard let value = LiveActivityMessage.Dismissal(rawValue: text) else {
                throw ServerError(.badRequest, "dismissal '\(text)' is not one of default, immediate, after")
            }
            return value
        }
        let dismissAt = try Self.date(body.dismissAt, "dismissAt")
        if dismissal == .after && dismissAt == nil {
            throw ServerError(.badRequest, "dismissal 'after' needs 'dismissAt' (seconds since 1970)")
        }
        if let state = body.state { try check(stored, state: state, at: now) }
        var message = Self.message(stored, event: .end, state: body.state, date: now)
        message.dismissal = dismissal
        message.dismissAt = dismissAt
        try apply(message, bundle: stored.bundle, now: now)
    }

    /// Every Live Activity shown, oldest first.
    public func activitiesPayload() -> [ActivityPayload] {
        let drawings = lock.withLock { activityDrawings }
        return drawings.values.sorted { ($0.activity.started, $0.activity.id) < ($1.activity.started, $1.activity.id) }
            .map(payload)
    }

    /// One activity's presentation as PNG at `pixelRatio` (1…4), live dates at the simulated now.
    /// - Throws: `ServerError` `.notFound` (no such activity, or its bundle drew nothing),
    ///   `.badRequest` (not a presentation).
    public func activityFrame(_ id: String, presentation: String, pixelRatio: Double) throws(ServerError) -> Data {
        guard let drawing = lock.withLock({ activityDrawings[id] }) else { throw Self.unknownActivity(id) }
        guard let kind = ActivityPresentationKind(rawValue: presentation) else {
            let names = ActivityPresentationKind.allCases.map(\.rawValue).joined(separator: ", ")
            throw ServerError(.badRequest, "'\(presentation)' is not a Live Activity presentation (\(names))")
        }
        guard let archive = drawing.answer?.archives.first(where: { $0.presentation == kind })?.archive else {
            throw ServerError(
                .notFound, "Live Activity \(id) has no \(presentation) drawing: \(drawing.error ?? "not drawn yet")")
        }
        var options = RenderOptions(scale: Self.scale(forPixelRatio: pixelRatio))
        options.date = clock.now
        return try render(archive, options: options, format: .png, what: "Live Activity \(id)")
    }

    // MARK: - Drawing

    /// Reads the stored activities, deletes those dismissed, draws again each whose content, life
    /// or appearance changed, and tells the pages when anything did. Safe from any thread; the
    /// bundle is asked outside the simulator's lock.
    func refreshActivities() {
        activityRefresh.lock()
        defer { activityRefresh.unlock() }
        let now = clock.now
        let stored: [StoredLiveActivity]
        do {
            try store.deleteDismissedLiveActivities(now: now)
            stored = try store.liveActivities()
        } catch {
            log("glimpse serve: reading the Live Activities failed: \(LogText.escaped(error.message))")
            return
        }
        let (previous, state) = lock.withLock { (activityDrawings, self.state) }
        let appearance = [state.colorScheme, state.dynamicType]
        var drawings: [String: ActivityDrawing] = [:]
        var changed = false
        for activity in stored {
            let life = LiveActivityLife.at(now, of: activity)
            guard life != .dismissed else { continue }
            if let old = previous[activity.id], old.activity == activity, old.life == life,
                old.appearance == appearance
            {
                drawings[activity.id] = old
                continue
            }
            changed = true
            drawings[activity.id] = drawing(activity, life: life, appearance: appearance, at: now)
        }
        changed = changed || Set(previous.keys) != Set(drawings.keys)
        lock.withLock { activityDrawings = drawings }
        if changed {
            hub.broadcast("activities", ["count": drawings.count])
            broadcastPlaces()
        }
    }

    /// Draws again when an activity's life changes by now (it went stale, ended or left).
    func refreshActivitiesIfDue() {
        let now = clock.now
        let due = lock.withLock {
            activityDrawings.values.contains { LiveActivityLife.at(now, of: $0.activity) != $0.life }
        }
        if due { refreshActivities() }
    }

    /// The next instants an activity's life changes, for the frame scheduler.
    func activityEdges(after now: Date) -> [Date] {
        lock.withLock {
            activityDrawings.values.compactMap { LiveActivityLife.nextChange(after: now, of: $0.activity) }
        }
    }

    private func drawing(
        _ activity: StoredLiveActivity, life: LiveActivityLife, appearance: [String], at now: Date
    ) -> ActivityDrawing {
        var drawing = ActivityDrawing(
            activity: activity, life: life, appearance: appearance, bundle: nil, answer: nil, error: nil, version: 0)
        drawing.version = lock.withLock {
            defer { nextVersion += 1 }
            return nextVersion
        }
        guard let bundle = try? activityBundle(activity.attributesType, named: nil) else {
            drawing.error = "no bundle of this simulator has a Live Activity for '\(activity.attributesType)'"
            return drawing
        }
        drawing.bundle = bundle.name
        let request = ActivityRequest(
            attributesType: activity.attributesType, attributes: activity.attributes, state: activity.state,
            isStale: life == .stale, activityID: activity.id)
        do {
            drawing.answer = try draw(request, bundle: bundle.path, at: now)
        } catch {
            drawing.error = error.message
            log("glimpse serve: Live Activity \(activity.id): \(LogText.escaped(error.message))")
        }
        return drawing
    }

    /// Asks the bundle to lay the activity out, in the phone's appearance.
    private func draw(_ request: ActivityRequest, bundle: String, at now: Date) throws(ServerError) -> ActivityAnswer {
        let state = lock.withLock { self.state }
        var environment = RenderEnvironment(colorScheme: state.colorScheme, displayScale: 3)
        environment.platform = "iOS"
        environment.dynamicTypeSize = state.dynamicType
        let result = source.activity(
            bundle: bundle, request: request, environments: [environment], at: now,
            timeout: host.settings.providerTimeout)
        switch result {
        case .success(let answer): return answer
        case .failure(let error) where error.code == .badRequest:
            throw ServerError(.badRequest, error.message, underlying: error)
        case .failure(let error): throw Self.serverError(error)
        }
    }

    // MARK: - Steps

    private func apply(_ message: LiveActivityMessage, bundle: String, now: Date) throws(ServerError) {
        guard message.payloadBytes <= LiveActivityMessage.maximumPayloadBytes else {
            throw ServerError(
                .badRequest,
                "the attributes and content state are \(message.payloadBytes) bytes of JSON; ActivityKit allows "
                    + "\(LiveActivityMessage.maximumPayloadBytes)")
        }
        _ = try Self.hostCall { () throws(HostError) in try store.applyLiveActivity(message, bundle: bundle, now: now) }
        refreshActivities()
        scheduler.replan()
    }

    /// Checks that `state` decodes as the activity's content state, by drawing the banner.
    private func check(_ activity: StoredLiveActivity, state: String, at now: Date) throws(ServerError) {
        let bundle = try activityBundle(activity.attributesType, named: nil)
        _ = try draw(
            ActivityRequest(
                attributesType: activity.attributesType, attributes: activity.attributes, state: state,
                presentations: [.content]), bundle: bundle.path, at: now)
    }

    private func activityBundle(_ type: String, named name: String?) throws(ServerError) -> WidgetGallery.Bundle {
        let candidates =
            try name.map { name throws(ServerError) in
                guard let bundle = gallery.bundle(named: name) else {
                    let names = gallery.bundles.map(\.name).joined(separator: ", ")
                    throw ServerError(.notFound, "no bundle '\(name)' in this simulator (\(names))")
                }
                return [bundle]
            } ?? gallery.bundles
        guard let bundle = candidates.first(where: { $0.activities.contains { $0.attributesType == type } }) else {
            let types = candidates.flatMap { $0.activities.map(\.attributesType) }
            let list =
                types.isEmpty ? "none has Live Activities" : "their Live Activities: \(types.joined(separator: ", "))"
            throw ServerError(.notFound, "no bundle has a Live Activity for attributes '\(type)' (\(list))")
        }
        return bundle
    }

    private func storedActivity(_ id: String) throws(ServerError) -> StoredLiveActivity {
        let all = try Self.hostCall { () throws(HostError) in try store.liveActivities() }
        guard let stored = all.first(where: { $0.id == id }) else { throw Self.unknownActivity(id) }
        return stored
    }

    func activityPayload(_ id: String) throws(ServerError) -> ActivityPayload {
        guard let drawing = lock.withLock({ activityDrawings[id] }) else { throw Self.unknownActivity(id) }
        return payload(drawing)
    }

    private func payload(_ drawing: ActivityDrawing) -> ActivityPayload {
        let activity = drawing.activity
        let life: String =
            switch drawing.life {
            case .active: "active"
            case .stale: "stale"
            case .ended, .dismissed: "ended"
            }
        return ActivityPayload(
            id: activity.id, bundle: drawing.bundle, attributesType: activity.attributesType, life: life,
            attributes: activity.attributes, state: activity.state, relevanceScore: activity.relevanceScore,
            started: activity.started, updated: activity.updated, ended: activity.ended,
            version: drawing.answer == nil ? nil : "\(boot)-\(drawing.version)", error: drawing.error,
            presentations: (drawing.answer?.archives ?? []).map {
                ActivityPayload.Presentation(
                    name: $0.presentation.rawValue, width: $0.archive.size.width, height: $0.archive.size.height)
            })
    }

    private static func message(
        _ stored: StoredLiveActivity, event: LiveActivityMessage.Event, state: String?, date: Date
    ) -> LiveActivityMessage {
        LiveActivityMessage(
            id: stored.id, event: event, attributesType: stored.attributesType, attributes: stored.attributes,
            state: state, staleDate: stored.staleDate, date: date)
    }

    private static func date(_ seconds: Double?, _ field: String) throws(ServerError) -> Date? {
        guard let seconds else { return nil }
        // Years 1970…9999, as the clock API accepts.
        guard seconds.isFinite, seconds >= 0, seconds < 253_402_300_800 else {
            throw ServerError(.badRequest, "'\(field)' \(seconds) is not a date: give seconds since 1970 (UTC)")
        }
        return Date(timeIntervalSince1970: seconds)
    }

    static func unknownActivity(_ id: String) -> ServerError {
        ServerError(.notFound, "no Live Activity '\(id)' is shown; GET /api/activities lists them")
    }
}
