//  WatchSmartStackPlanTests.swift — GlimpseHostTests (Glimpse)
//  Status: Complete
//  Behaviour: issue 13 "The watch Smart Stack follows relevance widgets" as tables (clock time →
//  cards in the stack): date windows open at their start and close at their end; several relevant
//  configurations of one widget appear together; a named group shows one card at a time, the
//  first in priority; `associatedKind` replaces the timeline widget only while relevant; simulated
//  conditions; bad input (a failed or hung `relevance()`, a window that ends before it starts, a
//  NaN date) leaves a clear message and the rest of the stack as it was.

import Foundation
import GlimpseArchive
import Testing

@testable import GlimpseHost

struct WatchSmartStackPlanTests {
    private static let noon = Date(timeIntervalSince1970: 1_800_000_000)
    private static func at(_ minutes: Double) -> Date { noon.addingTimeInterval(minutes * 60) }
    private static func trip(_ flight: String) -> String { #"{"flight":"\#(flight)"}"# }

    /// Two trips: LH 1 relevant from minute 0 to 120, LH 2 from 60 to 180 (scheduled).
    private static let trips = WatchRelevanceWidget(
        bundle: "SmartStack", kind: "UpcomingTrips", associatedKind: "Trip",
        attributes: [
            RelevanceAttributeDescription(
                configuration: trip("LH 1"), start: at(0), end: at(120), dateKind: "scheduled"),
            RelevanceAttributeDescription(
                configuration: trip("LH 2"), start: at(60), end: at(180), dateKind: "scheduled"),
        ])
    private static let members = [
        WatchStackMember(kind: "Trip", instance: InstanceID(1)),
        WatchStackMember(kind: "Weather", instance: InstanceID(2)),
    ]

    private static func cards(
        _ minute: Double, _ widgets: [WatchRelevanceWidget] = [trips], conditions: Set<String> = [],
        settings: WatchStackSettings = WatchStackSettings()
    ) -> [String] {
        WatchSmartStackPlan(
            at: at(minute), members: members, relevanceWidgets: widgets, conditions: conditions, settings: settings
        ).cards.map { $0.configuration.map { "\($0)" } ?? $0.kind }
    }

    @Test(
        arguments: [
            // (minute, cards top first)
            (-0.01, ["Trip", "Weather"]),
            (0, [trip("LH 1"), "Weather"]),
            (59.99, [trip("LH 1"), "Weather"]),
            (60, [trip("LH 1"), trip("LH 2"), "Weather"]),
            (119.99, [trip("LH 1"), trip("LH 2"), "Weather"]),
            (120, [trip("LH 2"), "Weather"]),
            (180, ["Trip", "Weather"]),
        ] as [(Double, [String])])
    func clockTimeGivesTheCardsOfTheOpenWindows(minute: Double, expected: [String]) {
        #expect(Self.cards(minute) == expected)
    }

    @Test func aNamedGroupShowsOnlyTheFirstRelevantConfiguration() {
        var grouped = Self.trips
        grouped.attributes.append(RelevanceAttributeDescription(group: .named, groupName: "trips"))
        let plan = WatchSmartStackPlan(at: Self.at(90), members: Self.members, relevanceWidgets: [grouped])
        #expect(plan.cards.map(\.configuration) == [Self.trip("LH 1"), nil])
        #expect(plan.messages.contains { $0.contains("group 'trips' already shows a card") })
        // Once LH 1's window closed, LH 2 takes the group's place.
        #expect(Self.cards(150, [grouped]) == [Self.trip("LH 2"), "Weather"])
    }

    @Test func aGroupGivenToOneConfigurationLeavesTheOthersFree() {
        var grouped = Self.trips
        grouped.attributes.append(
            RelevanceAttributeDescription(configuration: Self.trip("LH 2"), group: .named, groupName: "trips"))
        #expect(Self.cards(90, [grouped]) == [Self.trip("LH 1"), Self.trip("LH 2"), "Weather"])
    }

    @Test func automaticGroupingByKindIsASetting() {
        var settings = WatchStackSettings()
        settings.automaticGroupsByKind = true
        #expect(Self.cards(90, settings: settings) == [Self.trip("LH 1"), "Weather"])
        var ungrouped = Self.trips
        ungrouped.attributes.append(RelevanceAttributeDescription(group: .ungrouped))
        #expect(Self.cards(90, [ungrouped], settings: settings) == [Self.trip("LH 1"), Self.trip("LH 2"), "Weather"])
    }

    @Test func scheduledCardsComeBeforeDefaultAndInformationalOnes() {
        let news = WatchRelevanceWidget(
            bundle: "News", kind: "Headlines",
            attributes: [
                RelevanceAttributeDescription(
                    configuration: "{}", start: Self.at(0), end: Self.at(999), dateKind: "informational"),
                RelevanceAttributeDescription(configuration: #"{"a":1}"#, start: Self.at(0), end: Self.at(999)),
            ])
        #expect(Self.cards(30, [news, Self.trips]) == [Self.trip("LH 1"), #"{"a":1}"#, "{}", "Weather"])
    }

    @Test func anExactDateIsRelevantForTheLeadAndTailAroundIt() {
        let match = WatchRelevanceWidget(
            bundle: "Sports", kind: "Match",
            attributes: [RelevanceAttributeDescription(configuration: "{}", start: Self.at(60), end: Self.at(60))])
        #expect(Self.cards(29.99, [match]) == ["Trip", "Weather"])
        #expect(Self.cards(30, [match]) == ["{}", "Trip", "Weather"])
        #expect(Self.cards(89.99, [match]) == ["{}", "Trip", "Weather"])
        #expect(Self.cards(90, [match]) == ["Trip", "Weather"])
    }

    @Test func otherCluesHoldWhileTheirSimulatedConditionIsOn() {
        let workout = WatchRelevanceWidget(
            bundle: "Fitness", kind: "Workout",
            attributes: [RelevanceAttributeDescription(configuration: "{}", condition: "fitness:workoutActive")])
        #expect(Self.cards(0, [workout]) == ["Trip", "Weather"])
        #expect(Self.cards(0, [workout], conditions: ["fitness:workoutActive"]) == ["{}", "Trip", "Weather"])
        #expect(Self.cards(0, [workout], conditions: ["sleep:bedtime"]) == ["Trip", "Weather"])
    }

    @Test func associatedKindReplacesTheTimelineWidgetOnlyWhileRelevant() {
        let plan = WatchSmartStackPlan(at: Self.at(10), members: Self.members, relevanceWidgets: [Self.trips])
        #expect(!plan.cards.contains { $0.instance == InstanceID(1) })
        #expect(plan.messages == ["timeline widget 'Trip' #1 replaced by its relevance widget"])
        var unassociated = Self.trips
        unassociated.associatedKind = nil
        #expect(Self.cards(10, [unassociated]) == [Self.trip("LH 1"), "Trip", "Weather"])
    }

    @Test func theStackListsAtMostTheMaximumRelevanceCardsFirst() {
        var settings = WatchStackSettings()
        settings.maximumCards = 2
        #expect(Self.cards(90, settings: settings) == [Self.trip("LH 1"), Self.trip("LH 2")])
        settings.maximumCards = 1
        #expect(Self.cards(0, settings: settings) == [Self.trip("LH 1")])
    }

    @Test func aFailedRelevanceCallIsNamedAndTheStackKeepsItsWidgets() {
        var hung = Self.trips
        hung.attributes = []
        hung.failure = "relevance of 'UpcomingTrips' timed out after 10 s"
        let plan = WatchSmartStackPlan(at: Self.at(10), members: Self.members, relevanceWidgets: [hung])
        #expect(plan.cards.map(\.kind) == ["Trip", "Weather"])
        #expect(
            plan.messages == [
                "relevance widget 'UpcomingTrips' of SmartStack: relevance of 'UpcomingTrips' timed out after 10 s; "
                    + "it shows no card"
            ])
    }

    @Test func aWindowThatEndsBeforeItStartsIsSetAsideWithAMessage() {
        let backwards = WatchRelevanceWidget(
            bundle: "SmartStack", kind: "UpcomingTrips", associatedKind: "Trip",
            attributes: [
                RelevanceAttributeDescription(configuration: Self.trip("LH 9"), start: Self.at(60), end: Self.at(0)),
                RelevanceAttributeDescription(configuration: Self.trip("LH 1"), start: Self.at(0), end: Self.at(120)),
            ])
        let plan = WatchSmartStackPlan(at: Self.at(30), members: Self.members, relevanceWidgets: [backwards])
        #expect(plan.cards.compactMap(\.configuration) == [Self.trip("LH 1")])
        #expect(
            plan.messages.first
                == "relevance widget 'UpcomingTrips' attribute 1 set aside: its window ends (2027-01-15T08:00:00Z) "
                + "before it starts (2027-01-15T09:00:00Z); swap the dates")
    }

    @Test func anAttributeWithAProblemIsSetAsideWithItsMessage() {
        let broken = WatchRelevanceWidget(
            bundle: "SmartStack", kind: "UpcomingTrips",
            attributes: [
                RelevanceAttributeDescription(
                    configuration: Self.trip("LH 9"), problem: "its date window's start is nan (not a finite date)")
            ])
        let plan = WatchSmartStackPlan(at: Self.at(30), members: Self.members, relevanceWidgets: [broken])
        #expect(plan.cards.map(\.kind) == ["Trip", "Weather"])
        #expect(
            plan.messages == [
                "relevance widget 'UpcomingTrips' attribute 1 set aside: its date window's start is nan "
                    + "(not a finite date); give the context a real date"
            ])
    }

    @Test func theNextChangeIsTheNearestWindowEdge() {
        #expect(
            WatchSmartStackPlan(at: Self.at(-10), members: [], relevanceWidgets: [Self.trips]).nextChange == Self.at(0))
        #expect(
            WatchSmartStackPlan(at: Self.at(90), members: [], relevanceWidgets: [Self.trips]).nextChange == Self.at(120)
        )
        #expect(WatchSmartStackPlan(at: Self.at(200), members: [], relevanceWidgets: [Self.trips]).nextChange == nil)
    }
}

struct WatchRelevanceWidgetAskingTests {
    private static let description = BundleDescription(
        bundle: "SmartStack",
        widgets: [
            WidgetDescription(kind: "Trip", displayName: "", description: "", supportedFamilies: []),
            WidgetDescription(
                kind: "UpcomingTrips", displayName: "", description: "", supportedFamilies: [],
                relevanceWidget: true, associatedKind: "Trip"),
            WidgetDescription(
                kind: "Hangs", displayName: "", description: "", supportedFamilies: [], relevanceWidget: true),
        ])

    @Test func onlyRelevanceWidgetsAreAskedAndAFailureBecomesAMessageNotAnError() {
        var asked: [String] = []
        let widgets = WatchRelevanceWidget.asking(Self.description) { kind throws(HostError) in
            asked.append(kind)
            if kind == "Hangs" { throw HostError(.timeout, "relevance of 'Hangs' did not answer within 10 s") }
            return [RelevanceAttributeDescription(configuration: "{}", condition: "sleep:bedtime")]
        }
        #expect(asked == ["UpcomingTrips", "Hangs"])
        #expect(widgets.map(\.associatedKind) == ["Trip", nil])
        #expect(widgets[0].failure == nil && widgets[0].attributes.count == 1)
        #expect(widgets[1].failure == "relevance() failed: relevance of 'Hangs' did not answer within 10 s")
        let plan = WatchSmartStackPlan(
            at: Date(), members: [WatchStackMember(kind: "Trip", instance: InstanceID(3))], relevanceWidgets: widgets,
            conditions: ["sleep:bedtime"])
        #expect(plan.cards.map(\.kind) == ["UpcomingTrips"])
        #expect(plan.messages.first?.hasPrefix("relevance widget 'Hangs' of SmartStack: relevance() failed") == true)
    }
}
