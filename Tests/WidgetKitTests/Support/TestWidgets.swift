//  TestWidgets.swift — WidgetKitTests (Glimpse)
//  Status: Complete
//  Behaviour: widgets written the way iOS widget sources are, for the runtime tests: one
//  provider with old-style completions, one with `@Sendable` ones that answer later.

import Foundation
import WidgetKit

/// An entry with a title and a relevance.
struct CounterEntry: TimelineEntry {
    let date: Date
    let count: Int
    var relevance: TimelineEntryRelevance? { TimelineEntryRelevance(score: Float(count), duration: 60) }
}

/// Answers at once, declaring completions the pre-2024 way: `@escaping (Entry) -> ()`.
struct CounterProvider: TimelineProvider {
    func placeholder(in context: Context) -> CounterEntry {
        CounterEntry(date: Date(timeIntervalSince1970: 0), count: 0)
    }

    // swift-format-ignore: ReturnVoidInsteadOfEmptyTuple
    func getSnapshot(in context: Context, completion: @escaping (CounterEntry) -> ()) {
        completion(CounterEntry(date: Date(timeIntervalSince1970: 100), count: context.isPreview ? 7 : 1))
    }

    // swift-format-ignore: ReturnVoidInsteadOfEmptyTuple
    func getTimeline(in context: Context, completion: @escaping (Timeline<CounterEntry>) -> ()) {
        let entries = (0..<3).map {
            CounterEntry(date: Date(timeIntervalSince1970: 1000 + Double($0) * 300), count: $0)
        }
        completion(Timeline(entries: entries, policy: .after(Date(timeIntervalSince1970: 5000))))
    }
}

struct CounterView: View {
    var entry: CounterEntry
    var body: some View { Text("\(entry.count)") }
}

struct CounterWidget: Widget {
    let kind: String = "Counter"
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: CounterProvider()) { entry in
            CounterView(entry: entry)
        }
        .configurationDisplayName("Counter")
        .description("Counts.")
        .supportedFamilies([.systemSmall, .accessoryCircular, .accessoryInline])
    }
}

/// An entry with nothing but a date.
struct TickEntry: TimelineEntry {
    let date: Date
}

/// Answers from another thread, declaring completions the 2024 way: `@escaping @Sendable`.
struct BackgroundProvider: TimelineProvider {
    func placeholder(in context: Context) -> TickEntry { TickEntry(date: Date(timeIntervalSince1970: 0)) }

    func getSnapshot(in context: Context, completion: @escaping @Sendable (TickEntry) -> Void) {
        DispatchQueue.global().async { completion(TickEntry(date: Date(timeIntervalSince1970: 42))) }
    }

    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<TickEntry>) -> Void) {
        DispatchQueue.global().async {
            let entry = TickEntry(date: Date(timeIntervalSince1970: 42))
            completion(Timeline(entries: [entry], policy: .never))
            completion(Timeline(entries: [], policy: .atEnd))  // a second call is ignored
        }
    }
}

struct TickWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Tick", provider: BackgroundProvider()) { entry in
            Text("tick")
        }
        .contentMarginsDisabled()
        .containerBackgroundRemovable(false)
    }
}

struct TestBundle: WidgetBundle {
    var body: some Widget {
        CounterWidget()
        TickWidget()
    }
}

/// Shows what the runtime put in its environment: the family, and whether it is a placeholder.
struct EnvironmentProbeView: View {
    @Environment(\.widgetFamily) var family
    @Environment(\.redactionReasons) var reasons
    var body: some View {
        Text("\(family.rawValue) \(reasons.contains(.placeholder) ? "placeholder" : "live")").unredacted()
    }
}

struct ProbeWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Probe", provider: BackgroundProvider()) { _ in EnvironmentProbeView() }
            .supportedFamilies([.systemMedium, .accessoryInline])
    }
}
