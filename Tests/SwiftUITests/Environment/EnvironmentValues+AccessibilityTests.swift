//  EnvironmentValues+AccessibilityTests.swift — SwiftUITests
//  Status: Complete
//  Behaviour: the accessibility and size-class environment values read Glimpse's device
//  settings (all at their factory values), and Bold Text draws fonts heavier
//  (EnvironmentValues+Accessibility.swift).

import Foundation
import Testing

@testable import SwiftUI

struct EnvironmentValuesAccessibilityTests {
    @Test func theDeviceHasEveryAccessibilitySettingAtItsFactoryValue() {
        let env = EnvironmentValues()
        #expect(env.legibilityWeight == .regular)
        #expect(!env.accessibilityReduceMotion)
        #expect(!env.accessibilityReduceTransparency)
        #expect(!env.accessibilityDifferentiateWithoutColor)
        #expect(!env.accessibilityInvertColors)
        #expect(!env.accessibilityShowButtonShapes)
        #expect(!env.accessibilityVoiceOverEnabled)
        #expect(!env.accessibilitySwitchControlEnabled)
        #expect(env.colorSchemeContrast == .standard)
        #expect(env.horizontalSizeClass == .compact)
        #expect(env.verticalSizeClass == .regular)
    }

    @Test func aPlaceCanTurnASettingOnForTheViewsBelow() {
        var env = EnvironmentValues()
        env.accessibilityReduceMotion = true
        env.colorSchemeContrast = .increased
        #expect(env.accessibilityReduceMotion)
        #expect(env.colorSchemeContrast == .increased)
        #expect(!env.accessibilityReduceTransparency)
    }

    @Test func boldTextDrawsEveryWeightTwoStepsHeavierUpToBlack() {
        var env = EnvironmentValues()
        #expect(Font.body.resolve(in: env).weight == 400)
        env.legibilityWeight = .bold
        #expect(Font.body.resolve(in: env).weight == 600)
        #expect(Font.headline.resolve(in: env).weight == 800)
        #expect(Font.system(size: 12, weight: .heavy).resolve(in: env).weight == 900)
        #expect(Font.system(size: 12, weight: .black).resolve(in: env).weight == 900)
    }

    @Test func boldTextSetOnAViewMakesItsTextHeavier() {
        var env = EnvironmentValues()
        env.displayScale = 1
        let plain = Text("Hi").font(.body)
        let size = CGSize(width: 100, height: 40)
        func weights<V: View>(_ view: V) -> String {
            layoutRoot(view, proposal: ProposedViewSize(size), container: size, environment: env).archive.sExpression
        }
        #expect(weights(plain).contains(" 17 400"))
        #expect(weights(plain.environment(\.legibilityWeight, .bold)).contains(" 17 600"))
    }
}

/// A key whose value is optional but whose default is not nil.
private struct OptionalWithDefaultKey: EnvironmentKey {
    static let defaultValue: Int? = 7
}

struct EnvironmentValuesOptionalKeyTests {
    @Test func anUnsetOptionalKeyReadsItsDefaultNotNil() {
        var env = EnvironmentValues()
        #expect(env[OptionalWithDefaultKey.self] == 7)
        env[OptionalWithDefaultKey.self] = nil
        #expect(env[OptionalWithDefaultKey.self] == nil)
        env[OptionalWithDefaultKey.self] = 3
        #expect(env[OptionalWithDefaultKey.self] == 3)
    }
}
