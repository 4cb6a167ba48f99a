//  LiveDate+AlwaysOn.swift — GlimpseRender (Glimpse)
//  Status: Complete
//  Behaviour: live dates at minute granularity while luminance is reduced. Apple updates Always
//  On interfaces at most once a minute and advises hiding seconds there (HIG "Always On"); it
//  publishes no format, so Glimpse keeps each style's minutes and drops its seconds, as below.

import Foundation
import GlimpseArchive

extension LiveDate {
    /// The text shown at `now` with luminance reduced: minutes exact, seconds hidden.
    ///
    /// - `.timer`, `.timerInterval`: the seconds field becomes `--`: "8:30" → "8:--",
    ///   "1:02:05" → "1:02:--". The minutes are those shown at `now`.
    /// - `.relative`: the seconds part is dropped: "11 min, 14 sec" → "11 min"; under a minute,
    ///   "0 min". Longer spans ("2 hours, 23 minutes") already have no seconds.
    /// - `.offset`: a span under a minute ("-45 seconds") shows "0 minutes".
    /// - `.time`, `.date`, `.interval`: unchanged (they never change by themselves).
    func minuteGranularText(at now: Date) -> String {
        let full = text(at: now)
        switch style {
        case .time, .date, .interval:
            return full
        case .timer, .timerInterval:
            guard let colon = full.lastIndex(of: ":") else { return full }
            return full[...colon] + "--"
        case .relative:
            if let comma = full.range(of: ", "), full.hasSuffix(" sec") { return String(full[..<comma.lowerBound]) }
            if full.hasSuffix(" sec") { return "0 min" }
            return full
        case .offset:
            return full.hasSuffix(" second") || full.hasSuffix(" seconds") ? "0 minutes" : full
        }
    }
}
