//  PurchasesByKindWidget.swift — SmartStack (Glimpse example widget)
//  Status: Complete
//  Behaviour: the purchases widget again, configured by the intent Xcode generates from
//  Purchases.intentdefinition (`ViewPurchasesIntent` with a `PurchaseKind` enum); on Linux the
//  GenerateIntentClasses plugin generates it from the same file.

import Intents
import SwiftUI
import WidgetKit

struct PurchasesByKindProvider: IntentTimelineProvider {
    func placeholder(in context: Context) -> PurchasesEntry {
        PurchasesEntry(date: Date(), title: "Purchases", last: nil, total: 0, relevance: nil)
    }

    func getSnapshot(
        for configuration: ViewPurchasesIntent, in context: Context, completion: @escaping (PurchasesEntry) -> Void
    ) {
        getTimeline(for: configuration, in: context) { completion($0.entries[0]) }
    }

    func getTimeline(
        for configuration: ViewPurchasesIntent, in context: Context,
        completion: @escaping (Timeline<PurchasesEntry>) -> Void
    ) {
        let category: String? =
            switch configuration.kind {
            case .coffee: "coffee"
            case .groceries: "groceries"
            default: nil
            }
        let limit = configuration.count?.intValue ?? 5
        let now = Date()
        let purchases = PurchaseLog.purchases(category: category).filter { $0.date(onDayOf: now) <= now }.suffix(limit)
        let entry = PurchasesEntry(
            date: now, title: category?.capitalized ?? "Purchases", last: purchases.last,
            total: configuration.showTotal?.boolValue == false ? 0 : purchases.reduce(0) { $0 + $1.amount },
            relevance: nil)
        completion(Timeline(entries: [entry], policy: .after(now.addingTimeInterval(3600))))
    }
}

struct PurchasesByKindWidget: Widget {
    var body: some WidgetConfiguration {
        IntentConfiguration(
            kind: "PurchasesByKind", intent: ViewPurchasesIntent.self, provider: PurchasesByKindProvider()
        ) { entry in
            PurchasesView(entry: entry)
        }
        .configurationDisplayName("Purchases by Kind")
        .description("Coffee or groceries, from the intent definition.")
        .supportedFamilies([.systemSmall])
    }
}
