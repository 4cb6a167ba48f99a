//  TimelineEntryRelevance+Wire.swift — WidgetKit (Glimpse)
//  Status: Complete
//  Behaviour: README host rules "a widget's score" and issue 13 "Bad input": JSON has no NaN or
//  infinity, so a score or duration that is not finite would make the whole timeline answer
//  fail to encode. The bundle sends NaN as 0 and ±infinity as ±the largest finite value, so the
//  timeline arrives and the host's rule (negative or NaN counts as 0, infinite as the largest
//  finite) decides.

internal import GlimpseArchive

extension TimelineEntryRelevance {
    /// The relevance as it goes over the wire: every value finite (see the file's header).
    var wire: EntryRelevance {
        EntryRelevance(score: score.finiteForJSON, duration: duration.finiteForJSON)
    }
}
