//  UIColorTests.swift — UIKitTests
//  UIColor's initialisers and component getters, system colours, dynamic providers, named
//  colours, and the bridges to and from SwiftUI's Color, as widget code uses them.

import Foundation
import GlimpseArchive
import SwiftUI
import Testing
import UIKit

struct UIColorTests {
    typealias F = UIKitFixture

    func components(_ color: UIColor) -> (CGFloat, CGFloat, CGFloat, CGFloat) {
        var r: CGFloat = 0
        var g: CGFloat = 0
        var b: CGFloat = 0
        var a: CGFloat = 0
        _ = color.getRed(&r, green: &g, blue: &b, alpha: &a)
        return (r, g, b, a)
    }

    func near(_ a: (CGFloat, CGFloat, CGFloat, CGFloat), _ b: (CGFloat, CGFloat, CGFloat, CGFloat)) -> Bool {
        abs(a.0 - b.0) < 1e-6 && abs(a.1 - b.1) < 1e-6 && abs(a.2 - b.2) < 1e-6 && abs(a.3 - b.3) < 1e-6
    }

    @Test func rgbComponentsRoundTrip() {
        #expect(near(components(UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)), (0.2, 0.4, 0.6, 0.8)))
    }

    @Test func hueSaturationBrightnessRoundTrip() {
        let color = UIColor(hue: 0.6, saturation: 0.5, brightness: 0.8, alpha: 1)
        var h: CGFloat = 0
        var s: CGFloat = 0
        var v: CGFloat = 0
        var a: CGFloat = 0
        #expect(color.getHue(&h, saturation: &s, brightness: &v, alpha: &a))
        #expect(abs(h - 0.6) < 1e-9 && abs(s - 0.5) < 1e-9 && abs(v - 0.8) < 1e-9 && a == 1)
    }

    @Test func whiteIsAGreyAndAColourIsNot() {
        var w: CGFloat = 0
        var a: CGFloat = 0
        #expect(UIColor(white: 0.25, alpha: 0.5).getWhite(&w, alpha: &a))
        #expect(w == 0.25 && a == 0.5)
        #expect(!UIColor.red.getWhite(&w, alpha: &a))
    }

    @Test func displayP3RedIsOutsideSRGB() {
        let (r, g, b, _) = components(UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 1))
        #expect(r > 1 && g < 0 && b < 0)
    }

    @Test func withAlphaComponentKeepsBothSchemes() {
        let faded = UIColor.systemBlue.withAlphaComponent(0.5)
        let light = faded.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))
        let dark = faded.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
        #expect(near(components(light), (0, 122.0 / 255, 1, 0.5)))
        #expect(near(components(dark), (10.0 / 255, 132.0 / 255, 1, 0.5)))
    }

    @Test(arguments: [
        // (UIKit colour, light sRGB 8-bit, dark sRGB 8-bit) from Apple's UI element colour tables
        (UIColor.systemBackground, [255, 255, 255], [0, 0, 0]),
        (UIColor.secondarySystemBackground, [242, 242, 247], [28, 28, 30]),
        (UIColor.label, [0, 0, 0], [255, 255, 255]),
        (UIColor.systemGray6, [242, 242, 247], [28, 28, 30]),
        (UIColor.systemRed, [255, 59, 48], [255, 69, 58]),
    ])
    func systemColoursResolvePerScheme(color: UIColor, light: [Int], dark: [Int]) {
        func bytes(_ style: UIUserInterfaceStyle) -> [Int] {
            let (r, g, b, _) = components(color.resolvedColor(with: UITraitCollection(userInterfaceStyle: style)))
            return [r, g, b].map { Int(($0 * 255).rounded()) }
        }
        #expect(bytes(.light) == light)
        #expect(bytes(.dark) == dark)
    }

    @Test func dynamicProviderIsResolvedByTheEnvironmentsColorScheme() throws {
        let accent = UIColor { traits in traits.userInterfaceStyle == .dark ? .yellow : .blue }
        let view = Color(uiColor: accent).frame(width: 10, height: 10)
        let light = try F.render(view, size: CGSize(width: 10, height: 10), env: F.env(.light))
        let dark = try F.render(view, size: CGSize(width: 10, height: 10), env: F.env(.dark), saveAs: "dynamic-dark")
        #expect(nearPixel(light[5, 5], (0, 0, 255, 255)))
        #expect(nearPixel(dark[5, 5], (255, 255, 0, 255)))
    }

    @Test func colorFromUIColorAndBackResolve() {
        let env = F.env(.light)
        #expect(Color(UIColor.red).resolve(in: env) == Color.Resolved(red: 1, green: 0, blue: 0))
        let back = UIColor(Color(red: 0.25, green: 0.5, blue: 0.75))
        #expect(near(components(back), (0.25, 0.5, 0.75, 1)))
        // A system Color keeps its dark value through UIColor.
        let blue = UIColor(Color.blue).resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
        #expect(near(components(blue), (10.0 / 255, 132.0 / 255, 1, 1)))
    }

    @Test func tintColorIsTheAccentColor() {
        #expect(Color(uiColor: .tintColor) == Color.accentColor)
    }

    @Test func equalComponentsAreEqualColours() {
        #expect(UIColor(red: 1, green: 0, blue: 0, alpha: 1) == UIColor.red)
        #expect(UIColor.red != UIColor.blue)
    }
}
