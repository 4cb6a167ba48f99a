//  SmartRotateTests.swift — GlimpseHostTests (Glimpse)
//  Status: Complete
//  Behaviour: Glimpse's Smart Rotate rules as tables: scores over time → the widget on top
//  (issue 13 "Must show").

import Foundation
import GlimpseHost
import Testing

struct SmartRotateTests {
    let a = InstanceID(1), b = InstanceID(2), c = InstanceID(3)
    let t0 = Date(timeIntervalSince1970: 1_000_000)

    private func scores(_ values: [Double], source: RelevanceSource = .entry) -> [StackMemberScore] {
        zip([a, b, c], values).map { StackMemberScore(instance: $0, score: $1, source: source) }
    }

    struct Row: CustomTestStringConvertible, Sendable {
        let name: String
        let scores: [Double]
        let topReason: WidgetStack.TopReason
        /// Seconds before now the top changed / the stack last rotated (nil: never).
        let chosenAgo: Double?
        let rotatedAgo: Double?
        let developer: Bool
        /// The expected top, as an index into [a, b, c].
        let top: Int
        /// The top before the decision, as an index into [a, b, c].
        var shown = 0
        var testDescription: String { name }
    }

    static let rows: [Row] = [
        Row(
            name: "the most relevant above the threshold goes on top", scores: [0.2, 0.9, 0.6], topReason: .added,
            chosenAgo: nil, rotatedAgo: nil, developer: false, top: 1),
        Row(
            name: "nobody above the threshold: the top stays", scores: [0.1, 0.5, 0.4], topReason: .added,
            chosenAgo: nil, rotatedAgo: nil, developer: false, top: 0),
        Row(
            name: "ties go to the earlier member", scores: [0, 0.8, 0.8], topReason: .added,
            chosenAgo: nil, rotatedAgo: nil, developer: false, top: 1),
        Row(
            name: "a pinned top is never rotated away", scores: [0, 1, 0], topReason: .pinned,
            chosenAgo: 99_999, rotatedAgo: nil, developer: true, top: 0),
        Row(
            name: "a person's recent choice holds", scores: [0, 1, 0], topReason: .swiped,
            chosenAgo: 1800, rotatedAgo: nil, developer: false, top: 0),
        Row(
            name: "a person's choice expires after the hold", scores: [0, 1, 0], topReason: .swiped,
            chosenAgo: 3600, rotatedAgo: nil, developer: false, top: 1),
        Row(
            name: "Developer Mode lifts the hold", scores: [0, 1, 0], topReason: .swiped,
            chosenAgo: 10, rotatedAgo: nil, developer: true, top: 1),
        Row(
            name: "one rotation per interval", scores: [0, 1, 0], topReason: .rotated,
            chosenAgo: 600, rotatedAgo: 600, developer: false, top: 0),
        Row(
            name: "after the interval it rotates again", scores: [0, 1, 0], topReason: .rotated,
            chosenAgo: 900, rotatedAgo: 900, developer: false, top: 1),
        Row(
            name: "Developer Mode lifts the interval", scores: [0, 1, 0], topReason: .rotated,
            chosenAgo: 1, rotatedAgo: 1, developer: true, top: 1),
        // Issue 13 trial: a tie rotated the top away (to the earlier member), so stacks flapped.
        Row(
            name: "a tie holds the top: a challenger must beat it strictly", scores: [0, 1, 1], topReason: .rotated,
            chosenAgo: 3600, rotatedAgo: 3600, developer: false, top: 2, shown: 2),
        Row(
            name: "a tie holds the top in Developer Mode too", scores: [0.75, 0, 0.75], topReason: .added,
            chosenAgo: nil, rotatedAgo: nil, developer: true, top: 2, shown: 2),
        Row(
            name: "a challenger that beats the top strictly rotates", scores: [0, 0.76, 0.75], topReason: .rotated,
            chosenAgo: 3600, rotatedAgo: 3600, developer: false, top: 1, shown: 2),
        Row(
            name: "NaN and negative scores count as 0", scores: [.nan, -3, 0.7], topReason: .added,
            chosenAgo: nil, rotatedAgo: nil, developer: false, top: 2),
    ]

    @Test(arguments: rows)
    func theTopFollowsTheRules(row: Row) {
        let now = t0
        let stack = WidgetStack(instances: [a, b, c], top: [a, b, c][row.shown], topReason: row.topReason)
        let state = StackRotationState(
            stack: stack, topChanged: row.chosenAgo.map { now.addingTimeInterval(-$0) },
            lastRotation: row.rotatedAgo.map { now.addingTimeInterval(-$0) })
        var settings = SmartRotateSettings()
        settings.developerMode = row.developer
        let decision = SmartRotate.decide(state, scores: scores(row.scores), at: now, settings: settings)
        #expect(decision.top == [a, b, c][row.top], "\(decision.reason)")
        #expect(decision.rotated == (row.top != row.shown))
    }

    @Test func aDayOfScoresRotatesOncePerIntervalAndRecordsWhy() {
        // Minute by minute: b becomes relevant at minute 10, c more so at minute 15, a at minute 40.
        let timeline: [(minute: Int, scores: [Double])] = [
            (0, [0, 0, 0]), (10, [0, 0.9, 0]), (15, [0, 0.9, 1]), (30, [0, 0.9, 1]), (40, [1, 0, 0.2]),
        ]
        var state = StackRotationState(stack: WidgetStack(instances: [a, b, c]))
        var tops: [Int: InstanceID?] = [:]
        var reasons: [String] = []
        for (minute, values) in timeline {
            let now = t0.addingTimeInterval(Double(minute) * 60)
            let decision = SmartRotate.decide(state, scores: scores(values), at: now, settings: SmartRotateSettings())
            SmartRotate.apply(decision, to: &state, at: now)
            tops[minute] = state.stack.shown
            if decision.rotated { reasons.append(decision.reason) }
        }
        #expect(tops == [0: a, 10: b, 15: b, 30: c, 40: c])
        #expect(
            reasons == [
                "rotated to #2: 0.90 (entry) over #1 0.00, #3 0.00",
                "rotated to #3: 1.00 (entry) over #1 0.00, #2 0.90",
            ])
        #expect(state.stack.topReason == .rotated)
    }

    @Test func theBestSourceWinsAndIsNamed() {
        let member = StackMemberScore.best(b, [(.entry, 0.3), (.suggestion, 1), (.donation, 0.75)])
        #expect(member.score == 1 && member.source == .suggestion)
        let state = StackRotationState(stack: WidgetStack(instances: [a, b]))
        let decision = SmartRotate.decide(
            state, scores: [StackMemberScore(instance: a, score: 0.6, source: .entry), member], at: t0,
            settings: SmartRotateSettings())
        #expect(decision.source == .suggestion)
        #expect(decision.reason == "rotated to #2: 1.00 (suggestion) over #1 0.60")
    }
}
