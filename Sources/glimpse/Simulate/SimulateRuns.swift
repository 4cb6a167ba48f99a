//  SimulateRuns.swift — glimpse (Glimpse)
//  Status: Complete
//  Behaviour: the summary's lists stay readable: a run of alike rows (a reload every 5 minutes
//  for six hours) is one line with its count and cadence, not 72.

import Foundation

/// Groups consecutive alike rows.
enum SimulateRuns {
    /// Runs this long or longer become one line; shorter ones stay rows of their own.
    static let minimumRun = 4

    /// `items` cut into consecutive runs whose neighbours are `alike`; a run shorter than
    /// `minimum` is split into single items. Order is kept.
    static func group<T>(_ items: [T], minimum: Int = minimumRun, alike: (T, T) -> Bool) -> [ArraySlice<T>] {
        var runs: [ArraySlice<T>] = []
        var start = 0
        for index in items.indices.dropFirst() where !alike(items[index - 1], items[index]) {
            runs += split(items[start..<index], minimum: minimum)
            start = index
        }
        if !items.isEmpty { runs += split(items[start...], minimum: minimum) }
        return runs
    }

    private static func split<T>(_ run: ArraySlice<T>, minimum: Int) -> [ArraySlice<T>] {
        run.count >= minimum ? [run] : run.indices.map { run[$0...$0] }
    }

    /// "every 5 min" when the gaps between `times` agree within 2 s; else "every 5–9 min".
    static func cadence(_ times: [Date]) -> String {
        let gaps = zip(times, times.dropFirst()).map { $1.timeIntervalSince($0) }
        guard let low = gaps.min(), let high = gaps.max() else { return "once" }
        if high - low < 2 { return "every \(SimulateDuration.describe(low))" }
        return "every \(SimulateDuration.describe(low))–\(SimulateDuration.describe(high))"
    }
}
