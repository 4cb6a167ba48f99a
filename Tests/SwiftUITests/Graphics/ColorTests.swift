//  ColorTests.swift — SwiftUITests
//  Color resolution: system palette per colour scheme, constant colours and colour spaces.

import Foundation
import GlimpseArchive
import Testing

@testable import SwiftUI

struct ColorTests {
    typealias F = GraphicsFixture

    @Test(arguments: [
        // (colour, light, dark), 8-bit sRGB as Apple publishes them
        (Color.red, F.rgba(255, 59, 48), F.rgba(255, 69, 58)),
        (Color.blue, F.rgba(0, 122, 255), F.rgba(10, 132, 255)),
        (Color.gray, F.rgba(142, 142, 147), F.rgba(142, 142, 147)),
        (Color.green, F.rgba(52, 199, 89), F.rgba(48, 209, 88)),
        (Color.primary, RGBA(0, 0, 0), RGBA(1, 1, 1)),
        (Color.secondary, F.rgba(60, 60, 67, 0.6), F.rgba(235, 235, 245, 0.6)),
        (Color.black, RGBA(0, 0, 0), RGBA(0, 0, 0)),
        (Color.clear, RGBA(0, 0, 0, 0), RGBA(0, 0, 0, 0)),
    ])
    func systemColorsResolveToIOSLightAndDarkValues(color: Color, light: RGBA, dark: RGBA) {
        #expect(color.resolve(in: F.env(.light)) == light)
        #expect(color.resolve(in: F.env(.dark)) == dark)
    }

    @Test func shapeStyleColorStaticsAreTheSystemColors() {
        func resolved<S: ShapeStyle>(_ style: S) -> Paint { style._paint(in: .zero, environment: F.env(.dark)) }
        #expect(resolved(.red) == .color(F.rgba(255, 69, 58)))
        #expect(resolved(.mint) == .color(F.rgba(99, 230, 226)))
    }

    @Test func rgbInitializerKeepsComponentsIncludingExtendedOnes() {
        let c: RGBA = Color(red: 0.2, green: 1.25, blue: -0.1, opacity: 0.5).resolve(in: F.env())
        #expect(c == RGBA(0.2, 1.25, -0.1, 0.5))
        #expect(Color(white: 0.25).resolve(in: F.env()) == RGBA(0.25, 0.25, 0.25, 1))
    }

    @Test(arguments: [
        // (hue, saturation, brightness) → rgb
        (0.0, 1.0, 1.0, RGBA(1, 0, 0)),
        (1.0 / 3, 1.0, 1.0, RGBA(0, 1, 0)),
        (2.0 / 3, 1.0, 0.5, RGBA(0, 0, 0.5)),
        (0.5, 0.0, 0.7, RGBA(0.7, 0.7, 0.7)),  // no saturation: grey
        (1.0, 1.0, 1.0, RGBA(1, 0, 0)),  // hue wraps
    ])
    func hueSaturationBrightnessConvertsToRGB(h: Double, s: Double, b: Double, expected: RGBA) {
        #expect(near(Color(hue: h, saturation: s, brightness: b).resolve(in: F.env()), expected))
    }

    @Test func linearSRGBIsGammaEncoded() {
        let c: RGBA = Color(.sRGBLinear, red: 0.5, green: 0, blue: 1).resolve(in: F.env())
        #expect(near(c.red, 0.735356, 1e-6))
        #expect(c.green == 0)
        #expect(near(c.blue, 1, 1e-12))
    }

    @Test func displayP3RedIsOutsideSRGB() {
        let c: RGBA = Color(.displayP3, red: 1, green: 0, blue: 0).resolve(in: F.env())
        #expect(near(c.red, 1.0930, 1e-3))
        #expect(near(c.green, -0.2267, 1e-3))
        #expect(near(c.blue, -0.1501, 1e-3))
    }

    @Test func opacityMultipliesAlphaAndResolvesPerScheme() {
        let faded = Color.red.opacity(0.5).opacity(0.5)
        #expect(faded.resolve(in: F.env(.dark)) == F.rgba(255, 69, 58, 0.25))
    }

    @Test func colorsAreHashableByDescription() {
        #expect(Color.red == Color.red)
        #expect(Color.red != Color.blue)
        #expect(Color(red: 1, green: 0, blue: 0) == Color(red: 1, green: 0, blue: 0))
        #expect(Set([Color.red, .red, .blue]).count == 2)
        #expect(Color(red: 1, green: 0, blue: 0, opacity: 0.5).description == "#FF000080")
    }

    @Test func publicResolveGivesFloatComponentsThatRoundTrip() {
        let resolved: Color.Resolved = Color.red.resolve(in: F.env(.dark))
        #expect(resolved.red == 1)
        #expect(resolved.green == Float(69.0 / 255))
        #expect(resolved.opacity == 1)
        #expect(near(Double(Color.Resolved(red: 0.5, green: 0, blue: 0).linearRed), 0.214041, 1e-6))
        let back: RGBA = Color(resolved).resolve(in: F.env(.light))
        #expect(near(back, F.rgba(255, 69, 58), 1e-6))
    }

    @Test func accentColorWithoutAnAssetIsSystemBlue() {
        #expect(Color.accentColor.resolve(in: F.env(.light)) == F.rgba(0, 122, 255))
        #expect(Color.accentColor.resolve(in: F.env(.dark)) == F.rgba(10, 132, 255))
    }

    @Test func colorAsAViewFillsItsFrameWithARectangle() throws {
        let frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        let item = try #require(F.shapeItem(Color.blue, in: frame, env: F.env(.dark)))
        #expect(item.frame == Rect(x: 10, y: 20, width: 30, height: 40))
        #expect(item.fill == .color(F.rgba(10, 132, 255)))
        #expect(item.path.svg == "M 10 20 L 40 20 L 40 60 L 10 60 Z")
    }

    @Test func clearColorEmitsNothing() {
        #expect(F.items(Color.clear, in: CGRect(x: 0, y: 0, width: 10, height: 10)).isEmpty)
    }
}
