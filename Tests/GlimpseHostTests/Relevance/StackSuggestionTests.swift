//  StackSuggestionTests.swift — GlimpseHostTests (Glimpse)
//  Status: Complete
//  Behaviour: suggestions arrive and leave at their window's edges, stay when kept, and bad ones
//  are set aside with a reason (issue 13 "Suggestions", "Bad input").

import Foundation
import GlimpseHost
import Testing

struct StackSuggestionTests {
    let t0 = Date(timeIntervalSince1970: 4_000_000)
    private func at(_ minute: Double) -> Date { t0.addingTimeInterval(minute * 60) }

    private var trip: StackSuggestion {
        StackSuggestion(kind: "Trip", start: at(10), end: at(40), origin: .relevantIntent)
    }

    @Test(arguments: [
        // (minute, kept, members)
        (9.0, false, ["Weather", "Workout"]),  // before the window
        (10.0, false, ["Weather", "Workout", "Trip"]),  // arrives as it opens
        (39.9, false, ["Weather", "Workout", "Trip"]),
        (40.0, false, ["Weather", "Workout"]),  // leaves as it ends
        (40.0, true, ["Weather", "Workout", "Trip"]),  // unless kept
    ])
    func aSuggestionArrivesAndLeavesAtItsWindowsEdges(minute: Double, kept: Bool, members: [String]) {
        let suggestions = StackSuggestions([trip], knownKinds: ["Weather", "Workout", "Trip"])
        #expect(
            suggestions.members(at: at(minute), base: ["Weather", "Workout"], kept: kept ? ["Trip"] : []) == members)
    }

    @Test func aKindAlreadyInTheStackIsNotInsertedButScores() {
        let suggestions = StackSuggestions([trip], knownKinds: ["Trip", "Weather"])
        #expect(suggestions.members(at: at(20), base: ["Trip", "Weather"]) == ["Trip", "Weather"])
        #expect(suggestions.score(of: "Trip", at: at(20), settings: SmartRotateSettings()) == 1)
        #expect(suggestions.score(of: "Trip", at: at(40), settings: SmartRotateSettings()) == 0)
        #expect(suggestions.score(of: "Weather", at: at(20), settings: SmartRotateSettings()) == 0)
    }

    @Test func anOpenEndLastsTheOpenWindow() {
        let open = StackSuggestion(kind: "Purchases", start: at(0), end: nil, origin: .relevantShortcut)
        let suggestions = StackSuggestions([open], knownKinds: ["Purchases"], openWindow: 1800)
        #expect(suggestions.members(at: at(29), base: []) == ["Purchases"])
        #expect(suggestions.members(at: at(30), base: []) == [])
    }

    @Test func aFullStackTakesNoSuggestion() {
        let base = (1...10).map { "W\($0)" }
        let suggestions = StackSuggestions([trip], knownKinds: Set(base + ["Trip"]))
        #expect(suggestions.members(at: at(20), base: base) == base)
    }

    @Test func unknownKindsAndBackwardWindowsAreSetAsideWithAReason() {
        let suggestions = StackSuggestions(
            [
                StackSuggestion(kind: "Nope", start: at(0), end: at(10), origin: .relevantShortcut),
                StackSuggestion(kind: "trip", start: at(0), end: at(10), origin: .relevantShortcut),
                StackSuggestion(kind: "Trip", start: at(10), end: at(5), origin: .relevantIntent), trip,
            ], knownKinds: ["Trip"])
        #expect(suggestions.suggestions == [trip])
        #expect(
            suggestions.ignored == [
                "a relevantShortcut for 'Nope', which no bundle has: ignored",
                "a relevantShortcut for 'trip', which no bundle has (did you mean 'Trip'?): ignored",
                "a relevantIntent for 'Trip' whose window ends before it starts: ignored",
            ])
    }
}
