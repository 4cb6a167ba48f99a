//  BackgroundSessionsTests.swift — WidgetKitTests (Glimpse)
//  Status: Complete
//  Behaviour: Docs/ExtensionProtocol.md "Background transfers", extension side: widget source as
//  Apple writes it (a background configuration, a download delegate, onBackgroundURLSessionEvents)
//  compiles unchanged; a resumed download task becomes a transfer for the host with its
//  earliestBeginDate, isDiscretionary and countOfBytesClientExpectsToReceive; a backgroundEvents
//  request runs the handler, which recreates the session, then didFinishDownloadingTo (with the
//  file's bytes, removed afterwards), didCompleteWithError and urlSessionDidFinishEvents, and is
//  answered once the handler's completion is called.

import Foundation
import GlimpseArchive
import Testing

@testable import WidgetKit

/// A download model written as for iOS: a lazily made background session with itself as
/// delegate, and the completion kept until the session's events are all delivered.
// @unchecked Sendable: every stored property is read and written under `lock`.
final class DownloadModel: NSObject, URLSessionDownloadDelegate, @unchecked Sendable {
    let identifier: String
    private let lock = NSLock()
    private var calls: [String] = []
    private var completion: (() -> Void)?
    private var made: URLSession?

    init(identifier: String) { self.identifier = identifier }

    var session: URLSession {
        lock.withLock {
            if let made { return made }
            let configuration = URLSessionConfiguration.background(withIdentifier: identifier)
            configuration.isDiscretionary = true
            configuration.sessionSendsLaunchEvents = true
            let session = URLSession(configuration: configuration, delegate: self, delegateQueue: nil)
            made = session
            return session
        }
    }

    var recorded: [String] { lock.withLock { calls } }
    func keep(_ completion: @escaping () -> Void) { lock.withLock { self.completion = completion } }
    private func record(_ call: String) { lock.withLock { calls.append(call) } }

    func urlSession(_ session: URLSession, downloadTask: URLSessionDownloadTask, didFinishDownloadingTo location: URL) {
        let body = (try? String(contentsOf: location, encoding: .utf8)) ?? "unreadable"
        record("finished \(downloadTask.originalRequest?.url?.lastPathComponent ?? "?"): \(body)")
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        record("completed \(error.map { "with error: \(($0 as NSError).localizedDescription)" } ?? "")")
    }

    func urlSessionDidFinishEvents(forBackgroundURLSession session: URLSession) {
        record("finished events of \(session.configuration.identifier ?? "?")")
        let completion = lock.withLock { self.completion }
        completion?()
    }
}

struct DownloadWidget: Widget {
    /// The model the widget's handler uses (each test sets its own; the suite is serialized).
    @MainActor static var model = DownloadModel(identifier: "test.default")
    let model = DownloadWidget.model
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Download", provider: CounterProvider()) { entry in CounterView(entry: entry) }
            .onBackgroundURLSessionEvents(matching: model.identifier) { identifier, completion in
                model.keep(completion)
                _ = model.session
            }
    }
}

@Suite(.serialized)
@MainActor
struct BackgroundSessionsTests {
    @Test func backgroundConfigurationHasTheIdentifier() {
        let configuration = URLSessionConfiguration.background(withIdentifier: "test.configuration")
        #expect(configuration.identifier == "test.configuration")
        #expect(configuration.sessionSendsLaunchEvents)
    }

    @Test func resumedDownloadBecomesATransferForTheHost() async throws {
        let model = DownloadModel(identifier: "test.resume")
        let task = model.session.downloadTask(with: try #require(URL(string: "http://127.0.0.1:9/forecast.json")))
        task.earliestBeginDate = Date(timeIntervalSince1970: 1_800_000_000)
        task.countOfBytesClientExpectsToReceive = 2048
        let sent = AsyncStream<BackgroundTransfer>.makeStream()
        BackgroundSessions.shared.setSender { transfer in
            if transfer.session == "test.resume" { sent.continuation.yield(transfer) }
        }
        task.resume()
        var iterator = sent.stream.makeAsyncIterator()
        let transfer = try #require(await iterator.next())
        #expect(transfer.task == task.taskIdentifier)
        #expect(transfer.url == "http://127.0.0.1:9/forecast.json")
        #expect(transfer.method == "GET")
        #expect(transfer.earliestBeginDate == Date(timeIntervalSince1970: 1_800_000_000))
        #expect(transfer.discretionary == true)
        #expect(transfer.expectedBytes == 2048)
    }

    @Test func eventsRunTheHandlerThenTheDelegateThenAnswer() async throws {
        let model = DownloadModel(identifier: "test.events")
        DownloadWidget.model = model
        let handler = RequestHandler(widget: DownloadWidget(), bundleName: "Downloads")
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("glimpse-bg-\(UUID().uuidString)")
        try Data("{\"high\": 21}".utf8).write(to: file)
        let response = await handler.response(
            to: ExtensionRequest(
                id: 4, method: .backgroundEvents, session: "test.events",
                transfers: [
                    BackgroundTransferResult(
                        task: 7, url: "http://127.0.0.1:9/forecast.json", file: file.path, statusCode: 200, bytes: 12)
                ]))
        #expect(response.id == 4)
        #expect(response.delivered == 1)
        #expect(
            model.recorded == [
                "finished forecast.json: {\"high\": 21}", "completed ", "finished events of test.events",
            ])
        #expect(!FileManager.default.fileExists(atPath: file.path))
    }

    @Test func failedTransferCompletesWithAnErrorAndNoFile() async throws {
        let model = DownloadModel(identifier: "test.failed")
        DownloadWidget.model = model
        let handler = RequestHandler(widget: DownloadWidget(), bundleName: "Downloads")
        let response = await handler.response(
            to: ExtensionRequest(
                id: 5, method: .backgroundEvents, session: "test.failed",
                transfers: [
                    BackgroundTransferResult(
                        task: 1, url: "http://127.0.0.1:9/a", error: "connection refused after 3 attempts")
                ]))
        #expect(response.delivered == 1)
        #expect(
            model.recorded == [
                "completed with error: connection refused after 3 attempts", "finished events of test.failed",
            ])
    }

    @Test func eventsForASessionNoWidgetHandlesAnswerZero() async {
        DownloadWidget.model = DownloadModel(identifier: "test.mine")
        let handler = RequestHandler(widget: DownloadWidget(), bundleName: "D")
        let response = await handler.response(
            to: ExtensionRequest(id: 6, method: .backgroundEvents, session: "test.unknown", transfers: []))
        #expect(response.delivered == 0)
        #expect(response.error == nil)
    }

    @Test func eventsWithoutASessionAreABadRequest() async {
        let handler = RequestHandler(widget: DownloadWidget(), bundleName: "D")
        let response = await handler.response(to: ExtensionRequest(id: 8, method: .backgroundEvents))
        #expect(response.error?.code == "badRequest")
    }
}
