//  InlineAccessory.swift — SwiftUI (Glimpse)
//  Status: Complete
//  Behaviour: Apple WidgetKit "accessoryInline" (HIG): one line of text and at most one image,
//  drawn in the system font and colour whatever the view asks, truncated to the slot. The
//  view is laid out normally first (so `ViewThatFits` picks by the slot's width), then its
//  text and first symbol are set again as that single line.

import Foundation
import GlimpseArchive

/// Re-sets a laid-out accessoryInline archive as one line: first symbol, then all text, in the
/// system body font and the primary colour, truncated at the tail.
package func inlineAccessoryArchive(_ archive: WidgetArchive, canvas: CGSize, environment: EnvironmentValues)
    -> WidgetArchive
{
    var texts: [Text] = []
    var symbol: String?
    func walk(_ item: DisplayItem) {
        switch item {
        case .group(let g): g.children.forEach(walk)
        case .symbol(let s): if symbol == nil { symbol = s.name }
        case .text(let t):
            for line in t.lines {
                for run in line.runs { texts.append(run.live.map(Text.init(live:)) ?? Text(verbatim: run.text)) }
            }
        case .shape, .image: break
        }
    }
    walk(archive.content)
    let text = texts.dropFirst().reduce(texts.first ?? Text(verbatim: "")) { $0 + $1 }
    let line = HStack(spacing: 4) {
        if let symbol { Image(systemName: symbol) }
        if !texts.isEmpty { text }
    }
    .font(.body).fontWeight(.regular).foregroundStyle(.primary).lineLimit(1).truncationMode(.tail)
    var result = layoutRoot(line, proposal: ProposedViewSize(canvas), container: canvas, environment: environment)
        .archive
    result.widgetURL = archive.widgetURL
    return result
}

extension Text {
    /// The Text a live date came from.
    init(live: LiveDate) {
        switch live.style {
        case .time: self.init(live.date, style: .time)
        case .date: self.init(live.date, style: .date)
        case .relative: self.init(live.date, style: .relative)
        case .offset: self.init(live.date, style: .offset)
        case .timer: self.init(live.date, style: .timer)
        case .interval: self.init(live.date...max(live.date, live.end ?? live.date))
        case .timerInterval:
            self.init(
                timerInterval: live.date...max(live.date, live.end ?? live.date), pauseTime: live.pauseTime,
                countsDown: live.countsDown ?? true, showsHours: live.showsHours ?? true)
        }
    }
}
