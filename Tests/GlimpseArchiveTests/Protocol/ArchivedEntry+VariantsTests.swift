//  ArchivedEntry+VariantsTests.swift — GlimpseArchiveTests (Glimpse)
//  Status: Complete
//  Behaviour: Docs/ExtensionProtocol.md "Variants": archives are matched to the requested
//  environments by key, by position for extensions built before keys.

import Foundation
import GlimpseArchive
import Testing

struct ArchivedEntryVariantsTests {
    private static func archive(_ scheme: String, _ variant: String?) -> WidgetArchive {
        var archive = WidgetArchive(
            size: Size(width: 10, height: 10), colorScheme: scheme,
            content: .group(GroupItem(frame: Rect(x: 0, y: 0, width: 10, height: 10), children: [])))
        archive.variant = variant
        return archive
    }

    private static func entry(_ archives: [WidgetArchive]) -> ArchivedEntry {
        ArchivedEntry(date: Date(timeIntervalSince1970: 0), archives: archives)
    }

    @Test func archiveIsFoundByItsKeyWhateverItsPosition() {
        let entry = Self.entry([Self.archive("dark", "dark-vibrant"), Self.archive("light", "light-fullColor")])
        #expect(entry.archive(forVariant: "light-fullColor")?.colorScheme == "light")
        #expect(entry.archive(forVariant: "dark-vibrant")?.colorScheme == "dark")
        #expect(entry.archive(forVariant: "dark-fullColor") == nil)
    }

    @Test func namedArchivesAreArrangedInRequestOrder() throws {
        let entry = Self.entry([Self.archive("dark", "b"), Self.archive("light", "a")])
        let arranged = try entry.arranged(for: ["a", "b"]).get()
        #expect(arranged.map(\.variant) == ["a", "b"])
        #expect(arranged.map(\.colorScheme) == ["light", "dark"])
    }

    @Test func unnamedArchivesTakeTheKeysByPosition() throws {
        let entry = Self.entry([Self.archive("light", nil), Self.archive("dark", nil)])
        let arranged = try entry.arranged(for: ["a", "b"]).get()
        #expect(arranged.map(\.variant) == ["a", "b"])
        #expect(arranged.map(\.colorScheme) == ["light", "dark"])
    }

    @Test(arguments: [
        // unnamed, one short
        ([nil] as [String?], "1 archives for 2 environments"),
        // named twice
        (["a", "a"], "two archives for variant 'a'"),
        // named for something not asked
        (["a", "c"], "an archive for variant 'c', which was not asked for"),
        // one left unanswered
        (["b"], "no archive for variant 'a'"),
    ])
    func archivesThatDoNotMatchTheKeysAreRefused(variants: [String?], detail: String) {
        let entry = Self.entry(variants.map { Self.archive("light", $0) })
        #expect(entry.arranged(for: ["a", "b"]) == .failure(ArchivedEntry.VariantMismatch(detail)))
    }
}
