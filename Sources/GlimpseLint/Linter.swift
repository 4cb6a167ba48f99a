//  Linter.swift — GlimpseLint (Glimpse)
//  Status: Complete for the rules of issue 9
//  Behaviour: issue 9 "A checker for a good widget experience": runs every rule over what the
//  host collected (`LintWidget`) and returns the findings, widget by widget, family by family,
//  in `LintRule.all`'s order within each.

public import Foundation
import GlimpseArchive

/// Checks widgets against Apple's guidance for a good widget experience.
public struct Linter: Sendable {
    /// Real seconds `getTimeline` may take before `timeline.slow` fires: 5 by default. Apple
    /// publishes no limit; the host stops a provider after 15 s (`HostSettings.providerTimeout`).
    public var timelineBudget: TimeInterval
    /// Seconds two entries (or a reload) should be apart: 300 (Keeping a widget up to date).
    public var minimumEntrySpacing: TimeInterval = 300
    /// Text smaller than this many points fires `text.minimumSize`: 11 (HIG, Widgets).
    public var minimumTextSize: Double = 11

    public init(timelineBudget: TimeInterval = 5) {
        self.timelineBudget = timelineBudget
    }

    /// The findings of a whole bundle: each widget's, then one `process.footprint` finding.
    ///
    /// - Parameter footprint: The bundle's largest footprint sampled while it answered, and the
    ///   limit a host kills at; nil when it could not be measured (an info finding says so).
    public func findings(for widgets: [LintWidget], footprint: LintFootprint? = nil) -> [LintFinding] {
        widgets.flatMap(findings(for:)) + [footprintFinding(footprint)]
    }

    /// The findings of one widget: the configuration's, then each family's.
    public func findings(for widget: LintWidget) -> [LintFinding] {
        let kind = widget.description.kind
        var findings = configurationFindings(widget.description)
        for family in widget.families {
            var found = family.failures.map {
                LintFinding(
                    .providerFailed, kind: kind, family: family.family, entry: $0.method,
                    message: "\($0.method) failed (\($0.code)): \($0.message)")
            }
            found += backgroundFindings(family, widget.description)
            found += textFindings(family, kind: kind)
            found += boundsFindings(family, widget.description)
            found += placeholderFindings(family, kind: kind)
            found += timelineFindings(family, kind: kind)
            found += launcherFindings(family, kind: kind)
            for index in found.indices { found[index].dynamicTypeSize = family.dynamicTypeSize }
            findings += found
        }
        if let forecast = widget.forecast { findings += budgetFindings(forecast, widget) }
        return findings
    }
}
