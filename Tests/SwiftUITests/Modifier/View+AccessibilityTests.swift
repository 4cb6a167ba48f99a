//  View+AccessibilityTests.swift — SwiftUITests
//  Status: Complete
//  Behaviour: accessibility modifiers compile in the forms widget source writes (String values,
//  localized keys, Text) and never change what is drawn (View+Accessibility.swift).

import Foundation
import GlimpseArchive
import Testing

@testable import SwiftUI

struct ViewAccessibilityTests {
    private typealias R = EffectRendering

    @Test func everyDescribingModifierDrawsAsTheBareView() {
        let score: String = "87 out of 100"
        let described = Text("87")
            .accessibilityValue(score)
            .accessibilityValue(Text("87"))
            .accessibilityValue("eighty-seven")
            .accessibilityHint(score)
            .accessibilityHint("Opens the app")
            .accessibilityHint(Text("Opens"))
            .accessibilityHeading(.h2)
            .accessibilitySortPriority(2)
            .accessibilityTextContentType(.narrative)
            .accessibilityInputLabels(["Score"])
            .accessibilityRemoveTraits(.isImage)
            .accessibilityShowsLargeContentViewer()
            .accessibilityRepresentation { Toggle("On", isOn: .constant(true)) }
            .accessibilityChildren { Text("child") }
            .accessibilityAction {}
            .accessibilityAction(named: "Refresh") {}
            .accessibilityAction(named: score) {}
            .accessibilityAdjustableAction { _ in }
        #expect(R.archive(described).sExpression == R.archive(Text("87")).sExpression)
    }

    @Test func theRepresentationIsNeverDrawn() {
        let view = Color.red.frame(width: 10, height: 10)
            .accessibilityRepresentation { Text("never drawn") }
        #expect(R.strings(R.archive(view)).isEmpty)
    }

    @Test func aLabelInEveryFormDrawsAsTheBareView() {
        let name: Substring = "Readiness"
        let bare = R.archive(Text("87")).sExpression
        #expect(R.archive(Text("87").accessibilityLabel(name)).sExpression == bare)
        #expect(R.archive(Text("87").accessibilityLabel("Score")).sExpression == bare)
        #expect(R.archive(Text("87").accessibilityLabel(Text("Score"))).sExpression == bare)
    }
}
