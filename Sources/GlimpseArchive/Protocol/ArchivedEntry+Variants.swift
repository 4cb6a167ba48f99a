//  ArchivedEntry+Variants.swift — GlimpseArchive
//  Status: Complete
//  Behaviour: Docs/ExtensionProtocol.md "Variants": each archive names the environment it was
//  laid out for (`WidgetArchive.variant` = `RenderEnvironment.variant`); an answer from an
//  extension built before keys is named by position, once, when it arrives.

extension ArchivedEntry {
    /// The archive laid out for the environment named `key`, or nil if there is none.
    /// - Complexity: O(n) in the number of archives (a handful).
    public func archive(forVariant key: String) -> WidgetArchive? {
        archives.first { $0.variant == key }
    }

    /// The entry's archives matched to the requested `keys` (`RenderEnvironment.variant`, in
    /// request order), each carrying its key, in request order.
    ///
    /// Archives that carry keys are matched by key: every requested key must be answered exactly
    /// once and nothing else. An answer in which no archive carries a key (an extension built
    /// before keys) is matched by position — the positional fallback — and must have one archive
    /// per environment. A request without keys (`nil`) leaves the archives as they are.
    ///
    /// - Returns: The archives, or a sentence saying what does not match
    ///   (`"no archive for variant 'dark'"`) for the host's malformed-response error.
    public func arranged(for keys: [String?]) -> Result<[WidgetArchive], VariantMismatch> {
        guard archives.contains(where: { $0.variant != nil }) else {
            guard archives.count == keys.count else {
                return .failure(VariantMismatch("\(archives.count) archives for \(keys.count) environments"))
            }
            return .success(
                zip(archives, keys).map { archive, key in
                    var archive = archive
                    archive.variant = key
                    return archive
                })
        }
        var byKey: [String: WidgetArchive] = [:]
        for archive in archives {
            guard let key = archive.variant, keys.contains(key) else {
                return .failure(
                    VariantMismatch("an archive for variant '\(archive.variant ?? "")', which was not asked for"))
            }
            guard byKey.updateValue(archive, forKey: key) == nil else {
                return .failure(VariantMismatch("two archives for variant '\(key)'"))
            }
        }
        var out: [WidgetArchive] = []
        for key in keys {
            guard let key, let archive = byKey[key] else {
                return .failure(VariantMismatch("no archive for variant '\(key ?? "")'"))
            }
            out.append(archive)
        }
        return .success(out)
    }

    /// Why an answer's archives do not match the variants requested.
    public struct VariantMismatch: Error, Hashable, Sendable {
        /// A sentence fragment: `"no archive for variant 'dark-vibrant'"`.
        public var detail: String
        public init(_ detail: String) { self.detail = detail }
    }
}
