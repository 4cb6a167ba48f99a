//  FamilyName+Option.swift — glimpse (Glimpse)
//  Status: Complete
//  Behaviour: STYLE R18 — every command reads `--family` alike: a name that is no widget family is
//  a usage error listing the families (reference widgetkit.md §4.1, `WidgetFamily`).

import GlimpseHost

extension FamilyName {
    /// The family a `--family` option names.
    ///
    /// - Throws: `UsageError` `'systemHuge' is not a widget family (systemSmall, systemMedium, …)`
    ///   for a name that is none.
    static func option(_ name: String) throws(UsageError) -> FamilyName {
        let family = FamilyName(rawValue: name)
        guard family.isKnown else {
            let all = FamilyName.all.map(\.rawValue).joined(separator: ", ")
            let hint = didYouMean(name, among: FamilyName.all.map(\.rawValue))
            throw UsageError("'\(name)' is not a widget family (\(all))\(hint)")
        }
        return family
    }
}
