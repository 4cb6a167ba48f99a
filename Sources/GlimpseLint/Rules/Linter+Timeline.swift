//  Linter+Timeline.swift — GlimpseLint (Glimpse)
//  Status: Complete
//  Behaviour: "Keeping a widget up to date": entries about 5 minutes apart at least
//  (`timeline.entriesTooClose`), a reload asked for no sooner than that
//  (`timeline.reloadTooSoon`), reloads within the daily budget over a 24-hour replay of the
//  widget's own policy (`timeline.budgetExhausted`, from `glimpse simulate`'s host); and
//  `timeline.slow`, a `getTimeline` slower than `timelineBudget` real seconds.

import Foundation
import GlimpseArchive

extension Linter {
    func timelineFindings(_ family: LintFamily, kind: String) -> [LintFinding] {
        var findings: [LintFinding] = []
        let dates = family.entries.map(\.date).sorted()
        let gaps = zip(dates, dates.dropFirst()).map { $1.timeIntervalSince($0) }
        let close = gaps.filter { $0 < minimumEntrySpacing }
        if let smallest = close.min() {
            findings.append(
                LintFinding(
                    .entriesTooClose, kind: kind, family: family.family, entry: "timeline",
                    message: "\(close.count) of \(gaps.count) gaps between entries are under "
                        + "\(Self.duration(minimumEntrySpacing)); the smallest is \(Self.duration(smallest))"))
        }
        if case .after(let date) = family.policy, date.timeIntervalSince(family.requested) < minimumEntrySpacing {
            findings.append(
                LintFinding(
                    .reloadTooSoon, kind: kind, family: family.family, entry: "timeline",
                    message:
                        "the policy asks for the next reload \(Self.duration(date.timeIntervalSince(family.requested))) "
                        + "after the request; WidgetKit waits at least \(Self.duration(minimumEntrySpacing))"))
        }
        if let seconds = family.timelineSeconds, seconds > timelineBudget {
            findings.append(
                LintFinding(
                    .slowTimeline, kind: kind, family: family.family, entry: "timeline",
                    message:
                        "getTimeline took \(Self.seconds(seconds)), over the budget of \(Self.seconds(timelineBudget))")
            )
        }
        return findings
    }

    func budgetFindings(_ forecast: LintForecast, _ widget: LintWidget) -> [LintFinding] {
        guard forecast.refusedReloads > 0 else { return [] }
        let when = forecast.firstRefusalAfter.map { " after \(Self.duration($0))" } ?? ""
        return [
            LintFinding(
                .budgetExhausted, kind: widget.description.kind, family: widget.families.first?.family,
                message: "over 24 hours the policy uses all \(forecast.budgetLimit) reloads of the daily budget"
                    + "\(when); \(forecast.refusedReloads) more were refused and the widget went stale")
        ]
    }

    /// `45 s`, `4 min 10 s`, `2 h 5 min`: a duration as findings print it (negative: `-30 s`).
    static func duration(_ seconds: TimeInterval) -> String {
        let total = Int(seconds.rounded())
        guard total >= 0 else { return "-" + duration(-seconds) }
        let (hours, minutes, rest) = (total / 3600, total % 3600 / 60, total % 60)
        if hours > 0 { return minutes > 0 ? "\(hours) h \(minutes) min" : "\(hours) h" }
        if minutes > 0 { return rest > 0 ? "\(minutes) min \(rest) s" : "\(minutes) min" }
        return "\(rest) s"
    }

    /// `0.25 s`, `6.1 s`.
    static func seconds(_ value: TimeInterval) -> String {
        value < 1 ? String(format: "%.2f s", value) : String(format: "%.1f s", value)
    }
}
