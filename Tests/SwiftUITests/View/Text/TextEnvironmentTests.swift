//  TextEnvironmentTests.swift — SwiftUITests
//  The text modifiers a view passes down: lineSpacing, the lineLimit forms that reserve space,
//  fontDesign, tracking and kerning (Apple SwiftUI, iOS 16–17).

import Foundation
import GlimpseArchive
import GlimpseTesting
import Testing

@testable import SwiftUI

struct TextEnvironmentTests {
    /// One body line (17 pt × 1.19336), unrounded, points.
    private let line: CGFloat = 17 * 1.19336
    private let wrapping = "Hello brave new world of widgets"

    private func height<V: View>(_ view: V, width: CGFloat? = 80) -> CGFloat {
        layoutFrames(of: view.accessibilityIdentifier("t"), proposal: ProposedViewSize(width: width, height: nil))[
            "t"]!.height
    }

    /// Rounded up to the pixel at @3x, as text sizes are.
    private func pixels(_ v: CGFloat) -> CGFloat { ((v * 3) - 1e-9).rounded(.up) / 3 }

    private func runs<V: View>(_ view: V) -> [TextRun] {
        let archive = layoutRoot(
            view, proposal: ProposedViewSize(width: 300, height: 300), container: CGSize(width: 300, height: 300),
            environment: EnvironmentValues()
        ).archive
        return textItems(in: archive.content).flatMap { $0.lines.flatMap(\.runs) }
    }

    @Test func lineSpacingAddsItsPointsBetweenLinesButNotAfterTheLast() {
        let plain = height(Text(wrapping))
        let spaced = height(Text(wrapping).lineSpacing(10))
        let lines = (plain / line).rounded(.down)
        #expect(lines >= 3)
        #expect(abs(spaced - pixels(lines * line + (lines - 1) * 10)) < 0.001)
    }

    @Test func lineSpacingMovesEachLaterBaselineDownByThePitch() {
        let items = textItems(
            in: layoutRoot(
                Text(wrapping).lineSpacing(6), proposal: ProposedViewSize(width: 80, height: nil), container: nil,
                environment: EnvironmentValues()
            ).archive.content)
        let baselines = items.flatMap { $0.lines.map(\.baseline) }
        #expect(baselines.count >= 3)
        for (a, b) in zip(baselines, baselines.dropFirst()) { #expect(abs(b - a - (line + 6)) < 0.001) }
    }

    @Test func aHeightLimitCountsTheSpacingOfEachLineItAdmits() {
        // Room for two lines and the space between them, not for three.
        let shown = layoutFrames(
            of: Text(wrapping).lineSpacing(10).accessibilityIdentifier("t"),
            proposal: ProposedViewSize(width: 80, height: 2 * line + 10 + 1))["t"]!
        #expect(abs(shown.height - pixels(2 * line + 10)) < 0.001)
    }

    @Test func lineLimitThatReservesSpaceKeepsItsLinesOfHeightForShortText() {
        #expect(abs(height(Text("Hi").lineLimit(3, reservesSpace: true)) - pixels(3 * line)) < 0.001)
        #expect(abs(height(Text("Hi").lineLimit(3, reservesSpace: false)) - pixels(line)) < 0.001)
    }

    @Test func lineLimitThatReservesSpaceStillTruncatesLongText() {
        #expect(abs(height(Text(wrapping).lineLimit(2, reservesSpace: true)) - pixels(2 * line)) < 0.001)
    }

    @Test func aClosedRangeReservesItsLowerBoundAndCapsAtItsUpperBound() {
        #expect(abs(height(Text("Hi").lineLimit(2...3)) - pixels(2 * line)) < 0.001)
        #expect(abs(height(Text(wrapping).lineLimit(2...3)) - pixels(3 * line)) < 0.001)
    }

    @Test func partialRangesReserveOrCapAsTheirBoundSays() {
        #expect(abs(height(Text("Hi").lineLimit(2...)) - pixels(2 * line)) < 0.001)
        #expect(height(Text(wrapping).lineLimit(2...)) > 2.5 * line)
        #expect(abs(height(Text(wrapping).lineLimit(...1)) - pixels(line)) < 0.001)
    }

    @Test func theTextSitsAtTheTopOfTheLinesItReserves() {
        func baseline<V: View>(_ view: V) -> Double {
            textItems(
                in: layoutRoot(
                    view, proposal: ProposedViewSize(width: 80, height: nil), container: nil,
                    environment: EnvironmentValues()
                ).archive.content)[0].lines[0].baseline
        }
        #expect(abs(baseline(Text("Hi").lineLimit(3, reservesSpace: true)) - baseline(Text("Hi"))) < 0.001)
    }

    @Test func fontDesignOnAViewReachesTextThatNamesNoDesign() {
        #expect(
            runs(Text("a").fontDesign(.serif))[0].font.family
                == runs(Text("a").font(.system(.body, design: .serif)))[0].font.family)
        let viewLevel = runs(VStack { Text("a") }.fontDesign(.monospaced))
        #expect(viewLevel[0].font.family == runs(Text("a").font(.system(.body, design: .monospaced)))[0].font.family)
        #expect(viewLevel[0].font.family != runs(Text("a"))[0].font.family)
    }

    @Test func aFontsOwnDesignWinsOverTheViewsFontDesign() {
        let r = runs(Text("a").font(.system(size: 20, design: .serif)).fontDesign(.monospaced))
        #expect(r[0].font.family == runs(Text("a").font(.system(size: 20, design: .serif)))[0].font.family)
    }

    @Test func trackingOnAViewSpacesTextThatSetsNoneItself() {
        let r = runs(
            HStack {
                Text("a"); Text("b").tracking(1)
            }.tracking(3))
        #expect(r.map(\.tracking) == [3, 1])
        #expect(runs(Text("a").kerning(2))[0].tracking == 2)
        #expect(runs(VStack { Text("a") }.kerning(2))[0].tracking == 2)
    }

    @Test func allowsTighteningIsReadableFromTheEnvironment() {
        struct Probe: View {
            @Environment(\.allowsTightening) var tight
            var body: some View { Text(tight ? "tight" : "loose") }
        }
        #expect(runs(Probe().allowsTightening(true)).map(\.text) == ["tight"])
        #expect(runs(Probe()).map(\.text) == ["loose"])
    }
}
