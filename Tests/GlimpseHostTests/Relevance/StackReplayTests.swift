//  StackReplayTests.swift — GlimpseHostTests (Glimpse)
//  Status: Complete
//  Behaviour: a day of a stack replayed minute by minute from the members' timelines (issue 13
//  "glimpse simulate --stack"): the top follows entry relevance, within Smart Rotate's caps.

import Foundation
import GlimpseArchive
import GlimpseHost
import Testing

struct StackReplayTests {
    let t0 = Date(timeIntervalSince1970: 3_000_000)

    /// A timeline received at `minute` with entries (minute, score or nil, duration).
    private func timeline(received minute: Double, _ entries: [(Double, Float?, Double)])
        -> StackReplay.Member.Timeline
    {
        StackReplay.Member.Timeline(
            received: t0.addingTimeInterval(minute * 60),
            marks: entries.compactMap { minute, score, duration in
                score.map {
                    EntryRelevanceHistory.Mark(date: t0.addingTimeInterval(minute * 60), score: $0, duration: duration)
                }
            })
    }

    @Test func theTopFollowsEntryRelevanceWithinTheCaps() {
        // Weather: steady 1 all day → normalised 1 from minute 0, but it starts on top anyway.
        // Workout: scores 2, then 10 (its best) at minute 30 for 10 minutes, then 6 until minute 50.
        // Trip: relevant with its best score from minute 40.
        let members = [
            StackReplay.Member(kind: "Weather", timelines: [timeline(received: 0, [(0, 0, 0)])]),
            StackReplay.Member(
                kind: "Workout", timelines: [timeline(received: 0, [(0, 2, 0), (30, 10, 600), (40, 6, 0), (50, 0, 0)])]),
            StackReplay.Member(kind: "Trip", timelines: [timeline(received: 0, [(0, nil, 0), (40, 5, 0)])]),
        ]
        let replay = StackReplay(members: members, start: t0, duration: 3600, settings: SmartRotateSettings())
        #expect(replay.minutes.count == 60)
        let top = { (minute: Int) in replay.minutes[minute].top }
        #expect(top(0) == "Weather")
        #expect(top(29) == "Weather")
        #expect(top(30) == "Workout")
        #expect(top(44) == "Workout")  // Trip is relevant from 40, but the stack rotated at 30
        #expect(top(45) == "Trip")
        #expect(replay.rotations == 2)
        #expect(replay.minutes[30].reason == "rotated to Workout: 1.00 (entry) over Weather 0.00, Trip 0.00")
        #expect(replay.minutes[40].reason == "held: rotated 600 s ago")
        #expect(replay.minutes[30].scores == ["Weather": 0, "Workout": 1, "Trip": 0])
        #expect(replay.minutes[40].scores == ["Weather": 0, "Workout": 0.6, "Trip": 1])
    }

    @Test(arguments: [
        (false, ["A", "B", "B", "B", "B", "B", "B", "B", "B", "B"]),
        (true, ["A", "B", "B", "A", "A", "A", "A", "A", "A", "A"]),
    ])
    func developerModeRotatesAsSoonAsSomethingIsMoreRelevant(developer: Bool, tops: [String]) {
        // A relevant for its first minute and again from minute 3 to 5; B from minute 1 to 3.
        let members = [
            StackReplay.Member(kind: "A", timelines: [timeline(received: 0, [(0, 1, 60), (3, 1, 0), (5, 0, 0)])]),
            StackReplay.Member(kind: "B", timelines: [timeline(received: 0, [(1, 1, 120)])]),
        ]
        let replay = StackReplay(
            members: members, start: t0, duration: 600, settings: SmartRotateSettings().developer(developer))
        #expect(replay.minutes.map(\.top) == tops)
    }

    @Test func aTimelineCountsOnlyOnceItArrived() {
        let members = [
            StackReplay.Member(kind: "A", timelines: []),
            StackReplay.Member(kind: "B", timelines: [timeline(received: 3, [(0, 1, 0)])]),
        ]
        let replay = StackReplay(members: members, start: t0, duration: 300, settings: SmartRotateSettings())
        #expect(replay.minutes.map(\.top) == ["A", "A", "A", "B", "B"])
    }
}

extension StackReplayTests {
    @Test func aSuggestedWidgetJoinsRotatesUpAndLeavesWithItsWindow() {
        let members = [
            StackReplay.Member(kind: "Weather", timelines: [timeline(received: 0, [(0, 0, 0)])]),
            StackReplay.Member(kind: "Trip", timelines: [timeline(received: 0, [(0, nil, 0)])]),
        ]
        let suggestion = StackSuggestion(
            kind: "Trip", start: t0.addingTimeInterval(600), end: t0.addingTimeInterval(1800), origin: .relevantIntent)
        let replay = StackReplay(
            members: members, stackCount: 1, suggestions: [suggestion], start: t0, duration: 2400,
            settings: SmartRotateSettings())
        #expect(replay.minutes[9].members == ["Weather"])
        #expect(replay.minutes[10].members == ["Weather", "Trip"])
        #expect(replay.minutes[10].top == "Trip")
        #expect(replay.minutes[10].reason == "rotated to Trip: 1.00 (suggestion) over Weather 0.00")
        #expect(replay.minutes[30].members == ["Weather"])
        #expect(replay.minutes[30].top == "Weather")
    }

    @Test func anOpenEndLastsTheOpenWindowAndAFullStackTakesNone() {
        let weather = StackReplay.Member(kind: "Weather", timelines: [timeline(received: 0, [(0, 0, 0)])])
        let trip = StackReplay.Member(kind: "Trip", timelines: [timeline(received: 0, [(0, nil, 0)])])
        let open = StackSuggestion(kind: "Trip", start: t0.addingTimeInterval(60), end: nil, origin: .relevantShortcut)
        var settings = SmartRotateSettings()
        settings.openSuggestionWindow = 600
        let replay = StackReplay(
            members: [weather, trip], stackCount: 1, suggestions: [open], start: t0, duration: 900, settings: settings)
        #expect(replay.minutes.map { $0.members.count } == [1] + Array(repeating: 2, count: 10) + [1, 1, 1, 1])
        // Ten widgets of its own: the suggested Trip has no room.
        let own = (1...10).map {
            StackReplay.Member(kind: "W\($0)", timelines: [timeline(received: 0, [(0, 0, 0)])])
        }
        let full = StackReplay(
            members: own + [trip], stackCount: 10, suggestions: [open], start: t0, duration: 300, settings: settings)
        #expect(full.minutes.allSatisfy { !$0.members.contains("Trip") })
    }

    @Test func aSuggestedWidgetOnTopThatLeavesGivesTheTopBackAndJoiningAgainIsARotation() {
        // Workout: its best score (10) for minute 0, then 6 (0.60 of its best) all along.
        // Trip: suggested from minute 20 to 30 and again from 40 to 50.
        let members = [
            StackReplay.Member(kind: "Weather", timelines: [timeline(received: 0, [(0, 0, 0)])]),
            StackReplay.Member(kind: "Workout", timelines: [timeline(received: 0, [(0, 10, 60), (1, 6, 0)])]),
            StackReplay.Member(kind: "Trip", timelines: [timeline(received: 0, [(0, nil, 0)])]),
        ]
        let window = { (from: Double, to: Double) in
            StackSuggestion(
                kind: "Trip", start: self.t0.addingTimeInterval(from * 60), end: self.t0.addingTimeInterval(to * 60),
                origin: .relevantIntent)
        }
        let replay = StackReplay(
            members: members, stackCount: 2, suggestions: [window(20, 30), window(40, 50)], start: t0,
            duration: 3600, settings: SmartRotateSettings())
        let row = { (minute: Int) in
            (replay.minutes[minute].top, replay.minutes[minute].rotated, replay.minutes[minute].reason)
        }
        let joins = "rotated to Trip: 1.00 (suggestion) over Weather 0.00, Workout 0.60"
        #expect(row(0) == ("Workout", true, "rotated to Workout: 1.00 (entry) over Weather 0.00"))
        #expect(row(19) == ("Workout", false, "held: Workout is on top and the most relevant"))
        #expect(row(20) == ("Trip", true, joins))
        // Its window ends: Workout, on top before it, comes back (not Weather, the first).
        #expect(row(30) == ("Workout", false, "Workout back on top: Trip left the stack"))
        #expect(row(39) == ("Workout", false, "held: Workout is on top and the most relevant"))
        // It joins again: a rotation, with its reason.
        #expect(row(40) == ("Trip", true, joins))
        #expect(row(50) == ("Workout", false, "Workout back on top: Trip left the stack"))
        #expect(replay.rotations == 3)
    }

    @Test func donationsOfAMembersIntentAndConfigurationRaiseItAtTheirMinute() {
        // Purchases is configured with {"category":"food"}; Weather is static (no intent type).
        let members = [
            StackReplay.Member(kind: "Weather", timelines: [timeline(received: 0, [(0, 0, 0)])]),
            StackReplay.Member(
                kind: "Purchases", timelines: [timeline(received: 0, [(0, nil, 0)])],
                intentType: "Shop.PurchasesIntent", configuration: #"{"category":"food"}"#),
        ]
        let donation = { (minute: Double, type: String, parameters: String) in
            DonationRecord(
                source: .intents, intentType: type, parameters: parameters,
                date: self.t0.addingTimeInterval(minute * 60),
                identifier: "\(minute)")
        }
        let food = #"{"category":"food"}"#
        let donations = [
            // Two at minute 20 clear the threshold (2) then; other parameters and types never count.
            donation(20, "Shop.PurchasesIntent", food), donation(20, "Shop.PurchasesIntent", food),
            donation(5, "Shop.PurchasesIntent", #"{"category":"books"}"#),
            donation(5, "Shop.PurchasesIntent", #"{"category":"books"}"#),
            donation(5, "Shop.OtherIntent", food), donation(5, "Shop.OtherIntent", food),
        ]
        let replay = StackReplay(
            members: members, donations: donations, start: t0, duration: 1800, settings: SmartRotateSettings())
        #expect(replay.minutes[19].top == "Weather")
        #expect(replay.minutes[19].scores["Purchases"] == 0)
        #expect(replay.minutes[20].top == "Purchases")
        #expect(replay.minutes[20].reason == "rotated to Purchases: 0.75 (donation) over Weather 0.00")
    }
}
