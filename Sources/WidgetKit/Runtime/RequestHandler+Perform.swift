//  RequestHandler+Perform.swift — WidgetKit (Glimpse)
//  Status: Complete
//  Behaviour: Docs/ExtensionProtocol.md "Perform": answers `perform` — runs the intent a widget's
//  button or toggle or a control's action names, on the main actor, with the bundle's clock set to
//  the request's `date`. An intent type the process has not drawn yet is found by laying out the
//  request's `kind` (a control's template from its preview value; a widget's placeholder) first.

import AppIntents
internal import GlimpseArchive
import SwiftUI

extension RequestHandler {
    /// Answers a `perform` request; `reply` is called once, on the main actor.
    func answerPerform(_ request: ExtensionRequest, clock: Date, reply: @escaping (ExtensionResponse) -> Void) {
        guard let action = request.intent else {
            let failure = RequestFailure(.badRequest, "perform request \(request.id) has no 'intent'")
            return reply(ExtensionResponse(id: request.id, error: failure.protocolFailure))
        }
        tasksRunning += 1
        Task { @MainActor in
            defer {
                self.tasksRunning -= 1
                self.wakeIdleWaiters()
            }
            if !IntentPerformer.knows(action.type) {
                await self.drawIntents(of: request.kind, configuration: request.configuration)
            }
            do {
                let performed = try await IntentPerformer.perform(action)
                reply(ExtensionResponse(id: request.id, clock: clock, performed: performed))
            } catch let failure as PerformFailure {
                reply(
                    ExtensionResponse(
                        id: request.id, error: ProtocolFailure(code: failure.code, message: failure.message)))
            } catch {
                reply(
                    ExtensionResponse(
                        id: request.id, error: ProtocolFailure(code: "performFailed", message: "\(error)")))
            }
        }
    }

    /// Lays out what `kind` shows (every control and widget when nil) so that the intents it
    /// names are registered.
    private func drawIntents(of kind: String?, configuration: String?) async {
        for record in controls where kind == nil || record.kind == kind {
            _ = try? await record.preview(configuration) { _ in }
        }
        for record in widgets where kind == nil || record.kind == kind {
            guard let family = record.supportedFamilies.first,
                let environment = try? EnvironmentValues(variant: RenderEnvironment(), family: family)
            else { continue }
            let canvas = family.defaultDisplaySize
            let context = TimelineProviderContext(
                family: family, displaySize: canvas, isPreview: false, environments: [environment])
            let entry = record.provider.placeholder(context)
            _ = record.archive(
                entry, family: family, canvas: canvas, environments: [environment], variantKeys: nil, placeholder: true)
        }
    }
}
