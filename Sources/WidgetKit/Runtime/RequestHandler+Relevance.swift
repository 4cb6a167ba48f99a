//  RequestHandler+Relevance.swift — WidgetKit (Glimpse)
//  Status: Complete
//  Behaviour: Docs/ExtensionProtocol.md "`relevance`" (issue 13): a relevance widget's
//  `relevance()`, asked on the main actor, answered as its attributes in priority order. A timeline
//  widget answers `[]` (Glimpse reads `relevance()` of relevance widgets only); an unknown kind
//  answers `unknownKind`.

internal import GlimpseArchive

extension RequestHandler {
    /// Answers `relevance` for the widget of `request.kind`.
    func answerRelevance(_ request: ExtensionRequest, reply: @escaping (ExtensionResponse) -> Void) {
        guard let kind = request.kind else {
            let failure = RequestFailure(.badRequest, "relevance request \(request.id) has no 'kind'")
            reply(ExtensionResponse(id: request.id, error: failure.protocolFailure))
            return
        }
        guard let record = widgets.first(where: { $0.kind == kind }) else {
            let kinds = widgets.map { "'\($0.kind)'" }.joined(separator: ", ")
            let failure = RequestFailure(
                .unknownKind, "bundle '\(bundleName)' has no widget of kind '\(kind)' (kinds: \(kinds))")
            reply(ExtensionResponse(id: request.id, error: failure.protocolFailure))
            return
        }
        guard let relevance = record.provider.relevance else {
            reply(ExtensionResponse(id: request.id, relevance: []))
            return
        }
        tasksRunning += 1
        Task { @MainActor in
            let attributes = await relevance()
            reply(ExtensionResponse(id: request.id, relevance: attributes))
            self.tasksRunning -= 1
            self.wakeIdleWaiters()
        }
    }
}
