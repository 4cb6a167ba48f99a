//  WidgetSourceCompatibilityTests.swift — SwiftUITests
//  A medium widget as iOS widget code writes it — Grid, LazyVGrid, Text(_:format:), custom
//  gauge, progress and label styles — laid out and drawn. GLIMPSE_SAVE_PNG=<path> keeps the PNG.

import Foundation
import GlimpseArchive
import GlimpseRender
import Testing

@testable import SwiftUI

/// A ring that fills to the value with the current value in its centre.
private struct RingGaugeStyle: GaugeStyle {
    func makeBody(configuration: Configuration) -> some View {
        ZStack {
            Circle().stroke(Color.gray.opacity(0.3), lineWidth: 6)
            Circle().trim(from: 0, to: configuration.value).stroke(Color.orange, lineWidth: 6).rotationEffect(
                .degrees(-90))
            configuration.currentValueLabel.font(.caption.bold())
        }
        .frame(width: 44, height: 44)
    }
}

/// A thin capsule bar with the label above it.
private struct SlimBarStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 3) {
            configuration.label.font(.caption2).foregroundStyle(.secondary)
            GeometryReader { proxy in
                ZStack(alignment: .leading) {
                    Capsule().fill(Color.gray.opacity(0.25))
                    Capsule().fill(Color.green).frame(width: proxy.size.width * (configuration.fractionCompleted ?? 0))
                }
            }
            .frame(height: 5)
        }
    }
}

/// The icon tinted, then the title.
private struct TintedIconLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 4) {
            configuration.icon.foregroundStyle(Color.blue)
            configuration.title
        }
    }
}

/// Weather-and-battery, the way widget source mixes the APIs.
private struct DashboardWidgetView: View {
    let date: Date
    let temperatures: [(String, Double)] = [("Mon", 21.5), ("Tue", 19.0), ("Wed", 23.25)]

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            VStack(alignment: .leading, spacing: 6) {
                Label("Berlin", systemImage: "location.fill").labelStyle(TintedIconLabelStyle()).font(.headline)
                Text(date, format: .dateTime.weekday(.wide).hour().minute()).font(.caption)
                Grid(alignment: .leading, horizontalSpacing: 10, verticalSpacing: 2) {
                    ForEach(temperatures, id: \.0) { day, value in
                        GridRow {
                            Text(day).foregroundStyle(.secondary)
                            Text(value, format: .number.precision(.fractionLength(1))).monospacedDigit()
                                .gridColumnAlignment(.trailing)
                        }
                    }
                    Divider().gridCellUnsizedAxes(.horizontal)
                    GridRow {
                        Text("Rain")
                        Text(0.4, format: .percent)
                    }
                }
                .font(.caption)
            }
            VStack(spacing: 8) {
                Gauge(value: 72, in: 0...100) {
                    Text("Battery")
                } currentValueLabel: {
                    Text("72")
                }
                .gaugeStyle(RingGaugeStyle())
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 18), spacing: 4)], spacing: 4) {
                    ForEach(["sun.max.fill", "cloud.fill", "cloud.rain.fill", "wind"], id: \.self) { name in
                        Image(systemName: name).font(.caption)
                    }
                }
                ProgressView(value: 0.6) { Text("Steps") }.progressViewStyle(SlimBarStyle())
            }
            .frame(width: 110)
        }
        .padding(16)
    }
}

struct WidgetSourceCompatibilityTests {
    /// 2023-11-14 22:13:20 UTC.
    private let date = Date(timeIntervalSince1970: 1_700_000_000)
    private let medium = CGSize(width: 329, height: 155)

    private func archive() -> WidgetArchive {
        var env = EnvironmentValues()
        env.locale = Locale(identifier: "en_US")
        env.timeZone = TimeZone(identifier: "Europe/Berlin")!
        env.timelineDate = date
        return layoutRoot(
            DashboardWidgetView(date: date), proposal: ProposedViewSize(medium), container: medium, environment: env
        ).archive
    }

    private func texts(_ item: DisplayItem) -> [String] {
        switch item {
        case .group(let g): return g.children.flatMap(texts)
        case .text(let t): return [t.string]
        default: return []
        }
    }

    @Test func mediumWidgetShowsItsFormattedValuesInTheEnvironmentsLocaleAndZone() {
        let strings = texts(archive().content)
        #expect(strings.contains("Tuesday 11:13\u{202F}PM"))
        // 23.25 rounds half to even, as ICU does on iOS
        #expect(strings.contains("21.5") && strings.contains("23.2") && strings.contains("40%"))
        #expect(strings.contains("72") && strings.contains("Steps") && strings.contains("Berlin"))
    }

    @Test func mediumWidgetDrawsItsCustomStyles() throws {
        let png = try ArchiveRenderer().renderPNG(archive(), options: RenderOptions(scale: 2, backgroundColor: .white))
        if let path = ProcessInfo.processInfo.environment["GLIMPSE_SAVE_PNG"] {
            try png.write(to: URL(fileURLWithPath: path))
        }
        let image = try ArchiveRenderer().renderImage(
            archive(), options: RenderOptions(scale: 2, backgroundColor: .white))
        // Somewhere on the gauge's ring (top right, 44 pt ring) the orange fill is drawn.
        var orange = 0
        for y in 0..<image.height {
            for x in image.width / 2..<image.width {
                let p = image[x, y]
                if p.red > 200 && p.green > 100 && p.green < 190 && p.blue < 80 { orange += 1 }
            }
        }
        #expect(orange > 100)
    }
}
