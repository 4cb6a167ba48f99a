//  TimelineEntryRelevance+WireTests.swift — WidgetKitTests (Glimpse)
//  Status: Complete
//  Behaviour: a score or duration that is not finite reaches the host as a number (NaN as 0,
//  ±infinity as ±the largest finite), so the timeline answer encodes (a trial's NaN score made
//  the whole timeline fail with "Unable to encode Float.nan").

import Foundation
import GlimpseArchive
import Testing

@testable import WidgetKit

struct TimelineEntryRelevanceWireTests {
    @Test(
        arguments: [
            (Float.nan, 0.0, Float(0), 0.0),  // NaN score
            (.infinity, 60, .greatestFiniteMagnitude, 60),  // infinite score
            (-.infinity, 60, -.greatestFiniteMagnitude, 60),  // minus infinity: the host counts it as 0
            (0.5, .nan, 0.5, 0),  // NaN duration
            (0.5, .infinity, 0.5, .greatestFiniteMagnitude),  // infinite duration
            (0.5, 30, 0.5, 30),  // finite values pass unchanged
        ] as [(Float, Double, Float, Double)])
    func aRelevanceGoesOverTheWireFinite(score: Float, duration: Double, sent: Float, sentDuration: Double) {
        let wire = TimelineEntryRelevance(score: score, duration: duration).wire
        #expect(wire == EntryRelevance(score: sent, duration: sentDuration))
    }

    @Test func aTimelineWithANaNScoreEncodesAndDecodesWithZero() throws {
        let entries = [Float.nan, .infinity, 1].enumerated().map { index, score in
            ArchivedEntry(
                date: Date(timeIntervalSince1970: 1000 + Double(index) * 60),
                relevance: TimelineEntryRelevance(score: score, duration: .nan).wire, archives: [])
        }
        let response = ExtensionResponse(id: 1, entries: entries, policy: .atEnd)
        let decoded = try ArchiveCoding.decoder().decode(ExtensionResponse.self, from: ArchiveCoding.encode(response))
        #expect(decoded.entries?.map { $0.relevance?.score } == [0, .greatestFiniteMagnitude, 1])
        #expect(decoded.entries?.map { $0.relevance?.duration } == [0, 0, 0])
    }
}
