//  CenterLiveActivityTests.swift — GlimpseHostTests (Glimpse)
//  Status: Complete
//  Behaviour: Docs/WidgetCenter.md "Live Activities": changes sent by `ActivitySender` over a real
//  socket to a host with a store are kept; a change to an activity the host does not hold is a
//  note; a request without its change or state, or over 4 KB, is refused; and the host keeps
//  serving after each.

import Foundation
import GlimpseArchive
import Synchronization
import Testing

@testable import GlimpseHost

struct CenterLiveActivityTests {
    private static let start = Date(timeIntervalSince1970: 1_800_000_000)

    private func message(_ event: LiveActivityMessage.Event, id: String = "A1", state: String? = "{\"m\":1}")
        -> LiveActivityMessage
    {
        LiveActivityMessage(
            id: id, event: event, attributesType: "DeliveryAttributes", attributes: "{\"order\":7}", state: state)
    }

    @Test func changesSentOverTheSocketAreStoredAndNotesComeBack() throws {
        let store = try HostStore(path: ":memory:")
        let host = try WidgetHost(source: NoSource(), clock: SimulatedClock(start: Self.start), store: store)
        let directory = TemporarySocketDirectory()
        let server = WidgetCenterServer(socket: directory.socket, service: HostCenterService(host: host))
        try server.start()
        defer {
            server.stop()
            directory.remove()
        }
        let sender = ActivitySender(socket: directory.socket, bundle: "Pizza")
        let answers = Mutex<[ActivityDelivery]>([])
        for change in [message(.request), message(.update, state: "{\"m\":5}"), message(.update, id: "nope")] {
            sender.send(change) { delivery in answers.withLock { $0.append(delivery) } }
        }
        sender.flush()
        let stored = try store.liveActivities()
        #expect(stored.map(\.id) == ["A1"])
        #expect(stored.first?.bundle == "Pizza" && stored.first?.state == "{\"m\":5}")
        #expect(stored.first?.started == Self.start)
        let delivered = answers.withLock { $0 }
        #expect(delivered.map(\.error) == [nil, nil, nil])
        #expect(delivered[2].notes.first?.hasPrefix("update of Live Activity nope (DeliveryAttributes)") == true)
    }

    @Test(arguments: [
        (nil, "request 7 (activity) needs 'activity'"),
        (
            LiveActivityMessage(id: "A", event: .update, attributesType: "T", attributes: "{}", state: nil),
            "request 7 (activity) (update) needs the content 'state'"
        ),
        (
            LiveActivityMessage(
                id: "A", event: .request, attributesType: "T", attributes: String(repeating: "x", count: 4000),
                state: String(repeating: "y", count: 97)),
            "request 7 (activity): the attributes and state of T are 4097 bytes; ActivityKit allows 4096"
        ),
    ])
    func anActivityRequestWithoutItsChangeOrOver4KBIsRefused(activity: LiveActivityMessage?, message: String) throws {
        let service = RecordingCenterService()
        let handler = CenterRequestHandler(service: service)
        let line = try ArchiveCoding.encoder().encode(
            CenterRequest(id: 7, method: .activity, bundle: "Pizza", foreground: true, activity: activity))

        let outcome = handler.respond(to: line, lineNumber: 1)

        #expect(outcome.response.error?.code == CenterFailure.malformedRequest)
        #expect(outcome.response.error?.message == message)
        #expect(service.calls.isEmpty)
    }
}

/// Never asked: these tests place no widget.
private struct NoSource: TimelineSource {
    func timelines(bundle: String, requests: [TimelineRequest], timeout: TimeInterval)
        -> [Result<FetchedTimeline, HostError>]
    {
        requests.map { _ in .failure(HostError(.badRequest, "no source")) }
    }
}
