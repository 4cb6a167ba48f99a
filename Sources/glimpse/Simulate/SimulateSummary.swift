//  SimulateSummary.swift — glimpse (Glimpse)
//  Status: Complete
//  Behaviour: issue 3 "make its output something a developer wants to read": summary.txt — the
//  figures first (provider calls, entries shown, reloads granted and refused, budget left,
//  staleness), then the reloads with their reasons, what was on screen, the stale spans, errors
//  and warnings. A failed reload names its error's code; the message is in Errors only. Long
//  lists stop at `listLimit` rows and point at report.json.

import Foundation
import GlimpseArchive
import GlimpseHost

/// The readable account of a replay.
struct SimulateSummary {
    let report: SimulationReport
    let context: SimulateContext

    /// Rows shown per list before "… and N more".
    static let listLimit = 48

    /// The whole summary, ending in a newline.
    var text: String {
        var sections = [header, figures, reloads, shown, stale]
        if !report.errors.isEmpty { sections.append(issues("Errors", report.errors)) }
        if !report.warnings.isEmpty { sections.append(issues("Warnings", report.warnings)) }
        return sections.joined(separator: "\n\n") + "\n"
    }

    // MARK: - Sections

    private var header: String {
        "glimpse simulate · \(context.widgetLine)\n\(context.spanLine) · replayed in "
            + String(format: "%.1f s", report.wallTime)
    }

    private var figures: String {
        let t = report.totals
        let outcomes = Self.outcomes(report.providerCalls)
        let entryCount = report.timelines.reduce(0) { $0 + $1.entries.count }
        let lowest = report.budget.map(\.remaining).min() ?? t.budgetRemaining
        let views = report.plan.views
        let viewed = views.map { SimulateDuration.describe($0.reduce(0) { $0 + $1.duration }) }
        var stale = t.staleSeconds > 0 ? SimulateDuration.describe(t.staleSeconds) : "never"
        stale += views == nil ? " (the widget was viewed all the time)" : " while viewed (viewed \(viewed!))"
        if views != nil, report.staleness.totalSeconds > 0 {
            stale += ", \(SimulateDuration.describe(report.staleness.totalSeconds)) in all"
        }
        if report.timelines.isEmpty {
            // Not stale in the budget's sense (nothing was asked for in vain), but never up to date.
            let failed = Self.plural(t.failedReloads, "failed reload", "failed reloads")
            stale = "all the time: the widget never got a timeline (\(failed)), so it never showed an entry"
        }
        let rows: [(String, String)] = [
            ("Provider calls", "\(t.providerCalls)" + (outcomes.isEmpty ? "" : "  (\(outcomes))")),
            ("Timelines", "\(report.timelines.count)  (\(Self.plural(entryCount, "entry", "entries")))"),
            ("Entries shown", "\(t.entriesShown)"),
            ("Live updates", "\(report.liveUpdates)  (re-renders of timers and progress without a reload)"),
            (
                "Reloads granted",
                "\(t.reloadsGranted)  (\(t.chargedReloads) charged, \(t.freeReloads) free, \(t.failedReloads) failed)"
            ),
            ("Reloads refused", "\(t.reloadsRefused)"),
            ("Budget left", "\(t.budgetRemaining) of \(t.budgetLimit) at the end (lowest \(lowest))"),
            ("Stale", stale),
        ]
        return Self.table(rows.map { [$0.0, $0.1] })
    }

    private var reloads: String {
        guard !report.reloads.isEmpty else { return "Reloads\n  none" }
        var rows = [["time", "reason", "charge", "result", "budget left", "detail"]]
        let records: [SimulationReport.ReloadRecord] = report.reloads.map(referringToErrors)
        let runs = SimulateRuns.group(records) { a, b in
            a.reason == b.reason && a.charged == b.charged && a.granted == b.granted && a.outcome == b.outcome
                && a.detail == b.detail
        }
        for run in runs {
            let first = run.first!, last = run.last!
            let charge = !first.granted ? "—" : first.charged ? "charged" : "free"
            let result = first.granted ? first.outcome.rawValue : "REFUSED"
            if run.count == 1 {
                var detail = first.detail
                if first.waited >= 1 {
                    detail += (detail.isEmpty ? "" : "; ") + "waited \(SimulateDuration.describe(first.waited))"
                }
                rows.append([
                    context.time(first.time), first.reason.rawValue, charge, result, "\(first.budgetRemaining)", detail,
                ])
                continue
            }
            var detail = [SimulateRuns.cadence(run.map(\.time))]
            if !first.detail.isEmpty { detail.append(first.detail) }
            let waited = run.reduce(0) { $0 + $1.waited } / Double(run.count)
            if waited >= 1 { detail.append("waited \(SimulateDuration.describe(waited)) on average") }
            rows.append([
                "\(context.time(first.time)) … \(context.time(last.time))", first.reason.rawValue, charge,
                "\(result) ×\(run.count)", "\(first.budgetRemaining) → \(last.budgetRemaining)",
                detail.joined(separator: "; "),
            ])
        }
        return "Reloads\n" + Self.table(limited(rows, header: 1), indent: 2)
    }

    /// `reload` with a failure's message replaced by its code and "see Errors": the message is
    /// printed once, in the Errors section (a crash's message three times was a trial's finding).
    private func referringToErrors(_ reload: SimulationReport.ReloadRecord) -> SimulationReport.ReloadRecord {
        guard reload.outcome == .failed,
            let issue = report.errors.first(where: { $0.time == reload.time && $0.message == reload.detail })
        else { return reload }
        var shortened = reload
        shortened.detail = "\(issue.code) (see Errors)"
        return shortened
    }

    private var shown: String {
        guard !report.shown.isEmpty else { return "On screen\n  nothing (no timeline arrived)" }
        let stale = { (entry: SimulationReport.ShownEntry) in
            report.staleness.spans.contains { $0.overlap(with: entry.span) > 0 }
        }
        let runs = SimulateRuns.group(report.shown) { a, b in
            abs(a.span.duration - b.span.duration) < 2 && stale(a) == stale(b)
                && report.timelines[a.archive.timeline].entries.count
                    == report.timelines[b.archive.timeline].entries.count
        }
        var rows: [[String]] = []
        for run in runs {
            let first = run.first!, last = run.last!
            let timeline = report.timelines[first.archive.timeline]
            if run.count == 1 {
                rows.append([
                    context.span(first.span), SimulateDuration.describe(first.span.duration),
                    "timeline \(first.archive.timeline + 1), entry \(first.archive.entry + 1) of \(timeline.entries.count)",
                    "dated \(context.time(first.entryDate))", stale(first) ? "stale for part of it" : "",
                ])
                continue
            }
            let timelines = Set(run.map(\.archive.timeline)).count
            let which =
                timelines == 1
                ? "timeline \(first.archive.timeline + 1), entries \(first.archive.entry + 1)–\(last.archive.entry + 1)"
                : "timelines \(first.archive.timeline + 1)–\(last.archive.timeline + 1)"
            rows.append([
                "\(context.time(first.span.start))–\(context.time(last.span.end))",
                SimulateDuration.describe(last.span.end.timeIntervalSince(first.span.start)),
                "\(run.count) entries of \(SimulateDuration.describe(first.span.duration)) each (\(which))",
                "", stale(first) ? "stale for part of each" : "",
            ])
        }
        return "On screen\n" + Self.table(limited(rows, header: 0), indent: 2)
    }

    private var stale: String {
        let spans = report.staleness.spans
        if report.timelines.isEmpty {
            return "Stale spans\n  all of the replay: no reload ever brought a timeline (see Errors)"
        }
        guard !spans.isEmpty else { return "Stale spans\n  none: every reload the widget asked for came in time" }
        let views = report.plan.views
        let viewed = { (spans: ArraySlice<TimeSpan>) -> [String] in
            guard let views else { return [] }
            let seconds = spans.reduce(0) { $0 + $1.overlap(with: views) }
            return ["\(SimulateDuration.describe(seconds)) while viewed"]
        }
        let runs = SimulateRuns.group(spans) { a, b in abs(a.duration - b.duration) < 2 }
        var rows: [[String]] = []
        for run in runs {
            let first = run.first!, last = run.last!
            if run.count == 1 {
                rows.append([context.span(first), SimulateDuration.describe(first.duration)] + viewed(run))
                continue
            }
            let total = run.reduce(0) { $0 + $1.duration }
            rows.append(
                [
                    "\(context.time(first.start))–\(context.time(last.end))",
                    "\(run.count) spans of \(SimulateDuration.describe(first.duration)), "
                        + "\(SimulateRuns.cadence(run.map(\.start))): \(SimulateDuration.describe(total))",
                ] + viewed(run))
        }
        return "Stale spans (the widget wanted a reload it did not get)\n"
            + Self.table(limited(rows, header: 0), indent: 2)
    }

    /// One row per issue; a run of the same code in a row is one row with its times and count
    /// ("09:00–14:00 ×6") and the last message (the latest state), so a bundle that fails every
    /// hour reads once.
    private func issues(_ title: String, _ issues: [SimulationReport.Issue]) -> String {
        var groups: [(first: SimulationReport.Issue, last: SimulationReport.Issue, count: Int)] = []
        for issue in issues {
            if let last = groups.last, last.first.code == issue.code {
                groups[groups.count - 1] = (last.first, issue, last.count + 1)
            } else {
                groups.append((issue, issue, 1))
            }
        }
        let rows = groups.map { group -> [String] in
            let time =
                group.count == 1
                ? context.time(group.first.time)
                : "\(context.time(group.first.time))–\(context.time(group.last.time)) ×\(group.count)"
            return [time, group.last.code, group.last.message]
        }
        return "\(title)\n" + Self.table(limited(rows, header: 0), indent: 2)
    }

    // MARK: - Layout

    /// `rows` cut to `listLimit` (after `header` rows), with a last row saying how many were left out.
    private func limited(_ rows: [[String]], header: Int) -> [[String]] {
        guard rows.count - header > Self.listLimit else { return rows }
        let left = rows.count - header - Self.listLimit
        return Array(rows.prefix(header + Self.listLimit)) + [["… and \(left) more (all of them are in report.json)"]]
    }

    /// Rows in left-aligned columns two spaces apart; trailing spaces trimmed. A row with one
    /// cell is not aligned (notes).
    static func table(_ rows: [[String]], indent: Int = 0) -> String {
        let columns = rows.filter { $0.count > 1 }.map(\.count).max() ?? 0
        var widths = [Int](repeating: 0, count: columns)
        for row in rows where row.count > 1 {
            for (i, cell) in row.enumerated() where i < row.count - 1 { widths[i] = max(widths[i], cell.count) }
        }
        let pad = String(repeating: " ", count: indent)
        return rows.map { row in
            guard row.count > 1 else { return pad + (row.first ?? "") }
            let cells = row.enumerated().map { i, cell in
                i < row.count - 1 ? cell.padding(toLength: widths[i], withPad: " ", startingAt: 0) : cell
            }
            var line = pad + cells.joined(separator: "  ")
            while line.hasSuffix(" ") { line.removeLast() }
            return line
        }.joined(separator: "\n")
    }

    /// "4 ok, 1 timeout": provider call outcomes, most frequent first.
    static func outcomes(_ calls: [SimulationReport.ProviderCall]) -> String {
        var counts: [String: Int] = [:]
        for call in calls { counts[call.outcome, default: 0] += 1 }
        let sorted = counts.sorted { a, b in a.value != b.value ? a.value > b.value : a.key < b.key }
        return sorted.map { "\($0.value) \($0.key)" }.joined(separator: ", ")
    }

    static func plural(_ n: Int, _ one: String, _ many: String) -> String { "\(n) \(n == 1 ? one : many)" }
}
