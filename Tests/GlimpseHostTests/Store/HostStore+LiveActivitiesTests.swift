//  HostStore+LiveActivitiesTests.swift — GlimpseHostTests (Glimpse)
//  Status: Complete
//  Behaviour: Docs/WidgetCenter.md "Live Activities": a request stores the activity, an update
//  replaces its content, an end marks it ended with its dismissal; they survive reopening; a
//  change to an activity the host does not hold is a note, and stores nothing.

import Foundation
import GlimpseArchive
import Testing

@testable import GlimpseHost

struct HostStoreLiveActivitiesTests {
    let directory: URL
    private let start = Date(timeIntervalSince1970: 1_800_000_000)

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("glimpse-la-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    var path: String { directory.appendingPathComponent("host.sqlite").path }

    private func message(_ event: LiveActivityMessage.Event, state: String?) -> LiveActivityMessage {
        LiveActivityMessage(
            id: "A1", event: event, attributesType: "DeliveryAttributes", attributes: #"{"order":7}"#, state: state,
            staleDate: start.addingTimeInterval(600), relevanceScore: 2)
    }

    @Test func requestUpdateAndEndAreStoredAndSurviveReopening() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        do {
            let store = try HostStore(path: path)
            #expect(store.schemaVersion == StoreSchema.version)
            #expect(
                try store.applyLiveActivity(message(.request, state: #"{"m":12}"#), bundle: "Pizza", now: start) == nil)
            #expect(
                try store.applyLiveActivity(
                    message(.update, state: #"{"m":5}"#), bundle: "Pizza", now: start.addingTimeInterval(60)) == nil)
        }
        let store = try HostStore(path: path)
        let stored = try #require(try store.liveActivities().first)
        #expect(stored.state == #"{"m":5}"#)
        #expect(stored.attributes == #"{"order":7}"#)
        #expect(stored.attributesType == "DeliveryAttributes")
        #expect(stored.staleDate == start.addingTimeInterval(600))
        #expect(stored.relevanceScore == 2)
        #expect(stored.started == start && stored.updated == start.addingTimeInterval(60))
        #expect(stored.ended == nil)
        var end = message(.end, state: nil)
        end.dismissal = .after
        end.dismissAt = start.addingTimeInterval(3600)
        #expect(try store.applyLiveActivity(end, bundle: "Pizza", now: start.addingTimeInterval(120)) == nil)
        let ended = try #require(try store.liveActivities().first)
        #expect(ended.state == #"{"m":5}"#)  // an end without content keeps the last
        #expect(ended.ended == start.addingTimeInterval(120))
        #expect(ended.dismissal == .after && ended.dismissAt == start.addingTimeInterval(3600))
        // Updates after the end are set aside.
        let note = try store.applyLiveActivity(message(.update, state: #"{"m":0}"#), bundle: "Pizza", now: start)
        #expect(note?.hasSuffix("the host holds no running activity with that id for bundle 'Pizza'; ignored") == true)
        #expect(try store.liveActivities().first?.state == #"{"m":5}"#)
        // Dismissed at its date: deleted then, not before.
        #expect(try store.deleteDismissedLiveActivities(now: start.addingTimeInterval(3599)) == 0)
        #expect(try store.deleteDismissedLiveActivities(now: start.addingTimeInterval(3600)) == 1)
        #expect(try store.liveActivities().isEmpty)
    }

    @Test func anUpdateOfAnotherBundlesActivityIsANote() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = try HostStore(path: path)
        _ = try store.applyLiveActivity(message(.request, state: "{}"), bundle: "Pizza", now: start)
        let note = try store.applyLiveActivity(message(.update, state: #"{"m":1}"#), bundle: "Other", now: start)
        #expect(note != nil)
        #expect(try store.liveActivities().map(\.state) == ["{}"])
    }
}
