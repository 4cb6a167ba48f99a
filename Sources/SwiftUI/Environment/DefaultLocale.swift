//  DefaultLocale.swift — SwiftUI (Glimpse)
//  Status: Complete
//  Behaviour: the locale a widget is laid out in when the host names none (`glimpse preview
//  --locale`, a variant's `locale`). A process whose POSIX locale names no language (`LANG`
//  unset, `C`, `C.UTF-8`, `POSIX`: containers, CI, services) gets en_US, as on a US iPhone;
//  Foundation would give it en_001 ("US$197.20", "28 May 2026"). Any other process locale is
//  Foundation's current one.

import Foundation

enum DefaultLocale {
    /// The widget's locale in this process (read once).
    static let widget = locale(environment: ProcessInfo.processInfo.environment, current: .current)

    /// en_US when the first of `LC_ALL` and `LANG` that is set and not empty is missing, `C` or
    /// `POSIX` (with any `.encoding` or `@modifier`); `current` otherwise.
    static func locale(environment: [String: String], current: Locale) -> Locale {
        let name = ["LC_ALL", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
        let language = name.split(whereSeparator: { $0 == "." || $0 == "@" }).first.map(String.init) ?? ""
        return language.isEmpty || language == "C" || language == "POSIX" ? Locale(identifier: "en_US") : current
    }
}
