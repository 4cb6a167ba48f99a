//  AssetColorCatalogTests.swift — SwiftUITests
//  Colour sets read from an asset catalog folder, per appearance and notation.

import Foundation
import GlimpseArchive
import GlimpseResources
import Testing

@testable import SwiftUI

struct AssetColorCatalogTests {
    typealias F = GraphicsFixture

    /// A bundle folder holding `Assets.xcassets` with the given colour sets (name → JSON).
    static func bundle(_ sets: [String: String]) throws -> Bundle {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("gfx-assets-\(UUID().uuidString)")
        for (name, json) in sets {
            let folder = root.appendingPathComponent("Assets.xcassets/\(name).colorset")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(json.utf8).write(to: folder.appendingPathComponent("Contents.json"))
        }
        return try #require(Bundle(path: root.path))
    }

    static let brand = """
        {
          "colors" : [
            { "idiom" : "universal",
              "color" : { "color-space" : "srgb",
                "components" : { "red" : "0x7A", "green" : "122", "blue" : "0.500", "alpha" : "1.000" } } },
            { "idiom" : "universal",
              "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
              "color" : { "color-space" : "srgb",
                "components" : { "red" : "1.000", "green" : "1.000", "blue" : "1.000", "alpha" : "0.800" } } },
            { "idiom" : "universal",
              "appearances" : [ { "appearance" : "luminosity", "value" : "dark" },
                                { "appearance" : "contrast", "value" : "high" } ],
              "color" : { "color-space" : "srgb",
                "components" : { "red" : "0", "green" : "0", "blue" : "0", "alpha" : "1" } } }
          ],
          "info" : { "author" : "xcode", "version" : 1 }
        }
        """

    @Test func colorSetResolvesItsUniversalAndDarkAppearances() throws {
        let bundle = try Self.bundle(["Brand": Self.brand])
        let color = Color("Brand", bundle: bundle)
        #expect(color.resolve(in: F.env(.light)) == RGBA(122.0 / 255, 122.0 / 255, 0.5, 1))
        #expect(color.resolve(in: F.env(.dark)) == RGBA(1, 1, 1, 0.8))
    }

    @Test func missingColorSetDrawsClearAndIsLoggedOnceByName() throws {
        let bundle = try Self.bundle(["Brand": Self.brand])
        #expect(Color("Nope", bundle: bundle).resolve(in: F.env(.light)) == RGBA.clear)
        #expect(MissingResourceLog.wasReported("color", "Nope"))
        #expect(!MissingResourceLog.report("color", "Nope", "again"))
    }

    @Test func systemReferenceColorSetFollowsTheScheme() throws {
        let json = """
            { "colors" : [ { "idiom" : "universal",
              "color" : { "platform" : "ios", "reference" : "systemBlueColor" } } ] }
            """
        let bundle = try Self.bundle(["Link": json])
        #expect(Color("Link", bundle: bundle).resolve(in: F.env(.light)) == F.rgba(0, 122, 255))
        #expect(Color("Link", bundle: bundle).resolve(in: F.env(.dark)) == F.rgba(10, 132, 255))
    }

    @Test func grayGammaColorSetConvertsToSRGB() throws {
        let json = """
            { "colors" : [ { "idiom" : "universal", "color" : { "color-space" : "gray-gamma-22",
              "components" : { "white" : "1.000", "alpha" : "1.000" } } } ] }
            """
        let entry = try #require(AssetColorCatalog.parse(Data(json.utf8)))
        let white = try #require(entry.any)
        #expect(near(white, RGBA(1, 1, 1, 1), 1e-9))
    }

    @Test(arguments: [
        // Xcode's component notations
        ("0.478", 0.478),
        ("0x7A", 122.0 / 255),
        ("122", 122.0 / 255),
        ("1.000", 1.0),
    ])
    func componentNotationsParse(text: String, value: Double) {
        #expect(AssetColorCatalog.component(text) == value)
    }

    @Test func malformedContentsYieldNoEntry() {
        #expect(AssetColorCatalog.parse(Data("{ \"colors\": 3 }".utf8)) == nil)
        #expect(AssetColorCatalog.parse(Data("not json".utf8)) == nil)
    }
}
