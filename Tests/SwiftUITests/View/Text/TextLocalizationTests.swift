//  TextLocalizationTests.swift — SwiftUITests
//  Text keys looked up in a bundle's `.strings` files and `.xcstrings` catalogs under the
//  environment's locale, with interpolated values filling the localised format.

import AppIntents
import Foundation
import GlimpseArchive
import GlimpseResources
import Testing

@testable import SwiftUI

struct TextLocalizationTests {
    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Weather" : { "localizations" : {
              "de" : { "stringUnit" : { "state" : "translated", "value" : "Wetter" } },
              "fr" : { "stringUnit" : { "state" : "translated", "value" : "Météo" } } } },
            "%lld items" : { "localizations" : {
              "de" : { "variations" : { "plural" : {
                "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld Artikel" } },
                "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld Artikel insgesamt" } } } } } } },
            "%@ in %@" : { "localizations" : {
              "de" : { "stringUnit" : { "state" : "translated", "value" : "in %2$@: %1$@" } } } }
          },
          "version" : "1.0"
        }
        """

    static func bundle(_ files: [String: String]) throws -> Bundle {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("text-l10n-\(UUID().uuidString)")
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return try #require(Bundle(path: root.path))
    }

    /// The text `view` draws in `locale`.
    static func shown(_ text: Text, _ locale: String) -> String {
        var env = EnvironmentValues()
        env.locale = Locale(identifier: locale)
        let archive = makeWidgetArchive(
            text, canvas: CGSize(width: 300, height: 100), environment: env, contentMargins: EdgeInsets())
        var out: [String] = []
        func walk(_ item: DisplayItem) {
            switch item {
            case .text(let t): out.append(t.string)
            case .group(let g): g.children.forEach(walk)
            default: break
            }
        }
        walk(archive.content)
        return out.joined(separator: "|")
    }

    @Test func catalogKeyFollowsTheEnvironmentsLocale() throws {
        let bundle = try Self.bundle(["Localizable.xcstrings": Self.catalog])
        let text = Text("Weather", bundle: bundle)
        #expect(Self.shown(text, "de_DE") == "Wetter")
        #expect(Self.shown(text, "fr_FR") == "Météo")
        #expect(Self.shown(text, "en_US") == "Weather")
    }

    @Test func interpolatedKeyFillsThePluralFormat() throws {
        let bundle = try Self.bundle(["Localizable.xcstrings": Self.catalog])
        let one = 1
        let five = 5
        #expect(Self.shown(Text("\(one) items", bundle: bundle), "de_DE") == "1 Artikel")
        #expect(Self.shown(Text("\(five) items", bundle: bundle), "de_DE") == "5 Artikel insgesamt")
        #expect(Self.shown(Text("\(five) items", bundle: bundle), "en_US") == "5 items")
    }

    @Test func positionalSpecifiersReorderArguments() throws {
        let bundle = try Self.bundle(["Localizable.xcstrings": Self.catalog])
        let city = "Berlin"
        let temperature = "21°"
        #expect(Self.shown(Text("\(temperature) in \(city)", bundle: bundle), "de_DE") == "in Berlin: 21°")
    }

    @Test func stringsFileInANamedTableUnderTwoLocales() throws {
        let bundle = try Self.bundle([
            "de.lproj/Widget.strings": "\"Next up\" = \"Als Nächstes\";",
            "es.lproj/Widget.strings": "\"Next up\" = \"A continuación\";",
        ])
        let text = Text("Next up", tableName: "Widget", bundle: bundle, comment: "Header")
        #expect(Self.shown(text, "de_DE") == "Als Nächstes")
        #expect(Self.shown(text, "es_MX") == "A continuación")
    }

    @Test func missingKeyShowsTheKeyAndIsLoggedOnce() throws {
        let bundle = try Self.bundle(["Localizable.xcstrings": Self.catalog])
        #expect(Self.shown(Text("Not translated anywhere", bundle: bundle), "de_DE") == "Not translated anywhere")
        #expect(MissingResourceLog.wasReported("string", "Localizable/Not translated anywhere"))
    }

    @Test func anInterpolatedTextMissingFromTheTablesShowsItsValuesAndIsNotLogged() throws {
        let bundle = try Self.bundle(["Localizable.xcstrings": Self.catalog])
        let hero = "Spouty"
        #expect(Self.shown(Text("Hero \(hero) is ready", bundle: bundle), "de_DE") == "Hero Spouty is ready")
        #expect(!MissingResourceLog.wasReported("string", "Localizable/Hero %@ is ready"))
    }

    @Test func verbatimTextIsNeverLookedUp() throws {
        let bundle = try Self.bundle(["Localizable.xcstrings": Self.catalog])
        _ = bundle
        #expect(Self.shown(Text(verbatim: "Weather"), "de_DE") == "Weather")
    }
}
