//  ActivityCenterTests.swift — WidgetKitTests (Glimpse)
//  Status: Complete
//  Behaviour: Docs/WidgetCenter.md "Live Activities": an app's `Activity.request`, `update(_:)`
//  and `end(_:dismissalPolicy:)` reach the host over the WidgetCenter socket in order, as
//  `activity` requests carrying the type, the attributes and state as JSON, the stale date and
//  relevance; with no host they succeed quietly; more than 4 KB is refused before anything is sent.

import ActivityKit
import Foundation
import GlimpseArchive
import Testing

@testable import ActivityKit

private struct RoundTripAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable { var minutesLeft: Int }
    var order: Int
}

@Suite(.serialized)
struct ActivityCenterTests {
    /// Runs `body` with this process's activities sent to `path` as bundle "Pizza".
    private func sending(to path: String, _ body: () async throws -> Void) async rethrows {
        let sender = ActivitySender(socket: CenterSocketPath(path: path), bundle: "Pizza")
        ActivityRegistry.shared.sender = sender
        defer { ActivityRegistry.shared.sender = ActivitySender.shared }
        try await body()
        sender.flush()
    }

    @Test func requestUpdateAndEndReachTheHostInOrder() async throws {
        let host = try FakeCenterHost()
        defer { host.stop() }
        let stale = Date(timeIntervalSince1970: 1_800_000_600)
        var id = ""
        try await sending(to: host.path) {
            let activity = try Activity.request(
                attributes: RoundTripAttributes(order: 7),
                content: ActivityContent(state: .init(minutesLeft: 12), staleDate: stale, relevanceScore: 2))
            id = activity.id
            await activity.update(ActivityContent(state: .init(minutesLeft: 5), staleDate: nil))
            await activity.end(nil, dismissalPolicy: .after(stale))
        }
        let sent = host.requests.filter { $0.activity?.attributesType == "RoundTripAttributes" }
        #expect(sent.map(\.method) == [.activity, .activity, .activity])
        #expect(sent.map(\.bundle) == ["Pizza", "Pizza", "Pizza"])
        let messages = sent.compactMap(\.activity)
        #expect(messages.map(\.event) == [.request, .update, .end])
        #expect(messages.map(\.id) == [id, id, id])
        #expect(messages[0].attributes == #"{"order":7}"#)
        #expect(messages[0].state == #"{"minutesLeft":12}"#)
        #expect(messages[0].staleDate == stale && messages[0].relevanceScore == 2)
        #expect(messages[1].state == #"{"minutesLeft":5}"#)
        #expect(messages[2].state == nil)
        #expect(messages[2].dismissal == .after && messages[2].dismissAt == stale)
    }

    @Test func aNaNOrInfiniteRelevanceScoreIsSentFiniteSoTheUpdateArrives() async throws {
        let host = try FakeCenterHost()
        defer { host.stop() }
        try await sending(to: host.path) {
            let activity = try Activity.request(
                attributes: RoundTripAttributes(order: 9),
                content: ActivityContent(state: .init(minutesLeft: 3), staleDate: nil, relevanceScore: .nan))
            await activity.update(
                ActivityContent(state: .init(minutesLeft: 2), staleDate: nil, relevanceScore: .infinity))
            await activity.update(
                ActivityContent(state: .init(minutesLeft: 1), staleDate: nil, relevanceScore: -.infinity))
            await activity.end(nil, dismissalPolicy: .immediate)
        }
        let messages = host.requests.compactMap(\.activity).filter { $0.attributes == #"{"order":9}"# }
        #expect(messages.map(\.event) == [.request, .update, .update, .end])
        #expect(
            messages.prefix(3).map(\.relevanceScore) == [0, .greatestFiniteMagnitude, -.greatestFiniteMagnitude])
    }

    @Test func withNoHostTheCallsSucceedQuietly() async throws {
        let path = "/tmp/glimpse-no-host-\(UUID().uuidString.prefix(8)).sock"
        try await sending(to: path) {
            let activity = try Activity.request(
                attributes: RoundTripAttributes(order: 1),
                content: ActivityContent(state: .init(minutesLeft: 1), staleDate: nil))
            await activity.end(nil, dismissalPolicy: .immediate)
            #expect(activity.activityState == .dismissed)
        }
    }

    @Test func moreThan4KBIsRefusedAndNothingIsSent() async throws {
        struct Big: ActivityAttributes {
            struct ContentState: Codable, Hashable { var text: String }
            var blob: String
        }
        let host = try FakeCenterHost()
        defer { host.stop() }
        await sending(to: host.path) {
            #expect(throws: ActivityAuthorizationError.attributesTooLarge) {
                try Activity.request(
                    attributes: Big(blob: String(repeating: "x", count: 4000)),
                    content: ActivityContent(state: .init(text: String(repeating: "y", count: 200)), staleDate: nil))
            }
        }
        #expect(!host.requests.contains { $0.activity?.attributesType == "Big" })
    }
}
