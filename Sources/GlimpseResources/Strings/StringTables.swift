//  StringTables.swift — GlimpseResources (Glimpse)
//  Status: Complete for `<lang>.lproj/<Table>.strings` and `<Table>.xcstrings` in a bundle's
//  resources; `.stringsdict` files are not read (use a string catalog's plural variations).
//  Behaviour: Apple Foundation "Bundle.localizedString(forKey:value:table:)": the table is
//  `Localizable` unless named; the locale's language is tried most specific first
//  (`pt-BR`, then `pt`), then `Base`, then the catalog's source language.

import Foundation
import Synchronization

/// Finds localised strings in a bundle's strings files and string catalogs.
package enum StringTables {
    /// The tables of one search root.
    struct RootTables: Sendable {
        /// language folder (lowercased, `-` for `_`) → table → key → value.
        var strings: [String: [String: [String: String]]] = [:]
        /// table → catalog.
        var catalogs: [String: StringCatalog] = [:]
        var isEmpty: Bool { strings.isEmpty && catalogs.isEmpty }
    }

    private static let cache = Mutex<[String: RootTables]>([:])
    /// A root's path → its standardized path, the key of `cache` (standardizing is lexical).
    private static let standardizedPaths = Mutex<[String: String]>([:])
    /// Locale identifier → `candidates(for:)`.
    private static let languages = Mutex<[String: [String]]>([:])

    /// The localised format string for `key`, or nil when no table has the key.
    ///
    /// - Parameters:
    ///   - table: A table name; nil is `Localizable`.
    ///   - bundle: Where to look (ResourceRoots); nil is the main bundle.
    ///   - locale: Chooses the language.
    ///   - count: The first integer argument, which chooses a catalog's plural form.
    package static func format(
        forKey key: String, table: String?, bundle: Bundle?, locale: Locale, count: Int64? = nil
    ) -> String? {
        let table = table ?? "Localizable"
        let languages = candidates(for: locale)
        for root in ResourceRoots.roots(for: bundle) {
            let tables = tables(of: root)
            if let catalog = tables.catalogs[table], let values = catalog.strings[key] {
                for language in languages + [catalog.sourceLanguage.lowercased()] {
                    let match = values.first { $0.key.lowercased() == language }
                    if let text = match?.value.string(count: count, language: language) { return text }
                }
                // A catalog key without a translation shows its source text: the key.
                return key
            }
            for language in languages + ["base", "en"] {
                if let text = tables.strings[language]?[table]?[key] { return text }
            }
        }
        return nil
    }

    /// Whether `bundle` has any strings file or catalog (a missing key is worth reporting then).
    package static func hasTables(bundle: Bundle?) -> Bool {
        ResourceRoots.roots(for: bundle).contains { !tables(of: $0).isEmpty }
    }

    /// Says once per key, on standard error, that a localised string was not found.
    ///
    /// An interpolated text's key (`"%@ in %@"`) is reported only under `GLIMPSE_DEBUG=1`: a
    /// missing one is normal, since its format is filled as written (Apple Foundation
    /// "Bundle.localizedString(forKey:value:table:)" returns the key, and logs it only under
    /// `NSShowNonLocalizedStrings`), and a widget's interpolated texts are seldom in its tables.
    package static func reportMissing(_ key: String, table: String?, interpolated: Bool = false) {
        if interpolated, getenv("GLIMPSE_DEBUG").map({ String(cString: $0) }) != "1" { return }
        let table = table ?? "Localizable"
        MissingResourceLog.report(
            "string", table + "/" + key,
            "no localized string for key '\(key)' in table '\(table)'; showing the key. "
                + "Add it to \(table).xcstrings or <language>.lproj/\(table).strings in the target's resources.")
    }

    /// Language folder names to try for `locale`, most specific first: `zh-hans-cn`, `zh-hans`, `zh`.
    package static func candidates(for locale: Locale) -> [String] {
        let identifier = locale.identifier
        if let known = languages.withLock({ $0[identifier] }) { return known }
        let parts = identifier.replacingOccurrences(of: "_", with: "-").split(separator: "-").map {
            $0.lowercased()
        }
        var result: [String] = []
        for n in stride(from: parts.count, through: 1, by: -1) {
            let candidate = parts.prefix(n).joined(separator: "-")
            // Region-only identifiers ("-US") make no language.
            if !candidate.isEmpty, !result.contains(candidate) { result.append(candidate) }
        }
        languages.withLock { $0[identifier] = result }
        return result
    }

    // MARK: - Steps

    static func tables(of root: URL) -> RootTables {
        let path = root.path
        let key: String
        if let known = standardizedPaths.withLock({ $0[path] }) {
            key = known
        } else {
            key = root.standardizedFileURL.path
            standardizedPaths.withLock { $0[path] = key }
        }
        if let cached = cache.withLock({ $0[key] }) { return cached }
        let built = buildTables(root)
        cache.withLock { $0[key] = built }
        return built
    }

    private static func buildTables(_ root: URL) -> RootTables {
        var tables = RootTables()
        guard let walker = FileManager.default.enumerator(atPath: root.path) else { return tables }
        var seen = 0
        while let relative = walker.nextObject() as? String {
            seen += 1
            if seen > ResourceRoots.maximumWalkedEntries { break }
            if relative.hasSuffix(".xcassets") {
                walker.skipDescendants()
                continue
            }
            let url = root.appendingPathComponent(relative)
            let name = url.deletingPathExtension().lastPathComponent
            switch url.pathExtension {
            case "xcstrings":
                if tables.catalogs[name] == nil, let data = FileManager.default.contents(atPath: url.path),
                    let catalog = StringCatalog(data)
                {
                    tables.catalogs[name] = catalog
                }
            case "strings":
                let folder = url.deletingLastPathComponent()
                let language =
                    folder.pathExtension == "lproj"
                    ? folder.deletingPathExtension().lastPathComponent.lowercased().replacingOccurrences(
                        of: "_", with: "-") : "base"
                if tables.strings[language]?[name] == nil, let data = FileManager.default.contents(atPath: url.path),
                    let pairs = StringsFile.parse(data)
                {
                    tables.strings[language, default: [:]][name] = pairs
                }
            default: continue
            }
        }
        return tables
    }
}
