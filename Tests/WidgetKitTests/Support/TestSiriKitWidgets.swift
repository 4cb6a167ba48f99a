//  TestSiriKitWidgets.swift — WidgetKitTests (Glimpse)
//  Status: Complete
//  Behaviour: a widget written the iOS 14 way: a SiriKit custom intent written by hand (what
//  Xcode generates from an `.intentdefinition`, with stored properties), an
//  IntentTimelineProvider with old-style completions, an IntentConfiguration; and an app that
//  sets a relevant shortcut for it after each purchase (issue 13's purchases example).

import Intents
import SwiftUI
import WidgetKit

@objc public enum PurchaseCategory: Int {
    case unknown = 0
    case coffee = 1
    case books = 2
}

public class Store: INObject {
    public var city: String?
}

public class PurchasesIntent: INIntent {
    public var category: PurchaseCategory = .unknown
    public var store: Store?
    public var limit: NSNumber?
}

struct PurchaseEntry: TimelineEntry {
    let date: Date
    let configuration: PurchasesIntent
    let amount: Double
    var relevance: TimelineEntryRelevance? { TimelineEntryRelevance(score: Float(amount), duration: 1800) }
}

struct PurchasesProvider: IntentTimelineProvider {
    func placeholder(in context: Context) -> PurchaseEntry {
        PurchaseEntry(date: Date(timeIntervalSince1970: 0), configuration: PurchasesIntent(), amount: 0)
    }

    // swift-format-ignore: ReturnVoidInsteadOfEmptyTuple
    func getSnapshot(
        for configuration: PurchasesIntent, in context: Context, completion: @escaping (PurchaseEntry) -> ()
    ) {
        completion(PurchaseEntry(date: Date(timeIntervalSince1970: 10), configuration: configuration, amount: 4.5))
    }

    // swift-format-ignore: ReturnVoidInsteadOfEmptyTuple
    func getTimeline(
        for configuration: PurchasesIntent, in context: Context, completion: @escaping (Timeline<Entry>) -> ()
    ) {
        let count = configuration.limit?.intValue ?? 2
        let entries = (0..<count).map {
            PurchaseEntry(
                date: Date(timeIntervalSince1970: 1000 + Double($0) * 600), configuration: configuration,
                amount: Double($0 + 1) * 3)
        }
        completion(Timeline(entries: entries, policy: .atEnd))
    }

    func recommendations() -> [IntentRecommendation<PurchasesIntent>] {
        let coffee = PurchasesIntent()
        coffee.category = .coffee
        return [IntentRecommendation(intent: coffee, description: "Coffee")]
    }
}

struct PurchasesWidgetEntryView: View {
    var entry: PurchasesProvider.Entry

    var body: some View {
        VStack {
            Text(entry.configuration.store?.displayString ?? "Anywhere")
            Text(entry.configuration.category == .coffee ? "Coffee" : "Other")
        }
    }
}

struct PurchasesWidget: Widget {
    let kind: String = "Purchases"

    var body: some WidgetConfiguration {
        IntentConfiguration(kind: kind, intent: PurchasesIntent.self, provider: PurchasesProvider()) { entry in
            PurchasesWidgetEntryView(entry: entry)
        }
        .configurationDisplayName("Purchases")
        .description("Your latest purchases.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

struct SiriKitBundle: WidgetBundle {
    var body: some Widget {
        PurchasesWidget()
    }
}

/// What the app does after a purchase: suggest the widget for the next 30 minutes, and donate.
func purchaseMade(category: PurchaseCategory, at date: Date) {
    let intent = PurchasesIntent()
    intent.category = category
    intent.suggestedInvocationPhrase = "Show my purchases"
    let interaction = INInteraction(intent: intent, response: nil)
    interaction.donate { error in
        if let error { print("Donation failed: \(error.localizedDescription)") }
    }
    guard let shortcut = INShortcut(intent: intent) else { return }
    let relevantShortcut = INRelevantShortcut(shortcut: shortcut)
    relevantShortcut.shortcutRole = .information
    relevantShortcut.widgetKind = "Purchases"
    relevantShortcut.relevanceProviders = [INDateRelevanceProvider(start: date, end: date.addingTimeInterval(30 * 60))]
    INRelevantShortcutStore.default.setRelevantShortcuts([relevantShortcut]) { error in
        if let error { print("Setting relevant shortcuts failed: \(error)") }
    }
}
