//  TalkSamples.swift — WidgetKitTests (Glimpse)
//  Status: Complete
//  Behaviour: the code of Apple's WidgetKit talks, written again in the same API calls and
//  compiled unchanged against Glimpse (the API gap hunt): WWDC20 "Meet WidgetKit" and
//  "Widgets code-along" (static and SiriKit-configured widgets, relevance, placeholders),
//  WWDC21 "Add intelligence to your widgets" (entry relevance), WWDC22 "Complications and
//  widgets: Reloaded" (accessory families, gauges, ViewThatFits, rendering modes, widget
//  labels), WWDC23 "Bring widgets to life" (interactive buttons and toggles, transitions,
//  timeline previews), WWDC24 "Extend your app's controls across the system" and "What's new in
//  widgets" (controls, accented rendering, relevant intents), WWDC25 "What's new in widgets"
//  (relevance widgets, accented desaturation, level of detail, push handlers); and App Intents
//  as widgets configure with them (options providers, item collections, dependencies,
//  parameter summaries, sizes per family). What they draw is checked in TalkSampleTests.

import AppIntents
import Foundation
import SwiftUI
import WidgetKit

// MARK: - WWDC20: a static widget with a relative date and a deep link

struct CaffeineEntry: TimelineEntry {
    let date: Date
    let milligrams: Double
    let lastDrink: Date
    var relevance: TimelineEntryRelevance? { TimelineEntryRelevance(score: Float(milligrams / 400), duration: 3600) }
}

struct CaffeineProvider: TimelineProvider {
    func placeholder(in context: Context) -> CaffeineEntry {
        CaffeineEntry(date: .now, milligrams: 120, lastDrink: .now.addingTimeInterval(-1800))
    }

    func getSnapshot(in context: Context, completion: @escaping (CaffeineEntry) -> Void) {
        completion(
            context.isPreview ? placeholder(in: context) : CaffeineEntry(date: .now, milligrams: 80, lastDrink: .now))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<CaffeineEntry>) -> Void) {
        let now = Date()
        let entries = (0..<4).map { step in
            CaffeineEntry(
                date: now.addingTimeInterval(Double(step) * 900), milligrams: 200 - Double(step) * 20,
                lastDrink: now.addingTimeInterval(-600))
        }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

struct CaffeineView: View {
    let entry: CaffeineEntry
    @Environment(\.widgetFamily) private var family

    var body: some View {
        VStack(alignment: .leading) {
            Label("Caffeine", systemImage: "cup.and.saucer.fill")
                .font(.system(.caption, design: .rounded).weight(.semibold))
                .foregroundStyle(.brown)
            Text(
                Measurement(value: entry.milligrams, unit: UnitMass.milligrams),
                format: .measurement(width: .abbreviated)
            )
            .font(.title2.monospacedDigit())
            .minimumScaleFactor(0.6)
            Spacer(minLength: 0)
            if family != .systemSmall {
                Text("Last drink")
                    .font(.caption2)
                    .foregroundStyle(.secondary)
            }
            Text(entry.lastDrink, style: .relative)
                .font(.caption)
                .multilineTextAlignment(.leading)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
        .widgetURL(URL(string: "caffeine://today"))
        .containerBackground(for: .widget) {
            ContainerRelativeShape().fill(Color.brown.opacity(0.15).gradient)
        }
    }
}

struct CaffeineWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Caffeine", provider: CaffeineProvider()) { entry in
            CaffeineView(entry: entry)
        }
        .configurationDisplayName("Caffeine")
        .description("How much caffeine is in your system.")
        .supportedFamilies([.systemSmall, .systemMedium, .accessoryRectangular])
        .contentMarginsDisabled()
    }
}

// MARK: - WWDC22: complications, gauges and labels

struct GaugeComplication: View {
    let entry: CaffeineEntry
    @Environment(\.widgetFamily) private var family
    @Environment(\.widgetRenderingMode) private var renderingMode
    @Environment(\.isLuminanceReduced) private var isLuminanceReduced
    @Environment(\.showsWidgetLabel) private var showsWidgetLabel

    var body: some View {
        switch family {
        case .accessoryCircular:
            Gauge(value: entry.milligrams, in: 0...400) {
                Image(systemName: "cup.and.saucer.fill")
            } currentValueLabel: {
                Text(entry.milligrams, format: .number.precision(.fractionLength(0)))
            }
            .gaugeStyle(.accessoryCircular)
            .tint(renderingMode == .fullColor ? Gradient(colors: [.green, .yellow, .red]) : nil)
            .widgetLabel {
                Text("Caffeine")
            }
        case .accessoryRectangular:
            ViewThatFits(in: .horizontal) {
                HStack {
                    Text("Caffeine").widgetAccentable()
                    Text(entry.milligrams, format: .number)
                }
                Text(entry.milligrams, format: .number)
            }
            .privacySensitive()
        case .accessoryInline:
            ViewThatFits {
                Label("\(Int(entry.milligrams)) mg caffeine", systemImage: "cup.and.saucer")
                Text("\(Int(entry.milligrams)) mg")
            }
        case .accessoryCorner:
            Image(systemName: "cup.and.saucer.fill")
                .widgetLabel {
                    ProgressView(value: entry.milligrams, total: 400)
                        .tint(isLuminanceReduced ? .gray : .brown)
                }
        default:
            ZStack {
                AccessoryWidgetBackground()
                ProgressView(value: entry.milligrams / 400) { Text(showsWidgetLabel ? "" : "mg") }
                    .progressViewStyle(.circular)
            }
        }
    }
}

// MARK: - WWDC23: interactive widgets and timeline previews

final class TodoModel: @unchecked Sendable {
    static let shared = TodoModel()
    private let lock = NSLock()
    private var done: Set<String> = []
    func toggle(_ id: String) { lock.withLock { if done.remove(id) == nil { done.insert(id) } } }
    func isDone(_ id: String) -> Bool { lock.withLock { done.contains(id) } }
}

struct ToggleTodoIntent: AppIntent {
    static let title: LocalizedStringResource = "Toggle To-Do"
    @Parameter(title: "To-Do ID") var id: String

    init() {}
    init(id: String) { self.id = id }

    func perform() async throws -> some IntentResult {
        TodoModel.shared.toggle(id)
        return .result()
    }
}

struct TodoEntry: TimelineEntry {
    let date: Date
    let items: [String]
    let count: Int
}

struct TodoView: View {
    let entry: TodoEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("\(entry.count) left")
                .font(.headline)
                .contentTransition(.numericText(countsDown: true))
                .invalidatableContent()
            ForEach(entry.items, id: \.self) { item in
                Toggle(isOn: TodoModel.shared.isDone(item), intent: ToggleTodoIntent(id: item)) {
                    Text(item).strikethrough(TodoModel.shared.isDone(item))
                }
                .toggleStyle(.button)
                .transition(.push(from: .bottom))
            }
            Button(intent: ToggleTodoIntent(id: "all")) {
                Image(systemName: "checkmark.circle")
            }
            .buttonStyle(.plain)
        }
        .containerBackground(.fill.tertiary, for: .widget)
    }
}

struct TodoProvider: TimelineProvider {
    func placeholder(in context: Context) -> TodoEntry { TodoEntry(date: .now, items: ["Milk"], count: 1) }
    func getSnapshot(in context: Context, completion: @escaping (TodoEntry) -> Void) {
        completion(placeholder(in: context))
    }
    func getTimeline(in context: Context, completion: @escaping (Timeline<TodoEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

struct TodoWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Todo", provider: TodoProvider()) { TodoView(entry: $0) }
            .configurationDisplayName("To-Dos")
            .supportedFamilies([.systemSmall, .systemLarge, .systemExtraLargePortrait])
            .disfavoredLocations([.standBy], for: [.systemSmall])
            .containerBackgroundRemovable(false)
    }
}

#Preview(as: .systemSmall) {
    TodoWidget()
} timeline: {
    TodoEntry(date: .now, items: ["Milk", "Bread"], count: 2)
    TodoEntry(date: .now, items: ["Bread"], count: 1)
}

// MARK: - WWDC24: controls

struct WorkTimerManager: Sendable {
    func isRunning(_ id: String) async -> Bool { id == "work" }
}

struct StartWorkTimerIntent: SetValueIntent {
    static let title: LocalizedStringResource = "Start Timer"
    @Parameter(title: "Running") var value: Bool
    @Parameter(title: "Timer") var timerID: String

    init() {}
    init(_ timerID: String) { self.timerID = timerID }

    func perform() async throws -> some IntentResult { .result() }
}

struct TimerValueProvider: ControlValueProvider {
    var previewValue: Bool { false }
    func currentValue() async throws -> Bool { await WorkTimerManager().isRunning("work") }
}

struct TimerControl: ControlWidget {
    static let kind = "com.example.TimerControl"

    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: Self.kind, provider: TimerValueProvider()) { isRunning in
            ControlWidgetToggle("Work Timer", isOn: isRunning, action: StartWorkTimerIntent("work")) { isOn in
                Label(isOn ? "Running" : "Stopped", systemImage: isOn ? "hourglass.bottomhalf.filled" : "hourglass")
            }
            .tint(.purple)
        }
        .displayName("Work Timer")
        .description("Start and stop the work timer.")
    }
}

// MARK: - WWDC24 and WWDC25: accented rendering, relevance, level of detail

struct PhotoView: View {
    let entry: CaffeineEntry
    @Environment(\.widgetRenderingMode) private var mode
    @Environment(\.levelOfDetail) private var levelOfDetail

    var body: some View {
        ZStack {
            Image(systemName: "photo")
                .resizable()
                .widgetAccentedRenderingMode(mode == .accented ? .accentedDesaturated : .fullColor)
                .scaledToFill()
            if levelOfDetail == .default {
                Text(entry.date, style: .time).font(.caption)
            }
        }
    }
}

// MARK: - App Intents as widgets configure with them

final class StationStore: Sendable {
    let names = ["Alcântara", "Belém", "Cais do Sodré"]
}

struct StationOptions: DynamicOptionsProvider {
    @Dependency var store: StationStore

    func results() async throws -> ItemCollection<String> {
        ItemCollection {
            ItemSection("Near you") {
                for name in store.names.prefix(2) { name }
            }
            ItemSection("Everywhere", items: store.names)
        }
    }
}

struct DeparturesIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Departures"
    static let description: IntentDescription? = "Trains leaving a station."

    @Parameter(title: "Station", optionsProvider: StationOptions()) var station: String?
    @Parameter(title: "Lines", size: [.systemSmall: 1, .systemMedium: 2, .systemLarge: 4]) var lines: [String]?
    @Parameter(title: "Show Platforms", default: true) var showsPlatforms: Bool
    @Parameter(title: "Minutes Ahead", default: 30, inclusiveRange: (5, 120)) var minutesAhead: Int

    static var parameterSummary: some ParameterSummary {
        When(\.$showsPlatforms, .equalTo, true) {
            Summary("Departures from \(\.$station) with platforms") {
                \.$lines
                \.$minutesAhead
            }
        } otherwise: {
            Summary("Departures from \(\.$station)")
        }
    }
}
