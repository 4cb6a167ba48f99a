//  EntryRelevanceHistoryTests.swift — GlimpseHostTests (Glimpse)
//  Status: Complete
//  Behaviour: an entry's score relative to the widget's own history, for its duration (0: until
//  the next relevance); bad scores and durations made harmless (issue 13 "Bad input").

import Foundation
import GlimpseHost
import Testing

struct EntryRelevanceHistoryTests {
    let t0 = Date(timeIntervalSince1970: 2_000_000)

    private func mark(_ minute: Double, _ score: Float, _ duration: Double) -> EntryRelevanceHistory.Mark {
        EntryRelevanceHistory.Mark(date: t0.addingTimeInterval(minute * 60), score: score, duration: duration)
    }

    @Test(arguments: [
        // (minute asked, expected normalised score)
        (-1.0, 0.0),  // before any mark
        (0.0, 0.5),  // 5 of the best 10
        (9.0, 0.5),  // a 0 duration lasts until the next mark
        (10.0, 1.0),  // the best
        (14.9, 1.0),
        (15.0, 0.0),  // its 300 s are over
        (20.0, 0.0),  // score 0: do not rotate for this
    ])
    func theScoreInForceOverTheWidgetsBest(minute: Double, expected: Double) {
        let history = EntryRelevanceHistory([mark(0, 5, 0), mark(10, 10, 300), mark(20, 0, 0)])
        #expect(history.normalizedScore(at: t0.addingTimeInterval(minute * 60), window: 86_400) == expected)
    }

    @Test func oldMarksOutsideTheWindowNoLongerSetTheScale() {
        let history = EntryRelevanceHistory([mark(0, 100, 60), mark(60 * 24 * 8, 10, 0)])
        let later = t0.addingTimeInterval(60 * 60 * 24 * 8)
        #expect(history.normalizedScore(at: later, window: 7 * 86_400) == 1)
        #expect(history.normalizedScore(at: later, window: 9 * 86_400) == 0.1)
    }

    @Test(arguments: [
        // (score, duration) → (kept score, kept duration)
        (Float.nan, 60.0, 0.0, 60.0),
        (-5, 60, 0, 60),
        (Float.infinity, 60, Double(Float.greatestFiniteMagnitude), 60),
        (3, -10, 3, 0),
        (3, .nan, 3, 0),
        (3, 1e12, 3, 10 * 365 * 86_400),
    ])
    func badValuesAreMadeHarmless(score: Float, duration: Double, keptScore: Double, keptDuration: Double) {
        let mark = EntryRelevanceHistory.Mark(date: t0, score: score, duration: duration)
        #expect(mark.score == keptScore)
        #expect(mark.duration == keptDuration)
    }
}
