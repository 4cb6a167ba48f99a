//  ColorMixTests.swift — SwiftUITests
//  Apple SwiftUI "Color.mix(with:by:in:)" and the semantic styles `.separator`, `.placeholder`, `.link`.

import Foundation
import GlimpseArchive
import GlimpseResources
import Testing

@testable import SwiftUI

struct ColorMixTests {
    private func rgba(_ color: Color, _ scheme: ColorScheme = .light) -> RGBA {
        var env = EnvironmentValues()
        env.colorScheme = scheme
        return color.resolve(in: env)
    }

    private func close(_ a: RGBA, _ b: RGBA, _ tolerance: Double = 0.002) -> Bool {
        abs(a.red - b.red) < tolerance && abs(a.green - b.green) < tolerance && abs(a.blue - b.blue) < tolerance
            && abs(a.alpha - b.alpha) < tolerance
    }

    @Test func theEndsOfAMixAreTheTwoColours() {
        let a = Color(red: 0.9, green: 0.2, blue: 0.1)
        let b = Color(red: 0.1, green: 0.3, blue: 0.8, opacity: 0.5)
        #expect(close(rgba(a.mix(with: b, by: 0)), rgba(a)))
        #expect(close(rgba(a.mix(with: b, by: 1)), rgba(b)))
        #expect(close(rgba(a.mix(with: b, by: 7)), rgba(b)))
        #expect(close(rgba(a.mix(with: b, by: .nan)), rgba(a)))
    }

    @Test func aDeviceMixInterpolatesTheComponents() {
        let mixed = rgba(Color(white: 0).mix(with: Color(white: 1, opacity: 0), by: 0.25, in: .device))
        #expect(close(mixed, RGBA(0.25, 0.25, 0.25, 0.75)))
    }

    @Test func aPerceptualMixOfBlackAndWhiteIsLighterThanTheDeviceOne() {
        // Oklab's L is near-uniform in lightness: halfway is sRGB ≈ 0.389 grey (CSS color-mix in oklab: #636363).
        let mixed = rgba(Color.black.mix(with: .white, by: 0.5))
        #expect(abs(mixed.red - 99.0 / 255) < 0.005)
        #expect(abs(mixed.red - mixed.green) < 1e-6 && abs(mixed.green - mixed.blue) < 1e-6)
    }

    @Test func aMixOfSystemColoursFollowsTheColourScheme() {
        let mix = Color.primary.mix(with: .blue, by: 0, in: .device)
        #expect(rgba(mix, .light) != rgba(mix, .dark))
    }

    @Test func semanticStylesAreUIKitsColoursForTheScheme() {
        func paint<S: ShapeStyle>(_ s: S, _ scheme: ColorScheme) -> Paint {
            var env = EnvironmentValues()
            env.colorScheme = scheme
            return s._paint(in: .zero, environment: env)
        }
        #expect(paint(.link, .light) == .color(SystemColor.link.rgba(.light)))
        #expect(paint(.separator, .dark) == .color(SystemColor.separator.rgba(.dark)))
        #expect(paint(.placeholder, .light) == .color(SystemColor.placeholderText.rgba(.light)))
        #expect(paint(.separator, .light) != paint(.separator, .dark))
    }
}
