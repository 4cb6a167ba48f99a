//  EventStreamTests.swift — GlimpseServerTests (Glimpse)
//  Status: Complete
//  Behaviour: WHATWG HTML "Server-sent events" framing, and the hub's broadcast.

import Foundation
import Testing

@testable import GlimpseServer

struct EventStreamTests {
    @Test func anEventIsNamedAndEveryDataLineIsPrefixed() {
        let hub = EventHub()
        let stream = hub.open()
        hub.broadcast("frames", json: "{\"a\":1}\n{\"b\":2}")
        let text = stream.read(max: 4096).map { String(decoding: $0, as: UTF8.self) }
        #expect(text == "event: frames\ndata: {\"a\":1}\ndata: {\"b\":2}\n\n")
        hub.closeAll()
        #expect(stream.read(max: 4096) == nil)
        #expect(hub.count == 0)
        #expect(stream.isClosed)
        #expect(hub.eventsSent == 1)
    }

    @Test func aClosedHubForgetsItsStreams() {
        let hub = EventHub()
        let streams = (0..<3).map { _ in hub.open() }
        #expect(hub.count == 3)
        streams[1].close()
        #expect(hub.count == 2)
    }

    @Test func aHubKeepsAtMostItsLimitOfStreams() {
        let hub = EventHub()
        let first = hub.open()
        for _ in 0..<EventHub.maximumStreams { _ = hub.open() }
        #expect(first.isClosed)
        #expect(hub.count == EventHub.maximumStreams)
    }
}
