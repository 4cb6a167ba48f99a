//  TextLayoutTests.swift — SwiftUITests
//  Text sizing per reference swiftui-layout.md "Text" and §4 (SF Pro line height 1.19336·size).

import Foundation
import GlimpseTesting
import Testing

@testable import SwiftUI

struct TextLayoutTests {
    /// One body line: 1.19336 × 17 = 20.287, rounded up to 1/3 pt at @3x.
    private let bodyLine: CGFloat = 61.0 / 3

    @Test func singleLineBodyTextIsOneLineHighRoundedUpToThePixel() {
        let f = layoutFrames(of: Text("Hello").accessibilityIdentifier("t"), proposal: .unspecified)
        #expect(abs(f["t"]!.height - bodyLine) < 0.001)
        #expect(f["t"]!.width > 20 && f["t"]!.width < 60)
    }

    @Test func textWrapsAtWordsWhenNarrowerThanItsIdealWidth() {
        let ideal = layoutFrames(
            of: Text("Hello brave new world").accessibilityIdentifier("t"), proposal: .unspecified)["t"]!
        let wrapped = layoutFrames(
            of: Text("Hello brave new world").accessibilityIdentifier("t"),
            proposal: ProposedViewSize(width: ideal.width / 2 + 10, height: nil))["t"]!
        #expect(wrapped.height > bodyLine * 1.9)
        #expect(wrapped.width <= ideal.width / 2 + 10)
    }

    @Test func lineLimitOneTruncatesInsteadOfWrapping() {
        let f = layoutFrames(
            of: Text("Hello brave new world").lineLimit(1).accessibilityIdentifier("t"),
            proposal: ProposedViewSize(width: 60, height: nil))["t"]!
        #expect(abs(f.height - bodyLine) < 0.001)
        #expect(f.width <= 60)
    }

    @Test func textAlwaysShowsAtLeastOneLine() {
        let f = layoutFrames(
            of: Text("Hello").accessibilityIdentifier("t"), proposal: ProposedViewSize(width: 200, height: 5))["t"]!
        #expect(abs(f.height - bodyLine) < 0.001)
    }

    @Test func largerTextStyleIsTallerByTheSizeRatio() {
        let title = layoutFrames(of: Text("A").font(.largeTitle).accessibilityIdentifier("t"), proposal: .unspecified)[
            "t"]!
        // 34 × 1.19336 = 40.574 → 40.667 at @3x.
        #expect(abs(title.height - 122.0 / 3) < 0.001)
    }

    @Test func minimumScaleFactorShrinksTextToFitOneLine() {
        let long = "Supercalifragilistic"
        let natural = layoutFrames(of: Text(long).accessibilityIdentifier("t"), proposal: .unspecified)["t"]!
        let f = layoutFrames(
            of: Text(long).lineLimit(1).minimumScaleFactor(0.5).accessibilityIdentifier("t"),
            proposal: ProposedViewSize(width: natural.width * 0.7, height: nil))["t"]!
        #expect(f.width <= natural.width * 0.7 + 0.01)
        #expect(f.height < bodyLine)
    }

    @Test func interpolatedDoubleUsesSixDecimalsLikeIOS() {
        let text = Text("\(2.5)")
        #expect(text.plainText == "2.500000")
    }

    @Test func concatenatedTextKeepsBothParts() {
        let text = Text("Level ") + Text("7").bold()
        #expect(text.plainText == "Level 7")
    }
}
