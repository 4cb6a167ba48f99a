//  UIColorNamedTests.swift — UIKitTests
//  Colour sets from an asset catalog (Xcode's JSON) through UIColor(named:), ColorResource and
//  Color(_:bundle:), in light and dark.

import Foundation
import GlimpseArchive
import GlimpseResources
import SwiftUI
import Testing
import UIKit

struct UIColorNamedTests {
    typealias F = UIKitFixture

    /// A colour set as Xcode 15 writes it: 8-bit integer components for "any", hex for dark.
    static let brand = """
        {
          "colors" : [
            { "color" : { "color-space" : "srgb",
                "components" : { "alpha" : "1.000", "blue" : "0", "green" : "128", "red" : "255" } },
              "idiom" : "universal" },
            { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
              "color" : { "color-space" : "srgb",
                "components" : { "alpha" : "1.000", "blue" : "0xFF", "green" : "0x00", "red" : "0x80" } },
              "idiom" : "universal" }
          ],
          "info" : { "author" : "xcode", "version" : 1 }
        }
        """

    static func bundle() throws -> Bundle {
        try F.bundle(["Media.xcassets/Brand.colorset/Contents.json": Data(brand.utf8)])
    }

    @Test func namedColourResolvesItsAppearances() throws {
        let color = try #require(UIColor(named: "Brand", in: try Self.bundle(), compatibleWith: nil))
        var r: CGFloat = 0
        var g: CGFloat = 0
        var b: CGFloat = 0
        var a: CGFloat = 0
        _ = color.getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect(r == 1 && abs(g - 128.0 / 255) < 1e-9 && b == 0)
        _ = color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).getRed(
            &r, green: &g, blue: &b, alpha: &a)
        #expect(abs(r - 128.0 / 255) < 1e-9 && g == 0 && b == 1)
    }

    @Test func catalogColourDrawsItsDarkValueInDark() throws {
        let resource = ColorResource(name: "Brand", bundle: try Self.bundle())
        let view = Color(resource).frame(width: 10, height: 10)
        let dark = try F.render(view, size: CGSize(width: 10, height: 10), env: F.env(.dark))
        let light = try F.render(view, size: CGSize(width: 10, height: 10), env: F.env(.light))
        #expect(nearPixel(dark[5, 5], (128, 0, 255, 255)))
        #expect(nearPixel(light[5, 5], (255, 128, 0, 255)))
        let viaUIKit = Color(uiColor: UIColor(resource: resource))
        #expect(viaUIKit.resolve(in: F.env(.dark)) == Color(resource).resolve(in: F.env(.dark)))
    }

    @Test func missingColourSetIsNilForUIKitAndClearForSwiftUI() throws {
        let bundle = try Self.bundle()
        #expect(UIColor(named: "NoSuchColor", in: bundle, compatibleWith: nil) == nil)
        #expect(MissingResourceLog.wasReported("color", "NoSuchColor"))
        #expect(Color("NoSuchColor", bundle: bundle).resolve(in: F.env()).opacity == 0)
        let pixels = try F.render(
            Color(ColorResource(name: "NoSuchColor", bundle: bundle)).frame(width: 4, height: 4),
            size: CGSize(width: 4, height: 4))
        #expect(pixels[2, 2].3 == 0)
    }
}
