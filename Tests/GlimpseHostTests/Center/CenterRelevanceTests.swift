//  CenterRelevanceTests.swift — GlimpseHostTests (Glimpse)
//  Status: Complete
//  Behaviour: issue 13 "App processes reach the host": donations, relevant shortcuts and relevant
//  intents sent by `RelevanceSender` over a real socket to a host with a store; the store keeps
//  them, 10 000 donations arrive whole in batches, bad input is answered with notes, and a
//  request without its payload is refused.

import Foundation
import GlimpseArchive
import Testing

@testable import GlimpseHost

struct CenterRelevanceTests {
    private static let start = Date(timeIntervalSince1970: 1_800_000_000)

    /// A host with a store and a served socket; `body` gets a sender for bundle "Shop".
    private func served(
        settings: SmartRotateSettings = SmartRotateSettings(),
        _ body: (RelevanceSender, HostStore) throws -> Void
    ) throws {
        let store = try HostStore(path: ":memory:")
        let host = try WidgetHost(source: NoSource(), clock: SimulatedClock(start: Self.start), store: store)
        let directory = TemporarySocketDirectory()
        let service = HostCenterService(host: host, knownKinds: { ["Purchases", "Trip"] }, smartRotate: settings)
        let server = WidgetCenterServer(socket: directory.socket, service: service)
        try server.start()
        defer {
            server.stop()
            directory.remove()
        }
        try body(RelevanceSender(socket: directory.socket, bundle: "Shop"), store)
    }

    /// Sends through `sender` and returns once every item before the marker was delivered.
    private func flush(_ sender: RelevanceSender) {
        let done = DispatchSemaphore(value: 0)
        sender.send(.deleteDonations, RelevancePayload(identifiers: []), done: { done.signal() })
        _ = done.wait(timeout: .now() + 120)
    }

    private func donation(_ index: Int, minutes: Double = 0, group: String? = nil) -> DonationRecord {
        DonationRecord(
            source: index.isMultiple(of: 2) ? .intents : .appIntents, intentType: "Shop.BuyIntent",
            parameters: "{\"item\":\"tea\"}", date: Self.start.addingTimeInterval(minutes * 60 - 3600),
            identifier: "d\(index)", group: group)
    }

    @Test func tenThousandDonationsInABurstAreAllStoredInOrder() throws {
        try served { sender, store throws in
            for index in 0..<10_000 { sender.donate(donation(index)) }
            flush(sender)

            let stored = try store.donations(bundle: "Shop")
            #expect(stored.count == 10_000)
            #expect(stored.first?.identifier == "d0" && stored.last?.identifier == "d9999")
            #expect(Set(stored.map(\.source)) == [.intents, .appIntents])
        }
    }

    @Test func donationsBeyondTheBundleLimitDeleteTheOldestFirst() throws {
        var settings = SmartRotateSettings()
        settings.maximumDonationsPerBundle = 3
        try served(settings: settings) { sender, store throws in
            for index in 0..<5 { sender.donate(donation(index, minutes: Double(index))) }
            flush(sender)

            #expect(try store.donations(bundle: "Shop").map(\.identifier) == ["d2", "d3", "d4"])
        }
    }

    @Test func deletingByIdentifierGroupOrAllRemovesOnlyThose() throws {
        try served { sender, store throws in
            sender.donate(donation(0, group: "morning"))
            sender.donate(donation(1, group: "morning"))
            sender.donate(donation(2))
            sender.donate(donation(3))
            sender.send(.deleteDonations, RelevancePayload(identifiers: ["d2"]))
            flush(sender)
            #expect(try store.donations(bundle: "Shop").map(\.identifier) == ["d0", "d1", "d3"])

            sender.send(.deleteDonations, RelevancePayload(group: "morning"))
            flush(sender)
            #expect(try store.donations(bundle: "Shop").map(\.identifier) == ["d3"])

            sender.send(.deleteDonations, RelevancePayload())
            flush(sender)
            #expect(try store.donations(bundle: "Shop").isEmpty)
        }
    }

    @Test func bothFrameworksDonationsOfOneIntentMakeOneProfile() throws {
        try served { sender, store throws in
            for index in 0..<4 { sender.donate(donation(index)) }
            sender.donate(
                DonationRecord(
                    source: .appIntents, intentType: "Shop.OtherIntent", parameters: "{}", date: Self.start,
                    identifier: "x"))
            flush(sender)

            let profiles = try store.donationProfiles(bundle: "Shop")
            #expect(profiles.map(\.intentType) == ["Shop.BuyIntent", "Shop.OtherIntent"])
            #expect(profiles[0].dates.count == 4)
            // 4 donations an hour ago, in this hour of the week a week later: 4 × 2^(−7/14).
            let weekLater = Self.start.addingTimeInterval(7 * 86_400 - 3600 + 60)
            #expect(abs(profiles[0].weight(at: weekLater, halfLife: 14 * 86_400) - 4 * pow(2, -0.5)) < 0.01)
        }
    }

    @Test(
        arguments: [
            // (kind, windows in minutes from start (nil: open end), stored count, note)
            ("Purchases", [(0.0, 30.0 as Double?)], 1, nil),
            ("Purchases", [(0, 30), (60, nil)], 2, nil),
            ("Nope", [(0, 30)], 0, "relevant shortcut 0 is for widget kind 'Nope', which no bundle has: ignored"),
            (
                "trip", [(0, 30)], 0,
                "relevant shortcut 0 is for widget kind 'trip', which no bundle has (did you mean 'Trip'?): ignored"
            ),
            ("Trip", [(30, 10)], 0, "relevant shortcut 0 for 'Trip' has a window that ends before it starts: ignored"),
            ("Trip", [], 0, "relevant shortcut 0 for 'Trip' has no date window; Glimpse acts only on dates: ignored"),
            (
                "Trip", [(1e300, 2e300)], 0,
                "relevant shortcut 0 for 'Trip' has a window dated outside the years 0001…9999 (after them): ignored"
            ),
            (
                "Trip", [(-120, -60), (0, 30)], 1,
                "relevant shortcut 0 for 'Trip' has a window that ended at 2027-01-15T07:00:00Z, before the host's "
                    + "clock (2027-01-15T08:00:00Z): ignored"
            ),
        ] as [(String, [(Double, Double?)], Int, String?)])
    func relevantShortcutsAreStoredPerWindowOrSetAsideWithANote(
        kind: String, windows: [(Double, Double?)], count: Int, note: String?
    ) throws {
        try served { sender, store throws in
            let record = SuggestionRecord(
                kind: kind, intentType: "Shop.BuyIntent", parameters: "{\"item\":\"tea\"}",
                windows: windows.map { window in
                    SuggestionRecord.Window(
                        start: Self.start.addingTimeInterval(window.0 * 60),
                        end: window.1.map { Self.start.addingTimeInterval($0 * 60) })
                })
            let client = CenterClient(socket: CenterSocketPath(path: sender.socketPath ?? ""))
            let response = try client.send(
                CenterRequest(
                    id: 1, method: .relevantShortcuts, bundle: "Shop", foreground: false,
                    relevance: RelevancePayload(suggestions: [record])))

            #expect(response.notes == note.map { [$0] })
            let stored = try store.suggestions()
            #expect(stored.count == count)
            #expect(stored.allSatisfy { $0.origin == .relevantShortcut && $0.configuration == "{\"item\":\"tea\"}" })
        }
    }

    @Test func aNewSetOfRelevantIntentsReplacesTheLastAndLeavesShortcutsAlone() throws {
        try served { sender, store throws in
            func suggest(_ kind: String, _ method: CenterRequest.Method) {
                let window = SuggestionRecord.Window(start: Self.start, end: Self.start.addingTimeInterval(600))
                sender.send(
                    method,
                    RelevancePayload(suggestions: [
                        SuggestionRecord(kind: kind, intentType: nil, parameters: "{}", windows: [window])
                    ]))
            }
            suggest("Purchases", .relevantShortcuts)
            suggest("Purchases", .relevantIntents)
            suggest("Trip", .relevantIntents)
            flush(sender)

            #expect(
                try store.suggestions().map { "\($0.origin.rawValue) \($0.kind)" } == [
                    "relevantIntent Trip", "relevantShortcut Purchases",
                ])
        }
    }

    @Test(arguments: [
        (CenterRequest.Method.donate, RelevancePayload(), "request 7 (donate) needs 'relevance.donations'"),
        (
            .relevantIntents, RelevancePayload(),
            "request 7 (relevantIntents) needs 'relevance.suggestions' (empty clears them)"
        ),
        (
            .donate,
            RelevancePayload(
                donations: Array(
                    repeating: DonationRecord(
                        source: .intents, intentType: "T", parameters: "{}", date: Date(timeIntervalSince1970: 0),
                        identifier: "i"), count: 501)),
            "request 7 (donate) carries 501 donations; send at most 500 a request"
        ),
    ])
    func aRelevanceRequestWithoutItsPartOrWithTooManyDonationsIsRefused(
        method: CenterRequest.Method, payload: RelevancePayload, message: String
    ) throws {
        let handler = CenterRequestHandler(service: RecordingCenterService())
        let line = try ArchiveCoding.encoder().encode(
            CenterRequest(id: 7, method: method, bundle: "Shop", foreground: false, relevance: payload))

        let outcome = handler.respond(to: line, lineNumber: 1)

        #expect(outcome.response.error?.code == CenterFailure.malformedRequest)
        #expect(outcome.response.error?.message == message)
    }

    @Test(
        arguments: [
            // (intent type, seconds from now, parameters, kept date is now, kept parameters, note)
            ("Shop.BuyIntent", -60.0, "{}", false, "{}", nil),
            ("", 0, "{}", false, "{}", "donation 0 names no intent type: set aside"),
            (
                "Shop.BuyIntent", 1e9, "{}", true, "{}",
                "is dated ahead of the host's clock: kept at 2027-01-15T08:00:00Z"
            ),
            (
                "Shop.BuyIntent", 1e300, "{}", true, "{}",
                "is dated outside the years 0001…9999: kept at 2027-01-15T08:00:00Z"
            ),
            ("Shop.BuyIntent", -60, "[1]", false, "{}", "has parameters that are not a JSON object: kept as {}"),
        ] as [(String, Double, String, Bool, String, String?)])
    func badDonationsAreMendedOrSetAsideWithANote(
        type: String, offset: Double, parameters: String, atNow: Bool, keptParameters: String, note: String?
    ) {
        let sent = DonationRecord(
            source: .intents, intentType: type, parameters: parameters, date: Self.start.addingTimeInterval(offset),
            identifier: "a")

        let (kept, notes) = RelevanceIntake.donations([sent], now: Self.start)

        #expect(kept.count == (type.isEmpty ? 0 : 1))
        if let first = kept.first {
            #expect((first.date == Self.start) == atNow)
            #expect(first.parameters == keptParameters)
        }
        #expect(notes.count == (note == nil ? 0 : 1))
        if let note { #expect(notes.first?.contains(note) == true) }
    }

    @Test func notesNameEachRecordAsTheCallerDoesWhenGivenNames() {
        let unnamed = DonationRecord(
            source: .appIntents, intentType: " ", parameters: "{}", date: Self.start, identifier: "a")
        let bad = DonationRecord(
            source: .appIntents, intentType: "Shop.BuyIntent", parameters: "[1]", date: Self.start, identifier: "b")
        let (kept, notes) = RelevanceIntake.donations(
            [unnamed, bad], now: Self.start, names: ["--script event 1 at 09:00", "--script event 2 at 09:30"])
        #expect(kept.count == 1)
        #expect(
            notes == [
                "--script event 1 at 09:00: donation names no intent type: set aside",
                "--script event 2 at 09:30: donation (Shop.BuyIntent) has parameters that are not a JSON object: "
                    + "kept as {}",
            ])
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
