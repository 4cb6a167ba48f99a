//  TestIntentWidgets.swift — WidgetKitTests (Glimpse)
//  Status: Complete
//  Behaviour: a configurable widget written as Xcode's iOS 17 template writes one: a
//  WidgetConfigurationIntent, an AppIntentTimelineProvider with async methods, an
//  AppIntentConfiguration.

import AppIntents
import Foundation
import WidgetKit

enum Mood: String, AppEnum {
    case calm, loud
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Mood"
    static let caseDisplayRepresentations: [Mood: DisplayRepresentation] = [.calm: "Calm", .loud: "Loud"]
}

struct GreetingIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Greeting"
    static let description: IntentDescription? = "Says something, several times."

    @Parameter(title: "Word", default: "hello") var word: String
    @Parameter(title: "Times", default: 2) var times: Int
    @Parameter(title: "Mood", default: .calm) var mood: Mood
}

struct GreetingEntry: TimelineEntry {
    let date: Date
    let configuration: GreetingIntent
}

struct GreetingProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> GreetingEntry {
        GreetingEntry(date: Date(timeIntervalSince1970: 0), configuration: GreetingIntent())
    }

    func snapshot(for configuration: GreetingIntent, in context: Context) async -> GreetingEntry {
        GreetingEntry(date: Date(timeIntervalSince1970: 50), configuration: configuration)
    }

    func timeline(for configuration: GreetingIntent, in context: Context) async -> Timeline<GreetingEntry> {
        await Task.yield()
        let entries = (0..<configuration.times).map {
            GreetingEntry(date: Date(timeIntervalSince1970: 1000 + Double($0) * 60), configuration: configuration)
        }
        return Timeline(entries: entries, policy: .atEnd)
    }

    func recommendations() -> [AppIntentRecommendation<GreetingIntent>] {
        [AppIntentRecommendation(intent: GreetingIntent(), description: "Hello")]
    }
}

struct GreetingWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "Greeting", intent: GreetingIntent.self, provider: GreetingProvider()) { entry in
            Text(entry.configuration.mood == .loud ? entry.configuration.word.uppercased() : entry.configuration.word)
        }
        .supportedFamilies([.systemSmall])
    }
}

/// Names itself through the modifiers, not the intent; the intent's parameter has no default.
struct NamedGreetingWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "Named", provider: NamelessProvider()) { entry in Text(entry.date, style: .time) }
            .configurationDisplayName("Named")
            .description("Named by its configuration.")
    }
}

/// A parameter that nothing can fill.
struct NeedsURLIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource { "Needs a URL" }
    @Parameter(title: "Page") var page: URL
}

struct NamelessProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> TickEntry { TickEntry(date: Date(timeIntervalSince1970: 0)) }
    func snapshot(for configuration: NeedsURLIntent, in context: Context) async -> TickEntry {
        TickEntry(date: Date(timeIntervalSince1970: 1))
    }
    func timeline(for configuration: NeedsURLIntent, in context: Context) async -> Timeline<TickEntry> {
        Timeline(entries: [TickEntry(date: Date(timeIntervalSince1970: 2))], policy: .never)
    }
}

struct IntentBundle: WidgetBundle {
    var body: some Widget {
        GreetingWidget()
        NamedGreetingWidget()
    }
}
