//  LabeledContentTests.swift — SwiftUITests
//  Behaviour: LabeledContent draws its label leading and its value trailing on one row, the
//  value in the secondary style; a format writes the value.

import Foundation
import GlimpseTesting
import SwiftUI
import Testing

struct LabeledContentTests {
    @Test func theLabelLeadsAndTheValueTrails() throws {
        let f = layoutFrames(
            of: LabeledContent {
                Text("9").accessibilityIdentifier("value")
            } label: {
                Text("Key").accessibilityIdentifier("label")
            }, in: CGSize(width: 200, height: 40))
        let label = try #require(f["label"]), value = try #require(f["value"])
        #expect(label.minX == 0)
        #expect(abs(value.maxX - 200) < 0.001)
        #expect(abs(label.midY - value.midY) < 1)
    }

    @Test func aFormatWritesTheValueInTheSecondaryStyle() throws {
        let shown = try render(
            LabeledContent("Price", value: 9.5, format: .number.precision(.fractionLength(2))),
            as: .image(size: CGSize(width: 200, height: 40)))
        #expect(shown.texts == ["Price", "9.50"])
        // The value in secondary label grey (60 %), the label in primary black.
        #expect(shown.sExpression.contains(#""9.50" (font "Inter" 17 400) (color 0.235 0.235 0.263 0.6)"#))
        #expect(shown.sExpression.contains(#""Price" (font "Inter" 17 400) (color 0 0 0 1)"#))
    }
}
