//  SimulateWatchStackTests.swift — glimpseTests (Glimpse)
//  Status: Complete
//  Behaviour: issue 13 "The watch Smart Stack follows relevance widgets": `glimpse simulate
//  --watch-stack` over a day of the SmartStack example, read back from watch-stack.json (each
//  trip a card from 2 h before departure to 1 h after arrival, overlapping trips together, the
//  Trip timeline widget replaced while one is relevant; at an airport, `--conditions poi:airport`,
//  every trip still to depart) and from watch-stack.png's pixels; bad
//  options are usage (64) or data (65) errors naming the fix.

import Foundation
import GlimpseRender
import Testing

@testable import glimpse

struct SimulateWatchStackTests {
    private var example: String {
        URL(fileURLWithPath: GlimpseBinary.path).deletingLastPathComponent().appendingPathComponent("SmartStack").path
    }

    private func run(_ extra: [String], in folder: TemporaryFolder) throws -> ToolRun {
        try GlimpseBinary.run(["simulate", example, "--out", "out"] + extra, in: folder.url)
    }

    /// The run's out/watch-stack.json.
    private static func moments(in folder: TemporaryFolder) throws -> [SimulateWatchStack.Moment] {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try decoder.decode(
            [SimulateWatchStack.Moment].self,
            from: Data(contentsOf: folder.url.appendingPathComponent("out/watch-stack.json")))
    }

    @Test func aDayOfUpcomingTripsJoinsTheWatchStackAndReplacesTheTripWidget() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let run = try run(
            ["--watch-stack", "Trip,Workout", "--from", "2026-12-01T10:00:00Z", "--for", "14h"], in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        let moments = try Self.moments(in: folder)
        let table = moments.map { moment in
            let time = SimulateWatchStack.clock(moment.date, in: TimeZone(identifier: "UTC")!)
            let cards = moment.cards.map { card in
                card.configuration.flatMap { $0.firstMatch(of: /"flight":"([^"]+)"/).map { String($0.output.1) } }
                    ?? card.kind
            }
            return "\(time) \(cards.joined(separator: ", "))"
        }
        // LH 1234 14:30 + 95 min, BA 915 16:10 + 100 min, AF 1419 21:45 + 70 min.
        #expect(
            table == [
                "10:00 Trip, Workout", "12:30 LH 1234, Workout", "14:10 LH 1234, BA 915, Workout",
                "17:05 BA 915, Workout", "18:50 Trip, Workout", "19:45 AF 1419, Workout", "23:55 Trip, Workout",
            ])
        #expect(moments[2].cards[0].reason == "relevant 2026-12-01T12:30:00Z–2026-12-01T17:05:00Z (scheduled)")
        #expect(moments[1].messages == ["timeline widget 'Trip' #1 replaced by its relevance widget"])
    }

    @Test func atAnAirportEveryTripStillToDepartIsACard() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // UpcomingTrips: `location(category: .airport)` for each trip still to depart today.
        let run = try run(
            ["--watch-stack", "Trip", "--conditions", "poi:airport", "--from", "2026-12-01T10:00:00Z", "--for", "1h"],
            in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        let moments = try Self.moments(in: folder)
        let first = try #require(moments.first)
        #expect(first.cards.map(\.kind) == ["UpcomingTrips", "UpcomingTrips", "UpcomingTrips"])
        #expect(first.cards.allSatisfy { $0.reason == "relevant while poi:airport is on" })
        #expect(first.cards.compactMap(\.configuration).filter { $0.contains("BA 915") }.count == 1)
        #expect(first.messages == ["timeline widget 'Trip' #1 replaced by its relevance widget"])
    }

    @Test func thePictureShowsEachMomentsScreenWithTheTripCardsInTheirColour() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let run = try run(
            ["--watch-stack", "Workout", "--from", "2026-12-01T14:00:00Z", "--for", "1h", "--scale", "1"], in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        // Two moments (14:00: LH 1234; 14:10: LH 1234 and BA 915) on a 45 mm watch, 198 × 242 pt.
        let image = try RasterImage(png: Data(contentsOf: folder.url.appendingPathComponent("out/watch-stack.png")))
        #expect(image.width == 16 + 2 * (198 + 16))
        #expect(image.height == 242 + 32)
        // The second card's middle: Workout's dark card at 14:00, BA 915's blue card at 14:10.
        let y = 16 + 150
        let dark = image[16 + 99, y]
        let blue = image[16 + 198 + 16 + 99, y]
        #expect(Int(blue.blue) > Int(blue.red) + 100, "\(blue)")
        #expect(Int(dark.blue) < 80, "\(dark)")
    }

    @Test(
        arguments: [
            (
                ["--watch-stack", "Trip", "--conditions", "fitness:running"], 64,
                "--conditions: 'fitness:running' is not a condition"
            ),
            (
                ["--watch-stack", "Trip", "--conditions", "poi:airprot"], 64,
                "--conditions: 'poi:airprot' names no MapKit point-of-interest category; did you mean 'poi:airport'?\n"
            ),
            (
                ["--watch-stack", "Trip", "--conditions", "poi:airport,,"], 64,
                "--conditions 'poi:airport,,' has an empty item; write the conditions separated by single commas"
            ),
            (
                ["--watch-stack", "trip"], 65,
                "bundle 'SmartStack' has no widget of kind 'trip' (kinds: 'Purchases', 'PurchasesByKind', 'Workout', "
                    + "'Trip', 'UpcomingTrips'); did you mean 'Trip'?\n"
            ),
            (["--conditions", "sleep:bedtime"], 64, "--conditions needs --watch-stack"),
            (["--watch-stack", "Trip", "--stack", "Trip,Workout"], 64, "--watch-stack replays the watch Smart Stack"),
            (["--watch-stack", "Trip", "--device", "iphone-6.1"], 64, "iphone-6.1 has no watch Smart Stack"),
            (["--watch-stack", "Nope"], 65, "bundle 'SmartStack' has no widget of kind 'Nope'"),
            (["--watch-stack", "Purchases"], 65, "widget 'Purchases' does not support accessoryRectangular"),
            (["--watch-stack", "UpcomingTrips"], 65, "widget 'UpcomingTrips' is a relevance widget"),
        ] as [([String], Int32, String)])
    func badOptionsAreNamedWithTheFix(arguments: [String], status: Int32, message: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let run = try run(arguments, in: folder)
        #expect(run.status == status)
        #expect(run.stderr.hasPrefix("Error: \(message)"), "\(run.stderr)")
    }
}
