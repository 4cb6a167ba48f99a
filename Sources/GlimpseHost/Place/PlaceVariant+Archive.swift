//  PlaceVariant+Archive.swift — GlimpseHost (Glimpse)
//  Status: Complete
//  Behaviour: Docs/ExtensionProtocol.md "Variants": the archive a place shows is found by the
//  key of the variant it was laid out for (`PlaceVariant.key`); when the place's state moved on
//  since the request (a new appearance or Always On before the reload lands), the nearest one.

public import GlimpseArchive

extension ArchivedEntry {
    /// The archive to show for `want`: the one laid out for it (`want.key`); else the one laid
    /// out in the same appearance and Always On; else in the same appearance; else the first.
    ///
    /// - Parameter prepared: The variants the entry was requested for, in request order. Used
    ///   only for archives stored before keys, which are named by their position in it.
    /// - Returns: `nil` only for an entry without archives.
    public func archive(for want: PlaceVariant, prepared: [PlaceVariant]) -> WidgetArchive? {
        var archives = archives
        if !archives.contains(where: { $0.variant != nil }),
            case .success(let named) = arranged(for: prepared.map(\.key))
        {
            archives = named
        }
        if let exact = archives.first(where: { $0.variant == want.key }) { return exact }
        let tests: [([Substring]) -> Bool] = [
            { $0.first == Substring(want.colorScheme) && $0.contains("aod") == want.isAlwaysOn },
            { $0.first == Substring(want.colorScheme) },
        ]
        for test in tests {
            if let near = archives.first(where: { $0.variant.map { test($0.split(separator: "-")) } ?? false }) {
                return near
            }
        }
        return archives.first { $0.colorScheme == want.colorScheme } ?? archives.first
    }
}
