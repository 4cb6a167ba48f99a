//  LocalizedStringKey+Lookup.swift — SwiftUI (Glimpse)
//  Status: Complete
//  Behaviour: Apple SwiftUI "Text.init(_:tableName:bundle:comment:)": the key is looked up in
//  the environment's locale; interpolated values fill the localised format's specifiers (in
//  order or by position); a key no table has shows as written.

import Foundation
import GlimpseResources

extension LocalizedStringKey {
    /// The segments to show in `locale`: the localised format filled with this key's
    /// arguments, or the key as written when no table has it (logged once when the bundle has
    /// strings tables at all, so an unlocalised widget stays quiet, and when the key has no
    /// interpolation: an interpolated text missing from the tables is normal).
    func localizedSegments(locale: Locale) -> [Segment] {
        let count = arguments.lazy.compactMap { argument -> Int64? in
            switch argument.value {
            case .int(let v): return v
            case .uint(let v): return Int64(truncatingIfNeeded: v)
            default: return nil
            }
        }.first
        guard
            let format = StringTables.format(
                forKey: key, table: tableName, bundle: bundle, locale: locale, count: count)
        else {
            if StringTables.hasTables(bundle: bundle) {
                StringTables.reportMissing(key, table: tableName, interpolated: !arguments.isEmpty)
            }
            return segments
        }
        return LocalizedFormat.apply(format, arguments: arguments.map(\.value), locale: locale).map { piece in
            switch piece {
            case .literal(let s): return .literal(s)
            case .argument(let i): return arguments[i].segment
            }
        }
    }
}
