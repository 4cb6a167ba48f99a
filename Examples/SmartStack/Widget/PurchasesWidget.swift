//  PurchasesWidget.swift — SmartStack (Glimpse example widget)
//  Status: Complete
//  Behaviour: an iOS 14-style configurable widget on a SiriKit intent written by hand. Each
//  purchase makes the widget relevant for 30 minutes (entry relevance), and the app sets a
//  relevant shortcut for the same window after each purchase (`PurchasesApp.purchaseMade`).

import Intents
import SwiftUI
import WidgetKit

/// The widget's options: which category of purchases to show (nil: all).
public class PurchasesIntent: INIntent {
    public var category: String?
}

struct PurchasesEntry: TimelineEntry {
    let date: Date
    let title: String
    let last: Purchase?
    let total: Double
    let relevance: TimelineEntryRelevance?
}

struct PurchasesProvider: IntentTimelineProvider {
    func placeholder(in context: Context) -> PurchasesEntry {
        PurchasesEntry(date: Date(), title: "Purchases", last: nil, total: 0, relevance: nil)
    }

    func getSnapshot(
        for configuration: PurchasesIntent, in context: Context, completion: @escaping (PurchasesEntry) -> Void
    ) {
        completion(entries(for: configuration, from: Date()).last ?? placeholder(in: context))
    }

    func getTimeline(
        for configuration: PurchasesIntent, in context: Context,
        completion: @escaping (Timeline<PurchasesEntry>) -> Void
    ) {
        let now = Date()
        let tomorrow = Calendar.current.startOfDay(for: now).addingTimeInterval(86_400)
        completion(Timeline(entries: entries(for: configuration, from: now), policy: .after(tomorrow)))
    }

    /// An entry now and one at each of today's later purchases, relevant for 30 minutes.
    private func entries(for configuration: PurchasesIntent, from now: Date) -> [PurchasesEntry] {
        let purchases = PurchaseLog.purchases(category: configuration.category)
        let title = configuration.category.map { $0.capitalized } ?? "Purchases"
        var result: [PurchasesEntry] = []
        var total = 0.0
        var last: Purchase?
        for purchase in purchases {
            let date = purchase.date(onDayOf: now)
            total += purchase.amount
            last = purchase
            guard date > now else { continue }
            result.append(
                PurchasesEntry(
                    date: date, title: title, last: purchase, total: total,
                    relevance: TimelineEntryRelevance(score: Float(purchase.amount), duration: 30 * 60)))
        }
        let sofar = purchases.filter { $0.date(onDayOf: now) <= now }
        let current = PurchasesEntry(
            date: now, title: title, last: sofar.last, total: sofar.reduce(0) { $0 + $1.amount },
            relevance: TimelineEntryRelevance(score: 0))
        _ = last
        return [current] + result
    }
}

struct PurchasesView: View {
    let entry: PurchasesEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(entry.title).font(.headline)
            if let last = entry.last {
                Text(last.merchant).font(.subheadline)
                Text(last.amount, format: .currency(code: "EUR")).font(.title2.bold())
            } else {
                Text("Nothing yet").foregroundStyle(.secondary)
            }
            Spacer()
            Text("Today \(entry.total, format: .currency(code: "EUR"))").font(.caption).foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
        .containerBackground(.fill.tertiary, for: .widget)
    }
}

struct PurchasesWidget: Widget {
    let kind = "Purchases"

    var body: some WidgetConfiguration {
        IntentConfiguration(kind: kind, intent: PurchasesIntent.self, provider: PurchasesProvider()) { entry in
            PurchasesView(entry: entry)
        }
        .configurationDisplayName("Purchases")
        .description("Your latest purchase, on top after you buy something.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

/// What the app does after a purchase: donate it, and suggest the widget for 30 minutes.
enum PurchasesApp {
    static func purchaseMade(category: String, at date: Date = Date()) {
        let intent = PurchasesIntent()
        intent.category = category
        INInteraction(intent: intent, response: nil).donate(completion: nil)
        guard let shortcut = INShortcut(intent: intent) else { return }
        let relevant = INRelevantShortcut(shortcut: shortcut)
        relevant.shortcutRole = .information
        relevant.widgetKind = "Purchases"
        relevant.relevanceProviders = [INDateRelevanceProvider(start: date, end: date.addingTimeInterval(30 * 60))]
        INRelevantShortcutStore.default.setRelevantShortcuts([relevant]) { error in
            if let error { print("Could not set relevant shortcuts: \(error)") }
        }
    }
}
