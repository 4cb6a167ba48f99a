//  RequestHandler+Control.swift — WidgetKit (Glimpse)
//  Status: Complete
//  Behaviour: Docs/ExtensionProtocol.md "Controls": answers `control` — the control's template
//  with the provider's `previewValue` (`isPreview`, the gallery) or `currentValue()` (a placed
//  control), for the instance's configuration, drawn in each requested place and state and
//  environment (ControlTile). A provider that throws answers `providerFailed` naming the control
//  and the error; the host keeps the last value it had.

internal import GlimpseArchive
import SwiftUI

extension RequestHandler {
    /// Answers a `control` request; `reply` is called once, on the main actor.
    func answerControl(_ request: ExtensionRequest, clock: Date, reply: @escaping (ExtensionResponse) -> Void) {
        let fail = { (failure: RequestFailure) in
            reply(ExtensionResponse(id: request.id, error: failure.protocolFailure))
        }
        guard let kind = request.kind else {
            return fail(RequestFailure(.badRequest, "control request \(request.id) has no 'kind'"))
        }
        guard let record = controls.first(where: { $0.kind == kind }) else {
            let kinds = controls.map { "'\($0.kind)'" }.joined(separator: ", ")
            return fail(
                RequestFailure(
                    .unknownKind,
                    "bundle '\(bundleName)' has no control of kind '\(kind)' (controls: \(kinds.isEmpty ? "none" : kinds))"
                ))
        }
        let variants = request.environments.flatMap { $0.isEmpty ? nil : $0 } ?? [RenderEnvironment()]
        var environments: [(values: EnvironmentValues, key: String?)] = []
        do {
            for variant in variants {
                environments.append((try EnvironmentValues(variant: variant, family: .systemSmall), variant.variant))
            }
        } catch {
            return fail(error)
        }
        let places = request.controlPlaces.flatMap { $0.isEmpty ? nil : $0 } ?? ControlPlace.allCases
        let states = request.controlStates.flatMap { $0.isEmpty ? nil : $0 } ?? ControlState.allCases
        let make = request.isPreview == true ? record.preview : record.current
        let asked = request.isPreview == true ? "previewValue" : "currentValue()"
        tasksRunning += 1
        Task { @MainActor in
            defer {
                self.tasksRunning -= 1
                self.wakeIdleWaiters()
            }
            let model: ControlTemplateModel
            do {
                model = try await make(request.configuration) { self.warn($0) }
            } catch {
                return fail(RequestFailure(.providerFailed, "control '\(kind)': \(asked) failed: \(error)"))
            }
            let drawing = ControlDrawing(record: record, model: model)
            let answer = drawing.answer(environments: environments, places: places, states: states)
            reply(ExtensionResponse(id: request.id, clock: clock, control: answer))
        }
    }
}

/// A control's template drawn in places and states.
@MainActor
struct ControlDrawing {
    let record: ControlRecord
    let model: ControlTemplateModel

    /// The answer: what the control says in the first environment, and one archive per
    /// environment, place and state, in that order.
    func answer(
        environments: [(values: EnvironmentValues, key: String?)], places: [ControlPlace], states: [ControlState]
    ) -> ControlAnswer {
        let first = environments.first?.values ?? EnvironmentValues()
        let now = face(for: model.isOn ? .on : .off, in: first)
        var answer = ControlAnswer(
            kind: record.kind, template: model.kind.rawValue, isOn: model.isOn, title: now.title,
            valueText: model.kind == .toggle ? now.value : nil, actionHint: now.hint, status: now.status,
            tint: model.tint.map { rgba($0, in: first) }, privacySensitive: model.privacySensitive,
            disabled: model.disabled, opensApp: model.action?.opensApp ?? false, action: model.action?.intent)
        for (environment, key) in environments {
            let tint = model.tint ?? ControlTile.systemTint
            for state in states {
                let face = face(for: state, in: environment)
                for place in places {
                    let size = CGSize(width: place.size.width, height: place.size.height)
                    var archive = makeWidgetArchive(
                        ControlTile(face: face, place: place, tint: tint), canvas: size, environment: environment,
                        contentMargins: EdgeInsets())
                    archive.variant = key
                    answer.archives.append(ControlArchive(place: place, state: state, archive: archive))
                }
            }
        }
        return answer
    }

    /// The face of `state` (ControlState's documentation says what each shows).
    func face(for state: ControlState, in environment: EnvironmentValues) -> ControlFace {
        let isToggle = model.kind == .toggle
        func face(isOn: Bool, active: Bool = false) -> ControlFace {
            model.face(isOn: isOn, active: active, displayName: record.displayName, environment: environment)
        }
        switch state {
        case .off:
            return face(isOn: false)
        case .on:
            return face(isOn: isToggle)
        case .performing:
            var performing = isToggle ? face(isOn: !model.isOn) : face(isOn: false, active: true)
            performing.pending = true
            return performing
        case .locked:
            guard model.privacySensitive else { return face(isOn: isToggle && model.isOn) }
            var hidden = face(isOn: false)
            hidden.value = nil
            return hidden
        case .disabled:
            var dimmed = face(isOn: isToggle && model.isOn)
            dimmed.dimmed = true
            return dimmed
        }
    }

    private func rgba(_ color: Color, in environment: EnvironmentValues) -> RGBA {
        let resolved = color.resolve(in: environment)
        return RGBA(Double(resolved.red), Double(resolved.green), Double(resolved.blue), Double(resolved.opacity))
    }
}
