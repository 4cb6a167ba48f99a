//  LiveResolver.swift — GlimpseRender (Glimpse)
//  Status: Complete
//  Behaviour: ARCHITECTURE.md "The archive": the host resolves live dates and timer progress
//  at display time (reference widgetkit.md §5.4). A live run's text is replaced by its value
//  at the render date and aligned within the width the extension reserved; a live progress
//  shape gets the path of its fraction at that date. With luminance reduced (Always On), text
//  is shown at minute granularity and the host wakes at most once a minute (`AlwaysOn`).

public import Foundation
public import GlimpseArchive
import GlimpseText

/// Resolves an archive's live content for one instant.
public enum LiveResolver {
    /// `archive` as it shows at `date`: live text and progress resolved; everything else as is.
    /// - Parameter luminanceReduced: Always On: live text drops its seconds
    ///   (`LiveDate.minuteGranularText(at:)`, e.g. a timer shows "8:--").
    public static func resolve(_ archive: WidgetArchive, at date: Date, luminanceReduced: Bool = false)
        -> WidgetArchive
    {
        var a = archive
        a.transformLayers { resolve($0, at: date, luminanceReduced: luminanceReduced) }
        return a
    }

    /// The next instant after `date` at which drawing `archive` changes, or nil when it never
    /// does by itself (a host wakes up then, not more often). `scale` is pixels per point.
    ///
    /// - Parameter luminanceReduced: Always On: the answer is moved to the first whole minute of
    ///   the wall clock at or after the change (and after `date`), so a host following it redraws
    ///   at most once a minute, together with the face's clock.
    public static func nextChange(
        of archive: WidgetArchive, after date: Date, scale: Double, luminanceReduced: Bool = false
    ) -> Date? {
        guard luminanceReduced else { return naturalNextChange(of: archive, after: date, scale: scale) }
        return naturalNextChange(of: archive, after: date, scale: scale).map {
            AlwaysOn.minuteBoundary(atOrAfter: $0, after: date)
        }
    }

    /// The next change at full granularity.
    private static func naturalNextChange(of archive: WidgetArchive, after date: Date, scale: Double) -> Date? {
        var next: Date?
        func consider(_ d: Date?) {
            guard let d else { return }
            next = next.map { min($0, d) } ?? d
        }
        func walk(_ item: DisplayItem) {
            switch item {
            case .group(let g):
                g.children.forEach(walk)
                g.mask.map(walk)
            case .text(let t):
                for line in t.lines { for run in line.runs { consider(run.live?.nextChange(after: date)) } }
            case .shape(let s): consider(s.liveProgress?.nextChange(after: date, scale: scale))
            case .image, .symbol: break
            }
        }
        archive.layers.forEach(walk)
        return next
    }

    /// Whether `archive` has anything live.
    public static func hasLiveContent(_ archive: WidgetArchive) -> Bool {
        naturalNextChange(of: archive, after: .distantPast, scale: 1) != nil
            || archive.layers.contains(where: containsLive)
    }

    // MARK: - Steps

    private static func containsLive(_ item: DisplayItem) -> Bool {
        switch item {
        case .group(let g): return g.children.contains(where: containsLive) || g.mask.map(containsLive) == true
        case .text(let t): return t.lines.contains { $0.runs.contains { $0.live != nil } }
        case .shape(let s): return s.liveProgress != nil
        case .image, .symbol: return false
        }
    }

    /// Points a live value may exceed its reserved width by before it is truncated (rounding).
    private static let widthTolerance = 0.5

    /// `run`'s text cut at its tail with "…" to fit in `width` points, as the layout truncates.
    private static func truncated(_ run: TextRun, to width: Double) -> String {
        let result = TextLayout.layout(
            TextLayoutRequest(
                runs: [StyledRun(text: run.text, font: run.font, tracking: run.tracking ?? 0)], width: width,
                lineLimit: 1, truncation: .tail))
        return result.lines.first.map { $0.runs.map(\.text).joined() } ?? ""
    }

    private static func resolve(_ item: DisplayItem, at date: Date, luminanceReduced: Bool) -> DisplayItem {
        switch item {
        case .group(var g):
            g.children = g.children.map { resolve($0, at: date, luminanceReduced: luminanceReduced) }
            g.mask = g.mask.map { resolve($0, at: date, luminanceReduced: luminanceReduced) }
            return .group(g)
        case .text(var t):
            guard t.lines.contains(where: { $0.runs.contains { $0.live != nil } }) else { return item }
            for i in t.lines.indices {
                t.lines[i].runs = t.lines[i].runs.map { run in
                    guard let live = run.live else { return run }
                    var r = run
                    r.text = luminanceReduced ? live.minuteGranularText(at: date) : live.text(at: date)
                    var width = TextLayout.singleLineWidth([
                        StyledRun(text: r.text, font: r.font, tracking: r.tracking ?? 0)
                    ])
                    if width > run.width + widthTolerance {
                        // Wider than the layout reserved (it truncated the value, e.g. at a large
                        // Dynamic Type size): cut it the same way, never past its neighbours.
                        r.text = truncated(r, to: run.width)
                        width = TextLayout.singleLineWidth([
                            StyledRun(text: r.text, font: r.font, tracking: r.tracking ?? 0)
                        ])
                    }
                    r.x = run.x + (run.width - width) * (run.liveAlignment ?? 0)
                    r.width = width
                    return r
                }
            }
            return .text(t)
        case .shape(var s):
            guard let live = s.liveProgress else { return item }
            s.path = live.path(at: date)
            return .shape(s)
        case .image, .symbol: return item
        }
    }
}
