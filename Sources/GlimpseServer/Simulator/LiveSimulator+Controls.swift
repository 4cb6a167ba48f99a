//  LiveSimulator+Controls.swift — GlimpseServer (Glimpse)
//  Status: Complete
//  Behaviour: issue 12 "Places" and "Controls' lifecycle": the page's controls — add one to
//  Control Center (small, medium, large), to a Lock Screen bottom slot or to the Action button;
//  remove it; tap it (optimistic, the intent runs, the value is read again; an error reverts and
//  says why); read it again. Each is drawn from its bundle's last answer in the state it shows
//  now (locked + privacy-sensitive hides the state). A bundle that is slow or fails never holds
//  the page: requests return at once and the `places` event brings the outcome.

import Foundation
import GlimpseArchive
import GlimpseHost
import GlimpseRender

extension LiveSimulator {
    /// Places a control.
    /// - Throws: `ServerError` `.notFound` (bundle, or a control kind the bundle lacks: the kinds
    ///   it has are named), `.badRequest` (spot, size, configuration).
    public func addControl(_ body: APIBody.AddControl) throws(ServerError) -> ControlPayload {
        guard let bundle = gallery.bundle(named: body.bundle) else {
            let names = gallery.bundles.map(\.name).joined(separator: ", ")
            throw ServerError(.notFound, "no bundle '\(body.bundle)' in this simulator (\(names))")
        }
        guard bundle.controls.contains(where: { $0.kind == body.kind }) else {
            let kinds = bundle.controls.map(\.kind)
            let list = kinds.isEmpty ? "it has no controls" : "its controls: \(kinds.joined(separator: ", "))"
            throw ServerError(.notFound, "bundle '\(bundle.name)' has no control of kind '\(body.kind)' (\(list))")
        }
        guard let spot = ControlSpot(rawValue: body.spot) else {
            let spots = ControlSpot.allCases.map(\.rawValue).joined(separator: ", ")
            throw ServerError(.badRequest, "'\(body.spot)' is not a place for controls (\(spots))")
        }
        let place = try Self.controlPlace(spot: spot, size: body.size)
        let control = try Self.hostCall { () throws(HostError) in
            try controls.add(
                bundle: bundle.path, kind: body.kind, spot: spot, place: place,
                configuration: body.configuration ?? "{}")
        }
        broadcastPlaces()
        return try controlPayload(control.id)
    }

    /// Removes control `id`.
    /// - Throws: `ServerError` `.notFound`.
    public func removeControl(_ id: Int64) throws(ServerError) {
        try Self.hostCall { () throws(HostError) in try controls.remove(id) }
        lock.withLock { controlVersions[id] = nil }
        broadcastPlaces()
    }

    /// Taps control `id`: its intent starts; the outcome arrives with the `places` event.
    /// - Throws: `ServerError` `.notFound`; `.conflict` naming why nothing runs (no value yet,
    ///   disabled, a tap still running).
    public func tapControl(_ id: Int64) throws(ServerError) -> ControlTapPayload {
        let action: IntentAction
        do {
            action = try controls.tap(id)
        } catch {
            if error.code == .badRequest { throw ServerError(.conflict, error.message, underlying: error) }
            throw Self.serverError(error)
        }
        let shown = controls.control(id)
        let opens = shown?.session.answer?.opensApp == true ? "; it opens \(shown!.control.bundleName)'s app" : ""
        return ControlTapPayload(
            id: id, intent: action.type, title: action.title, message: "running \(action.title)\(opens)")
    }

    /// Reads control `id`'s value again (`currentValue()`), in the background.
    /// - Throws: `ServerError` `.notFound`.
    public func refreshControl(_ id: Int64) throws(ServerError) {
        guard controls.control(id) != nil else { throw Self.unknownControl(id) }
        controls.refresh(id)
    }

    /// Control `id` as the page draws it.
    /// - Throws: `ServerError` `.notFound`.
    public func controlPayload(_ id: Int64) throws(ServerError) -> ControlPayload {
        guard let shown = controls.control(id) else { throw Self.unknownControl(id) }
        return payload(shown, locked: currentState.locked)
    }

    /// Every placed control as the page draws it.
    func controlPayloads(locked: Bool) -> [ControlPayload] {
        controls.controls.map { payload($0, locked: locked) }
    }

    /// Control `id`'s drawing in the state it shows now, as PNG.
    /// - Throws: `ServerError` `.notFound` (unknown id, no answer yet).
    public func controlFrame(_ id: Int64, pixelRatio: Double) throws(ServerError) -> Data {
        guard let shown = controls.control(id) else { throw Self.unknownControl(id) }
        let state = shown.session.state(locked: currentState.locked)
        guard let answer = shown.session.answer,
            let drawing = answer.archives.first(where: { $0.place == shown.control.place && $0.state == state })
                ?? answer.archives.first(where: { $0.place == shown.control.place })
        else {
            throw ServerError(.notFound, "control \(id) has no drawing yet: its bundle has not answered")
        }
        return try render(
            drawing.archive, options: RenderOptions(scale: Self.scale(forPixelRatio: pixelRatio)), format: .png,
            what: "control \(id)")
    }

    /// What a control's change does: a new drawing version, and the pages told.
    func controlChanged(_ id: Int64) {
        lock.withLock {
            controlVersions[id] = nextVersion
            nextVersion += 1
        }
        broadcastPlaces()
    }

    // MARK: - Steps

    private func payload(_ shown: ControlHost.Shown, locked: Bool) -> ControlPayload {
        let control = shown.control
        let answer = shown.session.answer
        let state = shown.session.state(locked: locked)
        let hidden = locked && answer?.privacySensitive == true
        let span = control.place.gridSpan
        let isToggle = answer?.template == "toggle"
        var isOn = answer.map { isToggle && $0.isOn }
        if shown.session.isPerforming && isToggle { isOn = isOn.map { !$0 } }
        let version = lock.withLock { controlVersions[control.id] }
        return ControlPayload(
            id: control.id, bundle: control.bundleName, kind: control.kind, spot: control.spot.rawValue,
            place: control.place.rawValue, columns: span.columns, rows: span.rows, width: control.place.size.width,
            height: control.place.size.height, position: control.position, configuration: control.configuration,
            title: answer?.title ?? control.kind, template: answer?.template, state: state.rawValue,
            isOn: hidden ? nil : isOn, valueText: hidden ? nil : answer?.valueText,
            actionHint: answer?.actionHint, status: hidden ? nil : answer?.status, hidden: hidden,
            disabled: answer?.disabled ?? false, opensApp: answer?.opensApp ?? false,
            performing: shown.session.isPerforming, refreshing: shown.isRefreshing, error: shown.session.error,
            answered: shown.answered, frame: answer == nil ? nil : "\(boot)-c\(version ?? 0)",
            log: shown.log.map { ControlPayload.LogLine(time: $0.time, message: $0.message, failed: $0.failed) },
            performs: shown.performs.map {
                ControlPayload.Perform(
                    time: $0.time, intent: $0.intent, title: $0.title, outcome: $0.outcome.rawValue, detail: $0.detail,
                    duration: $0.duration)
            })
    }

    /// The drawing of a control in `spot`: in Control Center by `size` (`small` when nil).
    static func controlPlace(spot: ControlSpot, size: String?) throws(ServerError) -> ControlPlace {
        switch spot {
        case .controlCenter:
            switch size ?? "small" {
            case "small": return .controlCenterSmall
            case "medium": return .controlCenterMedium
            case "large": return .controlCenterLarge
            default:
                throw ServerError(
                    .badRequest, "'\(size ?? "")' is not a Control Center size (small 1×1, medium 2×1, large 2×2)")
            }
        case .lockScreenLeading, .lockScreenTrailing: return .lockScreen
        case .actionButton: return .actionButton
        }
    }

    static func unknownControl(_ id: Int64) -> ServerError {
        ServerError(.notFound, "no control #\(id) in this simulator; GET /api/controls lists them")
    }
}
