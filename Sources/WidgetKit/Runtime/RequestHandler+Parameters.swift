//  RequestHandler+Parameters.swift — WidgetKit (Glimpse)
//  Status: Complete for app-intent widgets and controls (a SiriKit `IntentConfiguration` answers
//  `badRequest`)
//  Behaviour: Docs/ExtensionProtocol.md "`parameters`": answers the parameters of the intent that
//  configures `kind` (an `AppIntentControlConfiguration`'s `ControlConfigurationIntent`, an
//  `AppIntentConfiguration`'s `WidgetConfigurationIntent`), read with the request's
//  configuration, with each entity parameter's `suggestedEntities()`; on the main actor, as
//  iOS runs an extension's queries.

import AppIntents
internal import GlimpseArchive

extension RequestHandler {
    /// Answers a `parameters` request; `reply` is called once, on the main actor.
    func answerParameters(_ request: ExtensionRequest, reply: @escaping (ExtensionResponse) -> Void) {
        let intentType: any AppIntent.Type
        do {
            intentType = try parametersIntent(request)
        } catch {
            return reply(ExtensionResponse(id: request.id, error: error.protocolFailure))
        }
        let kind = request.kind ?? ""
        tasksRunning += 1
        Task { @MainActor in
            defer {
                self.tasksRunning -= 1
                self.wakeIdleWaiters()
            }
            do {
                let parameters = try await intentType._parameters(kind: kind, configuration: request.configuration)
                reply(ExtensionResponse(id: request.id, parameters: parameters))
            } catch {
                // The existential call erases the typed throw; it is an IntentConfigurationError.
                let message = (error as? IntentConfigurationError)?.message ?? "\(error)"
                reply(ExtensionResponse(id: request.id, error: ProtocolFailure(code: "queryFailed", message: message)))
            }
        }
    }

    /// The intent that configures the request's kind, a control's first.
    private func parametersIntent(_ request: ExtensionRequest) throws(RequestFailure) -> any AppIntent.Type {
        guard let kind = request.kind else {
            throw RequestFailure(.badRequest, "parameters request \(request.id) has no 'kind'")
        }
        if let control = controls.first(where: { $0.kind == kind }) {
            guard let type = control.configurationIntentType else {
                throw RequestFailure(
                    .badRequest,
                    "control '\(kind)' has no options to choose (a StaticControlConfiguration); "
                        + "use AppIntentControlConfiguration to make it configurable")
            }
            return type
        }
        if let widget = widgets.first(where: { $0.kind == kind }) {
            guard let type = widget.appIntentType else {
                let why =
                    widget.intentType == nil
                    ? "a StaticConfiguration" : "a SiriKit IntentConfiguration, whose options Glimpse does not list"
                throw RequestFailure(.badRequest, "widget '\(kind)' has no app intent options to list (\(why))")
            }
            return type
        }
        let kinds = (widgets.map(\.kind) + controls.map(\.kind)).map { "'\($0)'" }.joined(separator: ", ")
        throw RequestFailure(
            .unknownKind, "bundle '\(bundleName)' has no widget or control of kind '\(kind)' (kinds: \(kinds))")
    }
}
