//  SuggestedWidgetPlanTests.swift — GlimpseHostTests (Glimpse)
//  Status: Complete
//  Behaviour: issue 13 "suggestions arriving and leaving at their window's edges": a suggestion
//  inserts its kind into the first stack that fits and lacks it from the window's start, not a
//  moment before, and its widget leaves at the end; a removed (dismissed) window does not come
//  back; stacks of one widget, of another family, full, or already holding the kind with the
//  suggestion's configuration get nothing (one holding it configured otherwise gets the widget);
//  a suggested widget the app withdrew (its relevant intents replaced, `[]` included) leaves now.

import Foundation
import Testing

@testable import GlimpseHost

struct SuggestedWidgetPlanTests {
    private static let start = Date(timeIntervalSince1970: 1_800_000_000)
    private static func at(_ minutes: Double) -> Date { start.addingTimeInterval(minutes * 60) }
    private static let trip = StackSuggestion(
        kind: "Trip", start: at(10), end: at(40), origin: .relevantIntent, configuration: #"{"flight":"LH 1"}"#)
    private static let home = SuggestionStack(
        place: "homeScreen", slot: 1, family: .systemSmall, kinds: ["Weather", "News"])

    private static func families(_ kind: String) -> Set<FamilyName> {
        kind == "Trip" ? [.systemSmall, .systemMedium] : kind == "Nope" ? [] : [.systemSmall]
    }

    private static func plan(
        _ minute: Double, suggestions: [StackSuggestion] = [trip], suggested: [SuggestedWidget] = [],
        dismissed: Set<SuggestionKey> = [], stacks: [SuggestionStack] = [home]
    ) -> SuggestedWidgetPlan {
        SuggestedWidgetPlan(
            at: at(minute), suggestions: suggestions, suggested: suggested, dismissed: dismissed, stacks: stacks,
            families: families)
    }

    private static let inserted = SuggestedWidget(
        instance: InstanceID(9), kind: "Trip", configuration: #"{"flight":"LH 1"}"#, start: at(10), end: at(40))

    @Test(arguments: [
        // (minute, already inserted, inserts, leaving)
        (9.99, false, 0, [Int64]()), (10, false, 1, []), (39.99, true, 0, []), (40, true, 0, [9]),
        // The clock moved back before the window: the widget leaves too.
        (5, true, 0, [9]),
    ])
    func aSuggestionArrivesAndLeavesAtItsWindowsEdges(minute: Double, present: Bool, inserts: Int, leaving: [Int64]) {
        let plan = Self.plan(minute, suggested: present ? [Self.inserted] : [])
        #expect(plan.inserts.count == inserts)
        #expect(plan.leaving == leaving.map { InstanceID($0) })
        if let insert = plan.inserts.first {
            #expect(insert.place == "homeScreen")
            #expect(insert.slot == 1)
            #expect(insert.suggestion == Self.trip)
        }
    }

    @Test func aKeptWidgetStaysAfterItsWindowAndIsNotInsertedAgain() {
        // Kept: no longer a suggested widget, an ordinary member of the stack.
        let holding = SuggestionStack(
            place: "homeScreen", slot: 1, family: .systemSmall, kinds: ["Weather", "News", "Trip"],
            configurations: ["{}", "{}", Self.trip.configuration])
        for minute in [20.0, 40, 60] {
            let plan = Self.plan(minute, stacks: [holding])
            #expect(plan.leaving.isEmpty)
            #expect(plan.inserts.isEmpty)
        }
    }

    @Test func aRemovedWindowDoesNotComeBackButTheNextWindowDoes() {
        let later = StackSuggestion(kind: "Trip", start: Self.at(60), end: nil, origin: .relevantShortcut)
        let dismissed: Set<SuggestionKey> = [SuggestionKey(Self.trip)]
        #expect(Self.plan(20, suggestions: [Self.trip, later], dismissed: dismissed).inserts.isEmpty)
        // An open end lasts an hour.
        #expect(Self.plan(119, suggestions: [Self.trip, later], dismissed: dismissed).inserts.count == 1)
        #expect(Self.plan(120, suggestions: [Self.trip, later], dismissed: dismissed).inserts.isEmpty)
    }

    @Test func onlyAStackThatFitsAndLacksTheKindGetsIt() {
        let single = SuggestionStack(place: "homeScreen", slot: 0, family: .systemSmall, kinds: ["Weather"])
        let large = SuggestionStack(place: "homeScreen", slot: 1, family: .systemLarge, kinds: ["A", "B"])
        let full = SuggestionStack(
            place: "homeScreen", slot: 2, family: .systemSmall, kinds: (0..<10).map { "K\($0)" })
        let holding = SuggestionStack(
            place: "homeScreen", slot: 3, family: .systemSmall, kinds: ["Trip", "A"],
            configurations: [#"{"flight":"LH 1"}"#, "{}"])
        let medium = SuggestionStack(place: "standBy", slot: 0, family: .systemMedium, kinds: ["A", "B"])
        #expect(Self.plan(20, stacks: [single, large, full, holding]).inserts.isEmpty)
        #expect(Self.plan(20, stacks: [single, large, full, holding, medium]).inserts.map(\.place) == ["standBy"])
    }

    @Test func aKindNoBundleHasOrAReversedWindowInsertsNothing() {
        let nope = StackSuggestion(kind: "Nope", start: Self.at(10), end: Self.at(40), origin: .relevantShortcut)
        let reversed = StackSuggestion(kind: "Trip", start: Self.at(40), end: Self.at(10), origin: .relevantIntent)
        #expect(Self.plan(20, suggestions: [nope, reversed]).inserts.isEmpty)
    }

    @Test func twoWindowsOfOneKindInsertItOnce() {
        let overlapping = StackSuggestion(
            kind: "Trip", start: Self.at(15), end: Self.at(50), origin: .relevantShortcut,
            configuration: Self.trip.configuration)
        let stacks = [Self.home, SuggestionStack(place: "standBy", slot: 0, family: .systemSmall, kinds: ["A", "B"])]
        #expect(
            Self.plan(20, suggestions: [Self.trip, overlapping], stacks: stacks).inserts.map(\.place) == ["homeScreen"])
        // The first window's widget left at 40: the second window brings it back.
        #expect(
            Self.plan(45, suggestions: [Self.trip, overlapping], stacks: stacks).inserts.map(\.suggestion) == [
                overlapping
            ])
    }

    // Issue 13 trial: `updateRelevantIntents` replacing the set left the suggested widget in place.
    @Test(
        arguments: [
            // (the stored suggestions at minute 20, leaving, inserted configurations)
            ([trip], [Int64](), [String]()),  // still suggested: it stays
            ([], [9], []),  // updateRelevantIntents([]): it leaves now, not at 40
            ([StackSuggestion(kind: "News", start: at(10), end: at(40), origin: .relevantIntent)], [9], []),
            // Another configuration of its kind: it leaves, and a widget of that one joins.
            (
                [
                    StackSuggestion(
                        kind: "Trip", start: at(10), end: at(40), origin: .relevantIntent,
                        configuration: #"{"flight":"BA 915"}"#)
                ], [9], [#"{"flight":"BA 915"}"#]
            ),
            // Its configuration with the keys in another order is the same intent: it stays.
            (
                [
                    StackSuggestion(
                        kind: "Trip", start: at(0), end: at(90), origin: .relevantShortcut,
                        configuration: #"{ "flight" : "LH 1" }"#)
                ], [], []
            ),
        ] as [([StackSuggestion], [Int64], [String])])
    func aSuggestedWidgetTheAppWithdrawsLeavesAtOnce(
        suggestions: [StackSuggestion], leaving: [Int64], inserted: [String]
    ) {
        let plan = Self.plan(20, suggestions: suggestions, suggested: [Self.inserted])
        #expect(plan.leaving == leaving.map { InstanceID($0) })
        #expect(plan.withdrawn == leaving.map { InstanceID($0) })
        #expect(plan.inserts.map(\.suggestion.configuration) == inserted)
    }

    // Issue 13 trial: a relevant shortcut for Trip BA 915 raised the LH 1234 Trip widget and inserted nothing.
    @Test(
        arguments: [
            // (the Trip widget's configuration in the stack, the stack gets a widget)
            (#"{"flight":"LH 1234"}"#, true),  // the kind configured otherwise: a BA 915 widget joins
            (#"{"flight":"BA 915"}"#, false),  // the same configuration: it is raised instead
            ("{}", true),  // an unconfigured one is another configuration too
        ])
    func aSuggestionIsForAKindAndItsConfiguration(configuration: String, joins: Bool) {
        let ba = StackSuggestion(
            kind: "Trip", start: Self.at(10), end: Self.at(40), origin: .relevantShortcut,
            configuration: #"{"flight":"BA 915"}"#)
        let stack = SuggestionStack(
            place: "homeScreen", slot: 0, family: .systemSmall, kinds: ["Trip", "Weather"],
            configurations: [configuration, "{}"])
        #expect(Self.plan(20, suggestions: [ba], stacks: [stack]).inserts.count == (joins ? 1 : 0))
        // The stack's own Trip widget scores the suggestion only for its own configuration.
        let widget = WidgetInstance(
            id: InstanceID(1), bundle: "/apps/SmartStack", kind: "Trip", family: .systemSmall,
            configuration: configuration, created: Self.start)
        let score = LiveStackRotation().score(
            of: widget, intentType: "SmartStack.TripIntent", timeline: nil, suggestions: [ba], profiles: [],
            at: Self.at(20))
        #expect(score.score == (joins ? 0 : 1))
    }
}
