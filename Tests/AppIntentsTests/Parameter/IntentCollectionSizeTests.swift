//  IntentCollectionSizeTests.swift — AppIntentsTests (Glimpse)
//  Array parameters' sizes per widget family and number parameters' ranges are kept when a
//  stored configuration is read (IntentCollectionSize.swift, IntentParameter+Conform.swift).

import Foundation
import Testing

@testable import AppIntents

struct IntentCollectionSizeTests {
    private struct Watchlist: WidgetConfigurationIntent {
        static let title: LocalizedStringResource = "Watchlist"
        @Parameter(title: "Stocks", size: [.systemSmall: 1, .systemMedium: IntentCollectionSize(min: 1, max: 3)])
        var stocks: [String]
        @Parameter(title: "Pinned", size: 2) var pinned: [Ranger]?
        @Parameter(title: "Days", default: 3, inclusiveRange: (1, 10)) var days: Int
        @Parameter(title: "Goal", inclusiveRange: (0.5, 2.5)) var goal: Double?
    }

    private let many = #"{"stocks":["AAPL","MSFT","GOOG","TSLA"],"pinned":["pandora","ember","pandora"]}"#

    @Test func anIntegerLiteralIsAnExactSizeAndBoundsAreOrdered() {
        let exact: IntentCollectionSize = 3
        #expect(exact == IntentCollectionSize(exactly: 3))
        #expect(exact.min == 3 && exact.max == 3)
        let swapped = IntentCollectionSize(min: 5, max: 2)
        #expect(swapped.min == 2 && swapped.max == 5)
    }

    @Test func anArrayKeepsAsManyValuesAsItsFamilyTakes() async throws {
        let small = try await Watchlist._decode(configuration: many, family: "systemSmall")
        #expect(small.intent.stocks == ["AAPL"])
        #expect(
            small.warnings.contains(
                "Watchlist: parameter 'stocks': holds 4 values and a systemSmall widget takes at most 1; using the first 1"
            ))
        let medium = try await Watchlist._decode(configuration: many, family: "systemMedium")
        #expect(medium.intent.stocks == ["AAPL", "MSFT", "GOOG"])
    }

    @Test func aFamilyWithoutASizeKeepsEveryValue() async throws {
        let large = try await Watchlist._decode(configuration: many, family: "systemLarge")
        #expect(large.intent.stocks.count == 4)
        let unknown = try await Watchlist._decode(configuration: many)
        #expect(unknown.intent.stocks.count == 4)
    }

    @Test func aSizeForEveryFamilyTrimsAnOptionalArrayOfEntities() async throws {
        let decoded = try await Watchlist._decode(configuration: many, family: "accessoryRectangular")
        #expect(decoded.intent.pinned?.map(\.id) == ["pandora", "ember"])
        #expect(decoded.warnings.count == 1)  // "stocks" has no size for accessoryRectangular
    }

    @Test(arguments: [
        // below the range
        (#"{"days":0}"#, 1, "0 is outside the range 1…10; using 1"),
        // above the range
        (#"{"days":40}"#, 10, "40 is outside the range 1…10; using 10"),
        // inside: kept, no warning
        (#"{"days":7}"#, 7, nil),
    ])
    func aWholeNumberOutsideItsRangeTakesTheNearestBound(json: String, days: Int, warning: String?) async throws {
        let decoded = try await Watchlist._decode(configuration: json)
        #expect(decoded.intent.days == days)
        #expect(decoded.warnings == (warning.map { ["Watchlist: parameter 'days': \($0)"] } ?? []))
    }

    @Test func anOptionalNumberIsClampedAndNilIsKept() async throws {
        let high = try await Watchlist._decode(configuration: #"{"goal":9.25}"#)
        #expect(high.intent.goal == 2.5)
        #expect(high.warnings == ["Watchlist: parameter 'goal': 9.25 is outside the range 0.5…2.5; using 2.5"])
        let none = try await Watchlist._decode(configuration: #"{"goal":null}"#)
        #expect(none.intent.goal == nil)
        #expect(none.warnings == [])
    }
}
