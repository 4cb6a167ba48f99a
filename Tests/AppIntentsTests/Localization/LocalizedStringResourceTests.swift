//  LocalizedStringResourceTests.swift — AppIntentsTests
//  String(localized:) with a LocalizedStringResource looked up in a bundle's string catalog.

import AppIntents
import Foundation
import Testing

struct LocalizedStringResourceTests {
    static let catalog = """
        { "sourceLanguage" : "en", "version" : "1.0", "strings" : {
          "Refresh" : { "localizations" : {
            "de" : { "stringUnit" : { "state" : "translated", "value" : "Aktualisieren" } },
            "ja" : { "stringUnit" : { "state" : "translated", "value" : "更新" } } } },
          "%lld heroes" : { "localizations" : {
            "de" : { "stringUnit" : { "state" : "translated", "value" : "%lld Helden" } } } } } }
        """

    static func folder() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("lsr-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try Data(catalog.utf8).write(to: root.appendingPathComponent("Localizable.xcstrings"))
        return root
    }

    @Test func stringLocalizedLooksTheKeyUpInTheResourcesLocale() throws {
        let url = try Self.folder()
        let german = LocalizedStringResource("Refresh", locale: Locale(identifier: "de_DE"), bundle: .atURL(url))
        let japanese = LocalizedStringResource("Refresh", locale: Locale(identifier: "ja_JP"), bundle: .atURL(url))
        #expect(String(localized: german) == "Aktualisieren")
        #expect(String(localized: japanese) == "更新")
    }

    @Test func interpolatedResourceFillsTheLocalizedFormat() throws {
        var resource: LocalizedStringResource = "\(3) heroes"
        #expect(resource.key == "3 heroes")
        resource.locale = Locale(identifier: "de_DE")
        resource.bundle = .atURL(try Self.folder())
        #expect(String(localized: resource) == "3 Helden")
    }

    @Test func missingKeyShowsTheTextAsWritten() throws {
        let resource = LocalizedStringResource(
            "Not in the catalog", locale: Locale(identifier: "de_DE"), bundle: .atURL(try Self.folder()))
        #expect(String(localized: resource) == "Not in the catalog")
    }
}
