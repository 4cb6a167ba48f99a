//  LiveStackRotationTests.swift — GlimpseHostTests (Glimpse)
//  Status: Complete
//  Behaviour: issue 13 "In `glimpse serve` the stacks rotate live": Smart Rotate on a running
//  host's clock, as a table of scores over time → the widget on top; a member's score from its
//  current timeline, an open suggestion for its kind, or donations of its configuration; a
//  person's swipe at a time holds its widget for `userChoiceHold` (Developer Mode lifts it).

import Foundation
import GlimpseArchive
import Testing

@testable import GlimpseHost

struct LiveStackRotationTests {
    private static let start = Date(timeIntervalSince1970: 1_800_000_000)
    private static let a = InstanceID(1)
    private static let b = InstanceID(2)

    private static func at(_ minutes: Double) -> Date { start.addingTimeInterval(minutes * 60) }

    @Test(
        arguments: [
            // (steps: (minute, score a, score b, person's choice), expected tops)
            ([(0.0, 0.0, 0.0, nil), (1, 0, 0.9, nil)], [1, 2]),
            // At most one rotation in 15 minutes: b at 0, a held at 10, a at 15.
            (
                [(0, 0, 0.9, nil), (10, 1, 0.2, nil), (15, 1, 0.2, nil)] as [(Double, Double, Double, Int64?)],
                [2, 2, 1]
            ),
            // A widget a person keeps on top stays there; let go, the most relevant comes back.
            ([(0, 0, 0.9, 1), (30, 0, 0.9, 1), (31, 0, 0.9, nil)], [1, 1, 2]),
            // At or under the threshold (0.5) nothing rotates.
            ([(0, 0.1, 0.5, nil)], [1]),
            // The clock moved back before the last rotation: its cap no longer holds.
            ([(60, 0, 0.9, nil), (0, 0.9, 0.1, nil)], [2, 1]),
        ] as [([(Double, Double, Double, Int64?)], [Int64])])
    func scoresOverTimeChooseTheTop(steps: [(Double, Double, Double, Int64?)], tops: [Int64]) {
        let rotation = LiveStackRotation()
        var seen: [Int64] = []
        for (minute, scoreA, scoreB, chosen) in steps {
            let record = rotation.decide(
                key: 1, members: [Self.a, Self.b], chosen: chosen.map { InstanceID($0) },
                scores: [
                    StackMemberScore(instance: Self.a, score: scoreA, source: .entry),
                    StackMemberScore(instance: Self.b, score: scoreB, source: .entry),
                ], at: Self.at(minute))
            seen.append(record.top?.rawValue ?? 0)
        }
        #expect(seen == tops)
    }

    @Test(
        arguments: [
            // (Developer Mode, steps: (minute, the minute a person swiped to a, as the stack keeps
            // it), expected tops); b scores 0.9 throughout, a 0; the hold is 60 minutes.
            // Swiped at 20: a stays until 80 (not only while given), then b; the spent choice
            // does not come back, a new one does.
            (
                false,
                [(0, nil), (20, 20), (50, 20), (79.99, 20), (80, 20), (81, 20), (90, 90)] as [(Double, Double?)],
                [2, 1, 1, 1, 2, 2, 1] as [Int64]
            ),
            // Developer Mode lifts the hold: b comes back at the next decision.
            (true, [(0, nil), (20, 20), (21, 20)], [2, 1, 2]),
            // A choice older than the stack's last rotation is not taken.
            (false, [(0, nil), (10, -5)], [2, 2]),
            // Let go (no choice given), the most relevant comes back at once.
            (false, [(0, nil), (20, 20), (21, nil)], [2, 1, 2]),
        ] as [(Bool, [(Double, Double?)], [Int64])])
    func aSwipeHoldsTheChosenWidgetForTheUserChoiceHold(developer: Bool, steps: [(Double, Double?)], tops: [Int64]) {
        let rotation = LiveStackRotation()
        var seen: [Int64] = []
        for (minute, swiped) in steps {
            let record = rotation.decide(
                key: 1, members: [Self.a, Self.b], chosen: swiped == nil ? nil : Self.a,
                chosenAt: swiped.map { Self.at($0) },
                scores: [
                    StackMemberScore(instance: Self.a, score: 0, source: nil),
                    StackMemberScore(instance: Self.b, score: 0.9, source: .entry),
                ], at: Self.at(minute), developerMode: developer)
            seen.append(record.top?.rawValue ?? 0)
        }
        #expect(seen == tops)
    }

    @Test func aTopThatLeavesTheStackGivesItBackToTheWidgetShownBeforeItAndJoiningAgainRotates() {
        // What `glimpse serve` and `glimpse host` do when a suggested widget (c) leaves and
        // joins again: b was on top before c.
        let c = InstanceID(3)
        let rotation = LiveStackRotation()
        let decide = { (minute: Double, members: [InstanceID], b: Double) in
            rotation.decide(
                key: 1, members: members, chosen: nil,
                scores: members.map {
                    StackMemberScore(
                        instance: $0, score: $0 == c ? 1 : $0 == Self.b ? b : 0, source: $0 == c ? .suggestion : .entry)
                }, at: Self.at(minute))
        }
        #expect(decide(0, [Self.a, Self.b], 0.9).top == Self.b)
        #expect(decide(20, [Self.a, Self.b, c], 0.6).rotation?.to == c)
        let left = decide(30, [Self.a, Self.b], 0.6)
        #expect(left.top == Self.b)
        #expect(left.rotation == nil)
        let again = decide(40, [Self.a, Self.b, c], 0.6)
        #expect(again.top == c)
        #expect(again.rotation?.reason == "rotated to #3: 1.00 (suggestion) over #1 0.00, #2 0.60")
    }

    @Test func aRotationKeepsItsReasonAndTheSourceThatWon() {
        let rotation = LiveStackRotation()
        _ = rotation.decide(
            key: 1, members: [Self.a, Self.b],
            chosen: nil,
            scores: [
                StackMemberScore(instance: Self.a, score: 0.2, source: .entry),
                StackMemberScore(instance: Self.b, score: 1, source: .suggestion),
            ], at: Self.start)
        let later = rotation.decide(
            key: 1, members: [Self.a, Self.b], chosen: nil,
            scores: [
                StackMemberScore(instance: Self.a, score: 0.2, source: .entry),
                StackMemberScore(instance: Self.b, score: 1, source: .suggestion),
            ], at: Self.at(1))

        #expect(later.top == Self.b)
        #expect(later.reason == "held: #2 is on top and the most relevant")
        #expect(later.lastRotation == Self.start)
        #expect(later.lastRotationReason == "rotated to #2: 1.00 (suggestion) over #1 0.20")
        #expect(later.lastRotationSource == .suggestion)
    }

    @Test func aMembersScoreIsTheBestOfItsEntrySuggestionAndDonations() throws {
        let rotation = LiveStackRotation()
        let instance = WidgetInstance(
            id: Self.a, bundle: "/apps/Shop", kind: "Purchases", family: .systemSmall,
            configuration: #"{"item":"tea","size":2}"#, created: Self.start)
        let archive = WidgetArchive(
            size: Size(width: 10, height: 10),
            content: .group(GroupItem(frame: Rect(x: 0, y: 0, width: 10, height: 10), children: [])))
        let timeline = InstanceTimeline(
            entries: [
                ArchivedEntry(date: Self.start, relevance: EntryRelevance(score: 20, duration: 0), archives: [archive]),
                ArchivedEntry(
                    date: Self.at(60), relevance: EntryRelevance(score: 80, duration: 0), archives: [archive]),
            ], policy: .never, received: Self.start, reason: .initial, settings: HostSettings())
        let donated = DonationProfile(
            intentType: "Shop.BuyIntent", parameters: #"{"size":2,"item":"tea"}"#,
            dates: [Self.start, Self.start])
        let trip = StackSuggestion(
            kind: "Purchases", start: Self.at(30), end: Self.at(40), origin: .relevantShortcut,
            configuration: #"{"size":2,"item":"tea"}"#)

        func score(_ minute: Double, profiles: [DonationProfile] = []) -> StackMemberScore {
            rotation.score(
                of: instance, intentType: "Shop.BuyIntent", timeline: timeline, suggestions: [trip], profiles: profiles,
                at: Self.at(minute))
        }

        #expect(score(0) == StackMemberScore(instance: Self.a, score: 0.25, source: .entry))
        #expect(score(0, profiles: [donated]) == StackMemberScore(instance: Self.a, score: 0.75, source: .donation))
        #expect(score(30) == StackMemberScore(instance: Self.a, score: 1, source: .suggestion))
        #expect(score(60) == StackMemberScore(instance: Self.a, score: 1, source: .entry))
    }

    @Test(
        arguments: [
            // (the widget's configuring intent type, its configuration, expected score) after 3
            // donations of SmartStack.PurchasesIntent {} this hour (issue 13 trial: serve and host
            // raised Trip and the static Workout too).
            ("SmartStack.PurchasesIntent", "{}", 0.75),  // the donated intent and configuration
            ("SmartStack.TripIntent", "{}", 0),  // another intent type, the same configuration text
            (nil, "{}", 0),  // a static widget: no donation raises it
            ("SmartStack.PurchasesIntent", #"{"shop":"Deli"}"#, 0),  // the donated type, another configuration
        ] as [(String?, String, Double)])
    func aDonationRaisesOnlyWidgetsOfTheDonatedIntentTypeAndConfiguration(
        intentType: String?, configuration: String, expected: Double
    ) {
        let instance = WidgetInstance(
            id: Self.a, bundle: "/apps/SmartStack", kind: "Any", family: .systemSmall, configuration: configuration,
            created: Self.start)
        let profile = DonationProfile(
            intentType: "SmartStack.PurchasesIntent", parameters: "{}", dates: [Self.start, Self.start, Self.start])
        let score = LiveStackRotation().score(
            of: instance, intentType: intentType, timeline: nil, suggestions: [], profiles: [profile],
            at: Self.at(1))
        #expect(score.score == expected)
        #expect(score.source == (expected > 0 ? .donation : nil))
        // `glimpse simulate --stack` matches with the same rule.
        let member = StackReplay.Member(
            kind: "Any", timelines: [], intentType: intentType, configuration: configuration)
        let donations = (0..<3).map { _ in
            DonationRecord(
                source: .appIntents, intentType: "SmartStack.PurchasesIntent", parameters: "{}", date: Self.start,
                identifier: "d")
        }
        #expect(member.profile(donations).score(at: Self.at(1), settings: SmartRotateSettings()) == expected)
    }
}
