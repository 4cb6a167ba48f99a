//  GaugeAndProgressTests.swift — SwiftUITests
//  Timer-driven progress, inline accessories and ViewThatFits in the archive (gauges: GaugeTests).

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

    @Test func aTimerTextTakesTheWholeWidthOfferedSoItsValueCanGrow() {
        // iOS: a timer text in a widget "takes the whole width of the container and aligns to the
        // left"; `multilineTextAlignment` moves it. Its value grows later ("12:34" → "1:12:34").
        let date = Date(timeIntervalSince1970: 1_800_000_000)
        let timer = Text(date.addingTimeInterval(754), style: .timer)
        for (alignment, expected) in [(TextAlignment.leading, 0.0), (.center, 0.5), (.trailing, 1.0)] {
            let a = archive(
                VStack { timer.multilineTextAlignment(alignment) }, size: CGSize(width: 200, height: 50), date: date)
            let text = texts(a.content)[0]
            let run = text.lines[0].runs[0]
            #expect(text.frame.width == 200)
            #expect(run.x == text.frame.x && run.width == 200)
            #expect(run.liveAlignment == expected)
        }
        // A date or a time does not change by itself: it is as wide as its text.
        let time = texts(archive(Text(date, style: .time), size: CGSize(width: 200, height: 50)).content)[0]
        #expect(time.frame.width < 100)
        // Asked for its ideal size (fixedSize), a timer is as wide as its widest value.
        let fixed = texts(archive(timer.fixedSize(), size: CGSize(width: 200, height: 50), date: date).content)[0]
        #expect(fixed.frame.width < 60)
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
