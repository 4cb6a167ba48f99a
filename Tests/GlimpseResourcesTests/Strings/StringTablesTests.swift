//  StringTablesTests.swift — GlimpseResourcesTests
//  Looking keys up in `.lproj` strings files and `.xcstrings` catalogs by locale.

import Foundation
import GlimpseResources
import Testing

struct StringTablesTests {
    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Hello" : { "localizations" : {
              "de" : { "stringUnit" : { "state" : "translated", "value" : "Hallo" } },
              "pt-BR" : { "stringUnit" : { "state" : "translated", "value" : "Olá" } } } },
            "%lld heroes" : { "localizations" : {
              "en" : { "variations" : { "plural" : {
                "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld hero" } },
                "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld heroes" } } } } },
              "de" : { "variations" : { "plural" : {
                "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld Held" } },
                "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld Helden" } } } } } } },
            "Untranslated" : { }
          },
          "version" : "1.0"
        }
        """

    static func bundle(_ files: [String: String]) throws -> Bundle {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("strings-\(UUID().uuidString)")
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return try #require(Bundle(path: root.path))
    }

    @Test func catalogValueFollowsTheLocaleMostSpecificFirst() throws {
        let bundle = try Self.bundle(["Localizable.xcstrings": Self.catalog])
        func look(_ id: String) -> String? {
            StringTables.format(forKey: "Hello", table: nil, bundle: bundle, locale: Locale(identifier: id))
        }
        #expect(look("de_AT") == "Hallo")
        #expect(look("pt_BR") == "Olá")
        #expect(look("fr_FR") == "Hello")  // no French: the source text, which is the key
    }

    @Test func catalogPluralChoosesByCount() throws {
        let bundle = try Self.bundle(["Localizable.xcstrings": Self.catalog])
        let de = Locale(identifier: "de_DE")
        #expect(
            StringTables.format(forKey: "%lld heroes", table: nil, bundle: bundle, locale: de, count: 1) == "%lld Held")
        #expect(
            StringTables.format(forKey: "%lld heroes", table: nil, bundle: bundle, locale: de, count: 4)
                == "%lld Helden")
    }

    @Test func lprojStringsFilesByLanguageAndTable() throws {
        let bundle = try Self.bundle([
            "de.lproj/Localizable.strings": "\"Hello\" = \"Servus\";",
            "en.lproj/Localizable.strings": "\"Hello\" = \"Hi\";",
            "de.lproj/Widget.strings": "\"Title\" = \"Wetter\";",
        ])
        let de = Locale(identifier: "de_DE")
        #expect(StringTables.format(forKey: "Hello", table: nil, bundle: bundle, locale: de) == "Servus")
        #expect(
            StringTables.format(forKey: "Hello", table: nil, bundle: bundle, locale: Locale(identifier: "ja")) == "Hi")
        #expect(StringTables.format(forKey: "Title", table: "Widget", bundle: bundle, locale: de) == "Wetter")
        #expect(StringTables.format(forKey: "Nope", table: nil, bundle: bundle, locale: de) == nil)
        #expect(StringTables.hasTables(bundle: bundle))
    }
}
