//  WallClockShiftSource.swift — GlimpseHost (Glimpse)
//  Status: Complete
//  Behaviour: a real bundle builds its timeline from its own wall clock (`Date()`), not from the
//  simulated one. This source moves every date of an answer — entry dates, `.after` policy dates,
//  live dates and timer progress — by (simulated request time − wall time when asked), so a
//  replay of any day sees the timeline the bundle would have made then. Text the widget formats
//  itself from `Date()` still shows the wall-clock time.

import Foundation
import GlimpseArchive

/// Wraps a source whose answers are dated on the wall clock and re-dates them onto the request's
/// (simulated) time.
struct WallClockShiftSource: TimelineSource {
    let base: any TimelineSource

    func timelines(bundle: String, requests: [TimelineRequest], timeout: TimeInterval)
        -> [Result<FetchedTimeline, HostError>]
    {
        let asked = Date()
        let answers = base.timelines(bundle: bundle, requests: requests, timeout: timeout)
        return zip(requests, answers).map { request, answer in
            let offset = request.time.timeIntervalSince(asked)
            return answer.map { Self.shift($0, by: offset) }
        }
    }

    static func shift(_ timeline: FetchedTimeline, by offset: TimeInterval) -> FetchedTimeline {
        guard offset != 0 else { return timeline }
        var shifted = timeline
        if case .after(let date) = timeline.policy { shifted.policy = .after(date.addingTimeInterval(offset)) }
        shifted.entries = timeline.entries.map { entry in
            var entry = entry
            entry.date = entry.date.addingTimeInterval(offset)
            entry.archives = entry.archives.map { archive in
                var archive = archive
                archive.content = shift(archive.content, by: offset)
                archive.background = archive.background.map { shift($0, by: offset) }
                return archive
            }
            return entry
        }
        return shifted
    }

    static func shift(_ item: DisplayItem, by offset: TimeInterval) -> DisplayItem {
        switch item {
        case .group(var group):
            group.children = group.children.map { shift($0, by: offset) }
            group.mask = group.mask.map { shift($0, by: offset) }
            return .group(group)
        case .text(var text):
            for line in text.lines.indices {
                for run in text.lines[line].runs.indices {
                    guard var live = text.lines[line].runs[run].live else { continue }
                    live.date = live.date.addingTimeInterval(offset)
                    live.end = live.end?.addingTimeInterval(offset)
                    live.pauseTime = live.pauseTime?.addingTimeInterval(offset)
                    text.lines[line].runs[run].live = live
                }
            }
            return .text(text)
        case .shape(var shape):
            if var live = shape.liveProgress {
                live.start = live.start.addingTimeInterval(offset)
                live.end = live.end.addingTimeInterval(offset)
                shape.liveProgress = live
            }
            return .shape(shape)
        case .image, .symbol:
            return item
        }
    }
}
