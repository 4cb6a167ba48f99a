//  LiveContent.swift — GlimpseHost (Glimpse)
//  Status: Complete
//  Behaviour: issue 3 "Live dates": the host knows the next instant a rendering changes (the
//  next second for a timer, the next minute for `.relative` over an hour, the next pixel for a
//  progress bar) and re-renders then, not more often. Found by walking the display list once per
//  entry when the timeline arrives.

import Foundation
import GlimpseArchive

/// The live dates and timer progress of one entry's archives.
struct LiveContent: Sendable {
    private var dates: [LiveDate] = []
    /// Progress indicators with the display scale of the archive they came from.
    private var progress: [(LiveProgress, Double)] = []

    /// The live nodes of every archive of `entry` (every environment variant re-renders).
    init(_ entry: ArchivedEntry) {
        for archive in entry.archives {
            for layer in archive.layers { collect(layer, scale: archive.displayScale) }
        }
    }

    /// Whether there is nothing live.
    var isEmpty: Bool { dates.isEmpty && progress.isEmpty }

    /// The first instant after `now` at which any live node's rendering changes, or nil.
    func nextChange(after now: Date) -> Date? {
        var next: Date?
        for date in dates {
            if let change = date.nextChange(after: now), change < (next ?? .distantFuture) { next = change }
        }
        for (item, scale) in progress {
            if let change = item.nextChange(after: now, scale: scale), change < (next ?? .distantFuture) {
                next = change
            }
        }
        return next
    }

    private mutating func collect(_ item: DisplayItem, scale: Double) {
        switch item {
        case .group(let group):
            for child in group.children { collect(child, scale: scale) }
            if let mask = group.mask { collect(mask, scale: scale) }
        case .text(let text):
            for line in text.lines {
                for run in line.runs { if let live = run.live { dates.append(live) } }
            }
        case .shape(let shape):
            if let live = shape.liveProgress { progress.append((live, scale)) }
        case .image, .symbol:
            break
        }
    }
}
