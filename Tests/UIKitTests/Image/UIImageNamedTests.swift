//  UIImageNamedTests.swift — UIKitTests
//  Named images from asset catalog image sets (scales, appearances, Xcode's own Contents.json)
//  through UIImage(named:in:compatibleWith:), Image(_:bundle:) and ImageResource.

import Foundation
import GlimpseArchive
import GlimpseResources
import SwiftUI
import Testing
import UIKit

struct UIImageNamedTests {
    typealias F = UIKitFixture

    /// An image set as Xcode writes it: file names without @Nx, a dark appearance at 2x.
    static func catalog() throws -> Bundle {
        let contents = """
            {
              "images" : [
                { "filename" : "Hero Small.png", "idiom" : "universal", "scale" : "1x" },
                { "filename" : "Hero Big.png", "idiom" : "universal", "scale" : "2x" },
                { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
                  "filename" : "Hero Dark.png", "idiom" : "universal", "scale" : "2x" },
                { "idiom" : "universal", "scale" : "3x" }
              ],
              "info" : { "author" : "xcode", "version" : 1 }
            }
            """
        let solid = { (r: UInt8, g: UInt8, b: UInt8, side: Int) -> Data in
            let renderer = UIGraphicsImageRenderer(
                size: CGSize(width: side, height: side), format: Self.format(scale: 1))
            return renderer.pngData { ctx in
                UIColor(red: CGFloat(r) / 255, green: CGFloat(g) / 255, blue: CGFloat(b) / 255, alpha: 1).setFill()
                ctx.fill(CGRect(x: 0, y: 0, width: side, height: side))
            }
        }
        return try F.bundle([
            "Assets.xcassets/Contents.json": Data(#"{"info":{"author":"xcode","version":1}}"#.utf8),
            "Assets.xcassets/Hero.imageset/Contents.json": Data(contents.utf8),
            "Assets.xcassets/Hero.imageset/Hero Small.png": solid(255, 0, 0, 8),
            "Assets.xcassets/Hero.imageset/Hero Big.png": solid(0, 255, 0, 16),
            "Assets.xcassets/Hero.imageset/Hero Dark.png": solid(0, 0, 255, 16),
        ])
    }

    static func format(scale: CGFloat) -> UIGraphicsImageRendererFormat {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return format
    }

    @Test func namedImagePicksTheVariantForTheScaleAndAppearance() throws {
        let bundle = try Self.catalog()
        let light2x = try #require(
            UIImage(named: "Hero", in: bundle, compatibleWith: UITraitCollection(displayScale: 2)))
        #expect(light2x.scale == 2)
        #expect(light2x.size == CGSize(width: 8, height: 8))
        let dark = UITraitCollection(traitsFrom: [.init(displayScale: 2), .init(userInterfaceStyle: .dark)])
        let dark2x = try #require(UIImage(named: "Hero", in: bundle, compatibleWith: dark))
        let png = try #require(dark2x.pngData())
        let pixels = try #require(Pixels(png))
        #expect(nearPixel(pixels[4, 4], (0, 0, 255, 255)))
        let at1x = try #require(UIImage(named: "Hero", in: bundle, compatibleWith: UITraitCollection(displayScale: 1)))
        #expect(at1x.scale == 1)
    }

    @Test func swiftUIImageDrawsTheDarkVariantInTheDarkScheme() throws {
        let bundle = try Self.catalog()
        let view = Image("Hero", bundle: bundle)
        let light = try F.render(view, size: CGSize(width: 8, height: 8), env: F.env(.light, scale: 2))
        let dark = try F.render(view, size: CGSize(width: 8, height: 8), env: F.env(.dark, scale: 2))
        #expect(nearPixel(light[8, 8], (0, 255, 0, 255)))
        #expect(nearPixel(dark[8, 8], (0, 0, 255, 255)))
    }

    @Test func imageResourceDrawsLikeItsName() throws {
        let bundle = try Self.catalog()
        let resource = ImageResource(name: "Hero", bundle: bundle)
        let pixels = try F.render(Image(resource), size: CGSize(width: 8, height: 8), env: F.env(.light, scale: 2))
        #expect(nearPixel(pixels[8, 8], (0, 255, 0, 255)))
        #expect(UIImage(resource: resource).size == CGSize(width: 8, height: 8))
    }

    @Test func missingNameIsNilForUIKitAndNothingForSwiftUIAndLoggedOnce() throws {
        let bundle = try Self.catalog()
        #expect(UIImage(named: "NoSuchHero", in: bundle, compatibleWith: nil) == nil)
        #expect(MissingResourceLog.wasReported("image", "NoSuchHero"))
        let archive = F.archive(Image("NoSuchHero", bundle: bundle), size: CGSize(width: 8, height: 8))
        #expect(archive.images.isEmpty)
        #expect(UIImage(resource: ImageResource(name: "NoSuchHero", bundle: bundle)).size == .zero)
    }
}
