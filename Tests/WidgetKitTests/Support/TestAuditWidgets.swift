//  TestAuditWidgets.swift — WidgetKitTests (Glimpse)
//  Status: Complete
//  Behaviour: widget source as other people write it, compiled unchanged (issue: API audit).
//  Written from reading, not copied: an altitude step graph drawn in a `Canvas` on the Lock Screen
//  (capricorn/altitude-widget), a glucose reading widget across families (kylebshr/luka-ios and
//  JohanDegraeve/xdripswift: numeric content transitions, `Button(intent:)`, gradient
//  container backgrounds, accessory gauges with gradient tints, a curved corner label) and a
//  hero health widget in the manner of WWDC23 "Bring widgets to life" / "Bring widgets to new
//  places" (transitions, timers, `safeAreaInset`, `visualEffect`, `containerRelativeFrame`,
//  rendering-mode and background-aware layout).

import AppIntents
import Foundation
import SwiftUI
import WidgetKit

// MARK: - Altitude step graph (Lock Screen, Canvas)

struct AltitudeEntry: TimelineEntry {
    let date: Date
    /// Metres climbed in each of the last hours, oldest first.
    let climbs: [Double]
}

struct AltitudeProvider: TimelineProvider {
    func placeholder(in context: Context) -> AltitudeEntry { AltitudeEntry(date: .now, climbs: [12, 30, 18, 40, 25]) }

    func getSnapshot(in context: Context, completion: @escaping (AltitudeEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<AltitudeEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .after(.now.addingTimeInterval(3600))))
    }
}

/// Columns joined into a step line, with the last value printed in the top-trailing corner.
struct StepGraphView: View {
    let climbs: [Double]

    var body: some View {
        ZStack {
            AccessoryWidgetBackground()
                .cornerRadius(5)
            Canvas { context, size in
                let peak = max(climbs.max() ?? 1, 1)
                let column = size.width / CGFloat(max(climbs.count, 1))
                let steps = Path { path in
                    path.move(to: CGPoint(x: 0, y: size.height))
                    for (index, climb) in climbs.enumerated() {
                        let y = size.height - CGFloat(climb / peak) * (size.height - 4)
                        path.addLine(to: CGPoint(x: CGFloat(index) * column, y: y))
                        path.addLine(to: CGPoint(x: CGFloat(index + 1) * column, y: y))
                    }
                }
                context.stroke(steps, with: .foreground, lineWidth: 2)
                var label = context.resolve(Text("\(Int(climbs.last ?? 0)) m").font(.caption2))
                label.shading = .foreground
                context.draw(label, at: CGPoint(x: size.width - 2, y: 2), anchor: .topTrailing)
            }
            .padding(4)
            .border(Color.black)
        }
    }
}

struct AltitudeWidget: Widget {
    let kind = "AltitudeWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: AltitudeProvider()) { entry in
            StepGraphView(climbs: entry.climbs)
                .containerBackground(.clear, for: .widget)
        }
        .configurationDisplayName("Climb")
        .description("Metres climbed each hour.")
        .supportedFamilies([.accessoryRectangular])
    }
}

struct StepGraphView_Previews: PreviewProvider {
    static var previews: some View {
        StepGraphView(climbs: [10, 20, 15])
            .previewContext(WidgetPreviewContext(family: .accessoryRectangular))
    }
}

// MARK: - Glucose reading (system and accessory families)

struct GlucoseReading: Hashable {
    var value: Int
    var date: Date
    var rising: Bool

    var color: Color { value < 70 ? .red : value > 180 ? .orange : .green }
    var image: Image { Image(systemName: rising ? "arrow.up.right" : "arrow.down.right") }

    func timestamp(for now: Date) -> String {
        let minutes = Int(now.timeIntervalSince(date) / 60)
        return minutes < 1 ? "Now" : "\(minutes) min ago"
    }
}

struct ReloadReadingIntent: AppIntent {
    static let title: LocalizedStringResource = "Reload Reading"

    func perform() async throws -> some IntentResult { .result() }
}

struct GlucoseEntry: TimelineEntry {
    let date: Date
    let reading: GlucoseReading
}

/// The small widget: the value with its trend arrow, and a reload button with the reading's age.
struct SystemReadingView: View {
    let entry: GlucoseEntry
    @Environment(\.redactionReasons) private var redactionReasons

    var body: some View {
        VStack(alignment: .leading) {
            HStack(spacing: 4) {
                Text("\(entry.reading.value)")
                    .contentTransition(.numericText(value: Double(entry.reading.value)))
                    .invalidatableContent()
                if redactionReasons.isEmpty {
                    entry.reading.image
                        .imageScale(.small)
                        .contentTransition(.symbolEffect(.replace))
                }
                Spacer()
            }
            .font(.largeTitle)
            .fontWeight(.regular)

            Spacer()

            Button(intent: ReloadReadingIntent()) {
                HStack {
                    Text(entry.reading.timestamp(for: entry.date))
                        .contentTransition(.numericText(countsDown: false))
                    Spacer()
                    Image(systemName: "arrow.circlepath")
                        .unredacted()
                }
                .font(.footnote)
                .fontWeight(.medium)
            }
            .tint(.primary)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .fontDesign(.rounded)
        .containerBackground(entry.reading.color.opacity(0.5).gradient, for: .widget)
    }
}

/// The circular complication: a gauge between the target bounds, tinted by a gradient.
struct CircularReadingView: View {
    let entry: GlucoseEntry

    var body: some View {
        ZStack {
            AccessoryWidgetBackground()
                .cornerRadius(8)
            Gauge(value: Double(entry.reading.value), in: 40...300) {
                Text("Glucose")
            } currentValueLabel: {
                Text("\(entry.reading.value)")
                    .font(.system(size: 20)).bold()
                    .minimumScaleFactor(0.2)
                    .lineLimit(1)
            } minimumValueLabel: {
                Text("40").font(.system(size: 8)).foregroundStyle(.primary)
            } maximumValueLabel: {
                Text("300").font(.system(size: 8)).foregroundStyle(.primary)
            }
            .gaugeStyle(.accessoryCircular)
            .tint(Gradient(colors: [.red, .green, .orange]))
        }
        .containerBackground(.background, for: .widget)
    }
}

/// The watch corner: the value curved along the bezel, its age in the gauge's label.
struct CornerReadingView: View {
    let entry: GlucoseEntry

    var body: some View {
        Text("\(entry.reading.value)")
            .fontWeight(.bold)
            .invalidatableContent()
            .foregroundStyle(entry.reading.color)
            .widgetCurvesContent()
            .widgetLabel {
                Gauge(value: Double(entry.reading.value), in: 70...180) {
                    EmptyView()
                } currentValueLabel: {
                    EmptyView()
                } minimumValueLabel: {
                    Text(entry.reading.timestamp(for: entry.date).localizedLowercase)
                } maximumValueLabel: {
                    Text("")
                }
                .tint(entry.reading.color)
            }
            .buttonStyle(.plain)
            .containerBackground(.background, for: .widget)
    }
}

struct GlucoseEntryView: View {
    @Environment(\.widgetFamily) private var family
    let entry: GlucoseEntry

    var body: some View {
        switch family {
        case .systemSmall, .systemMedium:
            SystemReadingView(entry: entry)
        case .accessoryCircular:
            CircularReadingView(entry: entry)
        case .accessoryCorner:
            CornerReadingView(entry: entry)
        case .accessoryInline:
            Text("\(entry.reading.value) · \(entry.date.formatted(date: .omitted, time: .shortened))")
        default:
            Text("No Data Available")
        }
    }
}

// MARK: - Hero health (WWDC23 "Bring widgets to life" / "to new places")

struct HeroConfigurationIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Select Hero"
    static let description = IntentDescription("Pick the hero to follow.")

    @Parameter(title: "Hero", default: "Spouty")
    var hero: String
}

struct HeroEntry: TimelineEntry {
    let date: Date
    let hero: String
    /// 0…1.
    let health: Double
    let healedAt: Date
}

struct HeroProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> HeroEntry {
        HeroEntry(date: .now, hero: "Spouty", health: 0.6, healedAt: .now.addingTimeInterval(600))
    }

    func snapshot(for configuration: HeroConfigurationIntent, in context: Context) async -> HeroEntry {
        HeroEntry(date: .now, hero: configuration.hero, health: 0.6, healedAt: .now.addingTimeInterval(600))
    }

    func timeline(for configuration: HeroConfigurationIntent, in context: Context) async -> Timeline<HeroEntry> {
        let entry = await snapshot(for: configuration, in: context)
        return Timeline(entries: [entry], policy: .atEnd)
    }
}

/// The hero's name over a health bar, with the time to full health in a band at the bottom.
struct HeroHealthView: View {
    let entry: HeroEntry
    @Environment(\.widgetRenderingMode) private var renderingMode
    @Environment(\.showsWidgetContainerBackground) private var showsBackground
    @Environment(\.widgetContentMargins) private var margins

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(entry.hero)
                .font(.headline)
                .transition(.push(from: .bottom))
                .widgetAccentable()
            Canvas { context, size in
                let track = Path(roundedRect: CGRect(origin: .zero, size: size), cornerRadius: size.height / 2)
                context.fill(track, with: .color(.secondary.opacity(0.3)))
                var bar = context
                bar.clip(to: track)
                bar.fill(
                    Path(CGRect(x: 0, y: 0, width: size.width * entry.health, height: size.height)),
                    with: .linearGradient(
                        Gradient(colors: [.red, .green]), startPoint: .zero, endPoint: CGPoint(x: size.width, y: 0)))
            }
            .frame(height: 10)
            .containerRelativeFrame(.horizontal) { length, _ in length * 0.9 }
            .animation(.smooth(duration: 0.4), value: entry.health)
            ProgressView(timerInterval: entry.date...entry.healedAt, countsDown: false)
                .tint(renderingMode == .fullColor ? .green : .primary)
        }
        .padding(showsBackground ? 0 : margins.leading)
        .safeAreaInset(edge: .bottom, alignment: .leading, spacing: 4) {
            Text(entry.healedAt, style: .timer)
                .font(.caption.monospacedDigit())
                .foregroundStyle(.secondary)
                .contentTransition(.numericText(countsDown: true))
        }
        .visualEffect { content, proxy in
            content.opacity(proxy.size.height > 40 ? 1 : 0.8)
        }
        .containerBackground(for: .widget) {
            ContainerRelativeShape().fill(.blue.gradient)
        }
    }
}

struct HeroHealthWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "HeroHealth", intent: HeroConfigurationIntent.self, provider: HeroProvider()) {
            entry in
            HeroHealthView(entry: entry)
        }
        .configurationDisplayName("Hero Health")
        .description("Watch your hero heal.")
        .supportedFamilies([.systemSmall, .accessoryRectangular])
        .contentMarginsDisabled()
        .containerBackgroundRemovable(false)
    }
}

#Preview(as: .systemSmall) {
    HeroHealthWidget()
} timeline: {
    HeroEntry(date: .now, hero: "Spouty", health: 0.3, healedAt: .now.addingTimeInterval(900))
    HeroEntry(date: .now, hero: "Spouty", health: 0.9, healedAt: .now.addingTimeInterval(60))
}
