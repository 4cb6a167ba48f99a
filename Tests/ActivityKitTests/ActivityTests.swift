//  ActivityTests.swift — ActivityKitTests (Glimpse)
//  Status: Complete
//  Behaviour: pins Activity's life in one process: request lists it, update replaces the content
//  and is heard, end keeps it ended or dismisses it, stale dates, and the 4 KB limit.

import ActivityKit
import Foundation
import Testing

/// Attributes as an app writes them; each test uses its own type, so `activities` lists only its own.
private struct DeliveryAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable { var minutesLeft: Int }
    var order: String
}

private struct TimerAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable { var label: String }
    var name: String
}

private struct StaleAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable { var value: Int }
}

private struct HugeAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable { var text: String }
}

private struct NoNumbersAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable { var value: Double }
}

@MainActor
struct ActivityTests {
    @Test func requestListsAnActiveActivityWithTheGivenContent() throws {
        let content = ActivityContent(state: DeliveryAttributes.ContentState(minutesLeft: 12), staleDate: nil)
        let activity = try Activity.request(attributes: DeliveryAttributes(order: "A7"), content: content)
        #expect(activity.activityState == .active)
        #expect(activity.content.state.minutesLeft == 12)
        #expect(activity.attributes.order == "A7")
        #expect(UUID(uuidString: activity.id) != nil)
        #expect(Activity<DeliveryAttributes>.activities.map(\.id).contains(activity.id))
    }

    @Test func updateReplacesTheContentAndListenersHearIt() async throws {
        let activity = try Activity.request(
            attributes: TimerAttributes(name: "Tea"),
            content: ActivityContent(state: .init(label: "steeping"), staleDate: nil, relevanceScore: 50))
        let updates = activity.contentUpdates
        await activity.update(ActivityContent(state: .init(label: "ready"), staleDate: nil))
        var iterator = updates.makeAsyncIterator()
        #expect(await iterator.next()?.state.label == "ready")
        #expect(activity.content.state.label == "ready")
        #expect(activity.content.relevanceScore == 0)
    }

    @Test func endKeepsTheActivityEndedAndIgnoresLaterUpdates() async throws {
        let activity = try Activity.request(
            attributes: TimerAttributes(name: "Eggs"),
            content: ActivityContent(state: .init(label: "boiling"), staleDate: nil))
        await activity.end(ActivityContent(state: .init(label: "done"), staleDate: nil), dismissalPolicy: .default)
        await activity.update(ActivityContent(state: .init(label: "again"), staleDate: nil))
        #expect(activity.activityState == .ended)
        #expect(activity.content.state.label == "done")
        #expect(Activity<TimerAttributes>.activities.contains { $0.id == activity.id })
    }

    @Test func endingImmediatelyDismissesItAndRemovesItFromActivities() async throws {
        let activity = try Activity.request(
            attributes: TimerAttributes(name: "Rice"),
            content: ActivityContent(state: .init(label: "on"), staleDate: nil))
        await activity.end(nil, dismissalPolicy: .immediate)
        #expect(activity.activityState == .dismissed)
        #expect(activity.content.state.label == "on")
        #expect(!Activity<TimerAttributes>.activities.contains { $0.id == activity.id })
    }

    @Test func contentPastItsStaleDateMakesTheActivityStale() throws {
        let past = try Activity.request(
            attributes: StaleAttributes(),
            content: ActivityContent(state: .init(value: 1), staleDate: Date(timeIntervalSinceNow: -1)))
        let future = try Activity.request(
            attributes: StaleAttributes(),
            content: ActivityContent(state: .init(value: 1), staleDate: Date(timeIntervalSinceNow: 3600)))
        #expect(past.activityState == .stale)
        #expect(future.activityState == .active)
    }

    @Test func attributesAndStateOverFourKilobytesAreRefused() throws {
        let text = String(repeating: "x", count: 4100)
        #expect(throws: ActivityAuthorizationError.attributesTooLarge) {
            try Activity.request(
                attributes: HugeAttributes(), content: ActivityContent(state: .init(text: text), staleDate: nil))
        }
        #expect(Activity<HugeAttributes>.activities.isEmpty)
        let message = ActivityAuthorizationError.attributesTooLarge.localizedDescription
        #expect(message.contains("4096 bytes"))
    }

    @Test func aStateJSONCannotEncodeIsRefusedWithTheEncodersError() {
        #expect(throws: EncodingError.self) {
            try Activity.request(
                attributes: NoNumbersAttributes(), content: ActivityContent(state: .init(value: .nan), staleDate: nil))
        }
        #expect(Activity<NoNumbersAttributes>.activities.isEmpty)
    }

    @Test func contentRoundTripsThroughJSON() throws {
        let content = ActivityContent(
            state: DeliveryAttributes.ContentState(minutesLeft: 3), staleDate: Date(timeIntervalSince1970: 1000),
            relevanceScore: 0.5)
        let data = try JSONEncoder().encode(content)
        #expect(try JSONDecoder().decode(ActivityContent<DeliveryAttributes.ContentState>.self, from: data) == content)
    }

    @Test func authorizationInfoAllowsActivities() {
        #expect(ActivityAuthorizationInfo().areActivitiesEnabled)
        #expect(!ActivityAuthorizationInfo().frequentPushesEnabled)
    }
}
