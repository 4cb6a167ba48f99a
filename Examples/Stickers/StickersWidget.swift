//  StickersWidget.swift — Stickers example (Glimpse)
//  Status: Complete
//  Behaviour: a widget written as iOS code reaches for UIKit and asset catalogs: generated asset
//  symbols (`Image(.sticker)`, `Color(.paper)`), `UIImage(named:)`, a badge drawn with
//  `UIGraphicsImageRenderer` and `UIBezierPath`, a dynamic `UIColor`, `UIFont` sizes, and
//  `Text("\(count) stickers")` looked up in Localizable.xcstrings. Unchanged iOS source.

import SwiftUI
import UIKit
import WidgetKit

struct StickerEntry: TimelineEntry {
    let date: Date
    let count: Int
}

struct StickerProvider: TimelineProvider {
    func placeholder(in context: Context) -> StickerEntry {
        StickerEntry(date: Date(), count: 3)
    }

    func getSnapshot(in context: Context, completion: @escaping (StickerEntry) -> Void) {
        completion(StickerEntry(date: Date(), count: 3))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<StickerEntry>) -> Void) {
        let now = Date()
        let entries = (0..<3).map { hour in
            StickerEntry(date: now.addingTimeInterval(Double(hour) * 3600), count: 3 + hour)
        }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

/// A round count badge drawn with UIKit, as widget code makes small bitmaps.
func countBadge(_ count: Int) -> UIImage {
    let size = CGSize(width: 28, height: 28)
    return UIGraphicsImageRenderer(size: size).image { context in
        UIColor.systemRed.setFill()
        UIBezierPath(ovalIn: CGRect(origin: .zero, size: size)).fill()
        UIColor.white.setFill()
        let pips = min(count, 5)
        for pip in 0..<pips {
            let x = 5 + CGFloat(pip) * 4
            context.fill(CGRect(x: x, y: 12, width: 2, height: 4))
        }
    }
}

/// Ink that is dark on paper by day and light by night.
let ink = UIColor { traits in
    traits.userInterfaceStyle == .dark
        ? UIColor(white: 0.92, alpha: 1) : UIColor(red: 0.2, green: 0.15, blue: 0.1, alpha: 1)
}

struct StickersEntryView: View {
    var entry: StickerEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack {
                Image(.sticker)
                    .resizable()
                    .frame(width: 48, height: 48)
                Spacer()
                Image(uiImage: countBadge(entry.count))
            }
            Spacer()
            Text("Sticker Book")
                .font(Font(UIFont.preferredFont(forTextStyle: .headline)))
            Text("\(entry.count) stickers")
                .font(.system(size: UIFont.preferredFont(forTextStyle: .footnote).pointSize))
                .foregroundStyle(.secondary)
            if let star = UIImage(named: "Sticker") {
                HStack(spacing: 2) {
                    ForEach(0..<min(entry.count, 5), id: \.self) { _ in
                        Image(uiImage: star).resizable().frame(width: 12, height: 12)
                    }
                }
            }
        }
        .foregroundStyle(Color(uiColor: ink))
    }
}

struct StickersWidget: Widget {
    let kind = "StickersWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: StickerProvider()) { entry in
            StickersEntryView(entry: entry)
                .containerBackground(Color(.paper), for: .widget)
        }
        .configurationDisplayName("Sticker Book")
        .description("Your sticker collection.")
        .supportedFamilies([.systemSmall])
    }
}

@main
struct StickersBundle: WidgetBundle {
    var body: some Widget {
        StickersWidget()
    }
}
