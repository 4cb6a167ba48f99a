//  FetchedTimeline+Shift.swift — GlimpseHost (Glimpse)
//  Status: Complete
//  Behaviour: Docs/ExtensionProtocol.md "Time": a bundle that cannot set its wall clock to a
//  simulated request time builds its timeline from its own clock. Moving every date of the
//  answer — entry dates, `.after` policy dates, live dates and timer progress — by (request time
//  − the bundle's clock) gives the timeline it would have made at the request's time, except for
//  text the widget formats itself from `Date()` and for calendar-aligned dates (a reload at
//  12:00 lands at 12:00 + the offset).

import Foundation
import GlimpseArchive

extension FetchedTimeline {
    /// This timeline with every date moved by `offset` seconds.
    func shifted(by offset: TimeInterval) -> FetchedTimeline {
        guard offset != 0 else { return self }
        var shifted = self
        if case .after(let date) = policy { shifted.policy = .after(date.addingTimeInterval(offset)) }
        shifted.entries = entries.map { entry in
            var entry = entry
            entry.date = entry.date.addingTimeInterval(offset)
            entry.archives = entry.archives.map { archive in
                var archive = archive
                archive.transformLayers { Self.shift($0, by: offset) }
                return archive
            }
            return entry
        }
        return shifted
    }

    private static func shift(_ item: DisplayItem, by offset: TimeInterval) -> DisplayItem {
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
