//  RequestHandler+BackgroundEvents.swift — WidgetKit (Glimpse)
//  Status: Complete
//  Behaviour: Docs/ExtensionProtocol.md "Background transfers": a `backgroundEvents` request
//  runs every `onBackgroundURLSessionEvents` handler that takes the session (they recreate it),
//  then the session delegate's callbacks for each transfer and
//  `urlSessionDidFinishEvents(forBackgroundURLSession:)`; the answer (`delivered`) goes once every
//  handler has called its completion (at once, after the callbacks, when none matched).

import Dispatch
import Foundation
internal import GlimpseArchive

extension RequestHandler {
    func handleBackgroundEvents(_ request: ExtensionRequest, reply: @escaping (ExtensionResponse) -> Void) {
        guard let identifier = request.session, !identifier.isEmpty else {
            let failure = RequestFailure(.badRequest, "backgroundEvents needs a 'session' identifier")
            reply(ExtensionResponse(id: request.id, error: failure.protocolFailure))
            return
        }
        let handlers = widgets.flatMap(\.backgroundEventsHandlers).filter { $0.matches?(identifier) ?? true }
        let state = BackgroundEventsState(waiting: handlers.count) { delivered in
            reply(ExtensionResponse(id: request.id, delivered: delivered))
        }
        for handler in handlers {
            handler.handle(identifier) {
                DispatchQueue.main.async { MainActor.assumeIsolated { state.completionCalled() } }
            }
        }
        #if canImport(FoundationNetworking)
            BackgroundSessions.shared.deliver(
                request.transfers ?? [], session: identifier, finishEvents: !handlers.isEmpty
            ) { count in
                DispatchQueue.main.async { MainActor.assumeIsolated { state.delivered(count) } }
            }
        #else
            state.delivered(0)
        #endif
    }
}

/// Waits for the delegate callbacks and every handler's completion, then replies once.
@MainActor
private final class BackgroundEventsState {
    private var waiting: Int
    private var count: Int?
    private var reply: ((Int) -> Void)?

    init(waiting: Int, reply: @escaping (Int) -> Void) {
        self.waiting = waiting
        self.reply = reply
    }

    func completionCalled() {
        waiting -= 1
        finishIfDone()
    }

    func delivered(_ count: Int) {
        self.count = count
        finishIfDone()
    }

    private func finishIfDone() {
        guard waiting <= 0, let count, let reply else { return }
        self.reply = nil
        reply(count)
    }
}
