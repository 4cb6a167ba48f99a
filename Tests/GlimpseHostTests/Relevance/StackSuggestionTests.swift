//  StackSuggestionTests.swift — GlimpseHostTests (Glimpse)
//  Status: Complete
//  Behaviour: a suggestion scores while its window is open (an open end lasting the open window),
//  and bad ones are set aside with a reason (issue 13 "Suggestions", "Bad input"). Who inserts the
//  widgets and when: StackReplayTests (simulate), SuggestedWidgetPlanTests (serve and host).

import Foundation
import GlimpseHost
import Testing

struct StackSuggestionTests {
    let t0 = Date(timeIntervalSince1970: 4_000_000)
    private func at(_ minute: Double) -> Date { t0.addingTimeInterval(minute * 60) }

    private var trip: StackSuggestion {
        StackSuggestion(kind: "Trip", start: at(10), end: at(40), origin: .relevantIntent)
    }

    @Test func aSuggestionScoresOnlyWhileItsWindowIsOpen() {
        let suggestions = StackSuggestions([trip], knownKinds: ["Trip", "Weather"])
        #expect(suggestions.score(of: "Trip", at: at(9.9), settings: SmartRotateSettings()) == 0)
        #expect(suggestions.score(of: "Trip", at: at(10), settings: SmartRotateSettings()) == 1)
        #expect(suggestions.score(of: "Trip", at: at(40), settings: SmartRotateSettings()) == 0)
        #expect(suggestions.score(of: "Weather", at: at(20), settings: SmartRotateSettings()) == 0)
    }

    @Test func anOpenEndLastsTheOpenWindow() {
        let open = StackSuggestion(kind: "Purchases", start: at(0), end: nil, origin: .relevantShortcut)
        let suggestions = StackSuggestions([open], knownKinds: ["Purchases"], openWindow: 1800)
        #expect(suggestions.score(of: "Purchases", at: at(29), settings: SmartRotateSettings()) == 1)
        #expect(suggestions.score(of: "Purchases", at: at(30), settings: SmartRotateSettings()) == 0)
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
