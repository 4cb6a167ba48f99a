//  StackLayoutTests.swift — SwiftUITests
//  Expected frames derived from reference swiftui-layout.md §2 (stack distribution, spacing).

import Foundation
import GlimpseTesting
import SwiftUI
import Testing

struct StackLayoutTests {
    @Test func twoGreedyChildrenShareTheWidthAfterDefaultSpacing() {
        let f = layoutFrames(
            of: HStack {
                Color.red.accessibilityIdentifier("a")
                Color.blue.accessibilityIdentifier("b")
            }, in: CGSize(width: 300, height: 100))
        expectFrame(f["a"], rect(0, 0, 146, 100))
        expectFrame(f["b"], rect(154, 0, 146, 100))
    }

    @Test func fixedChildIsSizedFirstAndGreedyChildTakesTheRest() {
        let f = layoutFrames(
            of: HStack {
                Color.red.frame(width: 50).accessibilityIdentifier("fixed")
                Color.blue.accessibilityIdentifier("greedy")
            }, in: CGSize(width: 200, height: 100))
        expectFrame(f["fixed"], rect(0, 0, 50, 100))
        expectFrame(f["greedy"], rect(58, 0, 142, 100))
    }

    @Test func aStackHoldingAGreedyViewIsGreedyBesideAFixedView() {
        // The VStack is measured at an infinite width: its centred greedy child made the union
        // ∞ − ∞, and the HStack gave it only half of 300 points.
        let f = layoutFrames(
            of: HStack {
                VStack { Color.red.accessibilityIdentifier("greedy") }
                Color.blue.frame(width: 50).accessibilityIdentifier("fixed")
            }, in: CGSize(width: 300, height: 100))
        expectFrame(f["greedy"], rect(0, 0, 242, 100))
        expectFrame(f["fixed"], rect(250, 0, 50, 100))
    }

    @Test func higherLayoutPriorityTakesAllThatLowerMinimumsLeave() {
        let f = layoutFrames(
            of: HStack {
                Color.red.accessibilityIdentifier("low")
                Color.blue.layoutPriority(1).accessibilityIdentifier("high")
            }, in: CGSize(width: 300, height: 100))
        expectFrame(f["low"], rect(0, 0, 0, 100))
        expectFrame(f["high"], rect(8, 0, 292, 100))
    }

    @Test func spacerGetsOnlyItsMinimumNextToAGreedyView() {
        let f = layoutFrames(
            of: HStack(spacing: 0) {
                Color.red.accessibilityIdentifier("color")
                Spacer().accessibilityIdentifier("spacer")
            }, in: CGSize(width: 300, height: 100))
        expectFrame(f["color"], rect(0, 0, 292, 100))
        expectFrame(f["spacer"], rect(292, 50, 8, 0))
    }

    @Test func spacerSwallowsTheDefaultSpacingAndPushesContentApart() {
        let f = layoutFrames(
            of: VStack {
                Color.red.frame(height: 20).accessibilityIdentifier("top")
                Spacer()
                Color.blue.frame(height: 30).accessibilityIdentifier("bottom")
            }, in: CGSize(width: 100, height: 200))
        expectFrame(f["top"], rect(0, 0, 100, 20))
        expectFrame(f["bottom"], rect(0, 170, 100, 30))
    }

    @Test func vStackHugsItsContentAndIsCentredInTheContainer() {
        let f = layoutFrames(
            of: VStack {
                Color.red.frame(width: 40, height: 20).accessibilityIdentifier("a")
                Color.blue.frame(width: 60, height: 30).accessibilityIdentifier("b")
            }.accessibilityIdentifier("stack"), in: CGSize(width: 100, height: 100))
        expectFrame(f["stack"], rect(20, 21, 60, 58))
        expectFrame(f["a"], rect(30, 21, 40, 20))
        expectFrame(f["b"], rect(20, 49, 60, 30))
    }

    @Test(arguments: [
        (HorizontalAlignment.leading, CGFloat(20)),  // leading edges meet
        (HorizontalAlignment.center, CGFloat(30)),  // centres meet
        (HorizontalAlignment.trailing, CGFloat(40)),  // trailing edges meet
    ])
    func vStackAlignsChildrenOnTheCrossAxis(alignment: HorizontalAlignment, expectedX: CGFloat) {
        let f = layoutFrames(
            of: VStack(alignment: alignment, spacing: 0) {
                Color.red.frame(width: 40, height: 20).accessibilityIdentifier("narrow")
                Color.blue.frame(width: 60, height: 30)
            }, in: CGSize(width: 100, height: 100))
        expectFrame(f["narrow"], rect(expectedX, 25, 40, 20))
    }

    @Test func explicitSpacingReplacesPreferredSpacing() {
        let f = layoutFrames(
            of: HStack(spacing: 3) {
                Color.red.frame(width: 10, height: 10)
                Color.blue.frame(width: 10, height: 10).accessibilityIdentifier("second")
            }, proposal: .unspecified)
        expectFrame(f["second"], rect(13, 0, 10, 10))
    }

    @Test func colorAboveTextGetsTheTextTopSpacing() {
        // §2b: edgeAboveText = (L + ⌈0.1·L⌉px) − ascender = 22.620 − 16.187 ≈ 6.433 at @3x, body 17 pt.
        let f = layoutFrames(
            of: VStack {
                Color.red.frame(width: 10, height: 10).accessibilityIdentifier("color")
                Text("A").accessibilityIdentifier("text")
            }, proposal: .unspecified)
        let gap = f["text"]!.minY - f["color"]!.maxY
        #expect(abs(gap - 6.333) < 0.2, "gap \(gap)")
    }

    @Test func textAboveColorGetsTheTextBottomSpacing() {
        // §2b: edgeBelowText = max(22.620 − 11.977, 2.333 + 4.101) ≈ 10.643.
        let f = layoutFrames(
            of: VStack {
                Text("A").accessibilityIdentifier("text")
                Color.red.frame(width: 10, height: 10).accessibilityIdentifier("color")
            }, proposal: .unspecified)
        let gap = f["color"]!.minY - f["text"]!.maxY
        #expect(abs(gap - 10.643) < 0.2, "gap \(gap)")
    }
}
