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
    // Privacy, accent and redaction tags survive the flattening: a sensitive part makes the
    // line sensitive (so a locked place still redacts it).
    var sensitive = false
    var accentable = false
    var unredacted = false
    func walk(_ item: DisplayItem, _ inherited: ItemTags) {
        func merged(_ tags: ItemTags?) -> ItemTags {
            var t = inherited
            if tags?.privacySensitive == true { t.privacySensitive = true }
            if tags?.accentable == true { t.accentable = true }
            if tags?.unredacted == true { t.unredacted = true }
            return t
        }
        switch item {
        case .group(let g):
            let tags = merged(g.tags)
            g.children.forEach { walk($0, tags) }
        case .symbol(let s):
            if symbol == nil { symbol = s.name }
            if merged(s.tags).accentable == true { accentable = true }
        case .text(let t):
            let tags = merged(t.tags)
            if tags.privacySensitive == true { sensitive = true }
            if tags.unredacted == true { unredacted = true }
            for line in t.lines {
                for run in line.runs { texts.append(run.live.map(Text.init(live:)) ?? Text(verbatim: run.text)) }
            }
        case .shape, .image: break
        }
    }
    walk(archive.content, ItemTags())
    let text = texts.dropFirst().reduce(texts.first ?? Text(verbatim: "")) { $0 + $1 }
    let line = HStack(spacing: 4) {
        if let symbol { Image(systemName: symbol).widgetAccentable(accentable) }
        if !texts.isEmpty {
            if unredacted && !sensitive { text.unredacted() } else { text.privacySensitive(sensitive) }
        }
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
