//  GaugeAndProgressTests.swift — SwiftUITests
//  Gauge geometry and timer-driven progress in the archive.

import Foundation
import GlimpseArchive
import GlimpseTesting
import Testing

@testable import SwiftUI

struct GaugeAndProgressTests {
    private func archive<V: View>(_ view: V, size: CGSize = CGSize(width: 72, height: 72), date: Date? = nil)
        -> WidgetArchive
    {
        var env = EnvironmentValues()
        env.timelineDate = date
        return layoutRoot(view, proposal: ProposedViewSize(size), container: size, environment: env).archive
    }

    private func shapes(_ item: DisplayItem) -> [ShapeItem] {
        switch item {
        case .group(let g): return g.children.flatMap(shapes)
        case .shape(let s): return [s]
        default: return []
        }
    }

    private func texts(_ item: DisplayItem) -> [TextItem] {
        switch item {
        case .group(let g): return g.children.flatMap(texts)
        case .text(let t): return [t]
        default: return []
        }
    }

    @Test func circularCapacityGaugeIsARingFilledToTheValue() {
        let a = archive(
            Gauge(value: 0.25) {
                Text("Load")
            } currentValueLabel: {
                Text("25")
            }.gaugeStyle(.accessoryCircularCapacity))
        let strokes = shapes(a.content).filter { $0.stroke != nil }
        #expect(strokes.count == 2)  // track and fill
        // The ring fills the 72 pt square: line width 7.2, so its centre line has radius 32.4.
        let track = strokes[0]
        #expect(track.stroke!.lineWidth == 7.2)
        guard case .move(let p) = track.path.elements.first else { return #expect(Bool(false)) }
        #expect(abs(p.x - 36) < 0.001 && abs(p.y - (36 - 32.4)) < 0.001)  // starts at 12 o'clock
        // The fill's last point is a quarter turn round: 3 o'clock.
        guard case .curve(let end, _, _) = strokes[1].path.elements.last else { return #expect(Bool(false)) }
        #expect(abs(end.x - (36 + 32.4)) < 0.001 && abs(end.y - 36) < 0.001)
        #expect(texts(a.content).map(\.string).contains("25"))
    }

    @Test func openCircularGaugeDrawsAMarkerAtTheValue() {
        let a = archive(Gauge(value: 0.5) { Text("x") }.gaugeStyle(.accessoryCircular))
        let markers = shapes(a.content).filter { $0.fill != nil && $0.stroke != nil }
        #expect(markers.count == 1)
        // Half of the 270° arc from 135° is 270°: straight up.
        let m = markers[0].frame
        #expect(abs((m.x + m.width / 2) - 36) < 0.01)
        #expect(m.y < 10)
    }

    @Test func gradientTintRunsAlongTheRing() {
        let a = archive(
            Gauge(value: 0.5) { Text("x") }.gaugeStyle(.accessoryCircular)
                .tint(Gradient(colors: [.green, .red])))
        let ring = shapes(a.content).first { $0.stroke != nil && $0.fill == nil }!
        guard case .angularGradient(let stops, _, let a0, let a1) = ring.stroke!.paint else {
            return #expect(Bool(false), "expected an angular gradient, got \(ring.stroke!.paint)")
        }
        #expect(stops.count == 2)
        #expect(abs(a1 - a0 - 1.5 * Double.pi) < 1e-9)
    }

    @Test func linearCapacityGaugeFillsFromTheLeadingEdge() {
        let a = archive(
            Gauge(value: 3, in: 0...4) { Text("Disk") }.gaugeStyle(.accessoryLinearCapacity),
            size: CGSize(width: 160, height: 72))
        let fills = shapes(a.content).filter { $0.fill != nil }
        #expect(fills.count == 2)
        #expect(abs(fills[1].frame.width - fills[0].frame.width) < 0.01)  // same frame, different path
    }

    @Test func timerProgressCarriesALiveDescriptionAndItsValueAtTheEntryDate() {
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        let view = ProgressView(timerInterval: start...start.addingTimeInterval(100), countsDown: true) { EmptyView() }
            .progressViewStyle(.circular)
        let a = archive(view, date: start.addingTimeInterval(50))
        let live = shapes(a.content).compactMap(\.liveProgress)
        #expect(live.count == 1)
        #expect(live[0].fraction(at: start.addingTimeInterval(50)) == 0.5)
        let timer = texts(a.content).flatMap { $0.lines.flatMap(\.runs) }.compactMap(\.live)
        #expect(timer.first?.style == .timerInterval)
    }

    @Test func timerTextReservesItsWidestValue() {
        let date = Date(timeIntervalSince1970: 1_800_000_000)
        let a = archive(
            Text(date.addingTimeInterval(754), style: .timer), size: CGSize(width: 200, height: 50), date: date)
        let run = texts(a.content)[0].lines[0].runs[0]
        #expect(run.text == "00:00")
        #expect(run.live?.text(at: date) == "12:34")
    }

    @Test func inlineAccessoryKeepsOneSymbolAndTheTextOnOneLine() {
        let view = VStack {
            HStack {
                Image(systemName: "heart")
                Image(systemName: "bolt.fill")
            }
            Text("Resting").font(.largeTitle)
            Text("72 BPM")
        }
        let size = CGSize(width: 234, height: 26)
        let laid = archive(view, size: size)
        let inline = inlineAccessoryArchive(laid, canvas: size, environment: EnvironmentValues())
        var symbols: [String] = []
        var strings: [String] = []
        func walk(_ i: DisplayItem) {
            switch i {
            case .group(let g): g.children.forEach(walk)
            case .symbol(let s): symbols.append(s.name)
            case .text(let t):
                strings.append(t.string)
                #expect(t.lines.count == 1)
                #expect(t.lines[0].runs.allSatisfy { $0.font.size == 17 })
            default: break
            }
        }
        walk(inline.content)
        #expect(symbols == ["heart"])
        #expect(strings == ["Resting72 BPM"] || strings == ["Resting 72 BPM"])
    }

    @Test func inlineAccessoryKeepsPrivacyOfItsText() {
        let size = CGSize(width: 234, height: 26)
        let laid = archive(
            HStack {
                Text("Heart rate"); Text("72").privacySensitive()
            }, size: size)
        let inline = inlineAccessoryArchive(laid, canvas: size, environment: EnvironmentValues())
        var sensitiveTexts = 0
        func walk(_ i: DisplayItem, _ sensitive: Bool) {
            switch i {
            case .group(let g): g.children.forEach { walk($0, sensitive || g.tags?.privacySensitive == true) }
            case .text(let t): if sensitive || t.tags?.privacySensitive == true { sensitiveTexts += 1 }
            default: break
            }
        }
        walk(inline.content, false)
        #expect(sensitiveTexts == 1)
    }

    @Test func viewThatFitsPicksTheSentenceThatFitsEachInlineWidth() {
        let view = ViewThatFits {
            Text("Pandora is recovering from battle").accessibilityIdentifier("long")
            Text("Pandora recovering").accessibilityIdentifier("short")
            Text("🐼 12:00").accessibilityIdentifier("tiny")
        }
        let wide = layoutFrames(of: view, in: CGSize(width: 400, height: 26))
        let mid = layoutFrames(of: view, in: CGSize(width: 180, height: 26))
        let narrow = layoutFrames(of: view, in: CGSize(width: 100, height: 26))
        #expect(wide["long"] != nil)
        #expect(mid["short"] != nil && mid["long"] == nil)
        #expect(narrow["tiny"] != nil)
    }
}
