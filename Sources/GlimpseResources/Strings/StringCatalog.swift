//  StringCatalog.swift — GlimpseResources (Glimpse)
//  Status: Complete for string units and plural variations (zero/one/other; languages whose
//  plural rules need few/many fall back to other); device variations and substitutions use
//  their `other`/first form.
//  Behaviour: Apple "Localizing and varying text with a string catalog": an `.xcstrings` file is
//  JSON `{ sourceLanguage, strings: { key: { localizations: { lang: { stringUnit: { state,
//  value } | variations: { plural: { one, other … } } } } } } }`.

import Foundation

/// A parsed `.xcstrings` file.
package struct StringCatalog: Sendable {
    /// A localised value: one string, or one per plural category.
    package enum Value: Hashable, Sendable {
        case string(String)
        case plural([String: String])
    }

    package var sourceLanguage: String
    /// key → language → value.
    package var strings: [String: [String: Value]]

    /// The catalog in `data`, or nil when it is not a string catalog.
    package init?(_ data: Data) {
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let strings = object["strings"] as? [String: Any]
        else { return nil }
        sourceLanguage = object["sourceLanguage"] as? String ?? "en"
        var table: [String: [String: Value]] = [:]
        for (key, entry) in strings {
            let localizations = (entry as? [String: Any])?["localizations"] as? [String: Any] ?? [:]
            var values: [String: Value] = [:]
            for (language, localization) in localizations {
                if let value = (localization as? [String: Any]).flatMap(Self.value) { values[language] = value }
            }
            table[key] = values
        }
        self.strings = table
    }

    private static func value(_ localization: [String: Any]) -> Value? {
        if let unit = localization["stringUnit"] as? [String: Any], let value = unit["value"] as? String {
            return .string(value)
        }
        guard let variations = localization["variations"] as? [String: Any] else { return nil }
        if let plural = variations["plural"] as? [String: Any] {
            var forms: [String: String] = [:]
            for (category, form) in plural {
                if let value = ((form as? [String: Any])?["stringUnit"] as? [String: Any])?["value"] as? String {
                    forms[category] = value
                }
            }
            return forms.isEmpty ? nil : .plural(forms)
        }
        // Device variations: the iPhone's, else any.
        if let device = variations["device"] as? [String: Any] {
            let chosen = (device["iphone"] ?? device["other"] ?? device.values.first) as? [String: Any]
            return chosen.flatMap(value)
        }
        return nil
    }
}

extension StringCatalog.Value {
    /// The string for `count` (the first integer argument) in `language`'s plural rules:
    /// `zero` when given and count is 0, `one` for 1 (0 and 1 in French and Portuguese), else
    /// `other`.
    package func string(count: Int64?, language: String) -> String? {
        switch self {
        case .string(let s): return s
        case .plural(let forms):
            guard let count else { return forms["other"] ?? forms.values.first }
            let lang = language.split(separator: "-").first.map(String.init) ?? language
            let noOne = ["ja", "zh", "ko", "th", "vi", "id", "ms"].contains(lang)
            if count == 0, let zero = forms["zero"] { return zero }
            let isOne = ["fr", "pt"].contains(lang) ? count == 0 || count == 1 : count == 1
            if isOne, !noOne, let one = forms["one"] { return one }
            return forms["other"] ?? forms.values.first
        }
    }
}
