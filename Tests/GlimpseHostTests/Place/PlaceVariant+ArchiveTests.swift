//  PlaceVariant+ArchiveTests.swift — GlimpseHostTests (Glimpse)
//  Status: Complete
//  Behaviour: Docs/ExtensionProtocol.md "Variants": a place's archive is found by its variant
//  key, the nearest one when the place's state moved on, by position for archives stored before keys.

import Foundation
import GlimpseArchive
import Testing

@testable import GlimpseHost

struct PlaceVariantArchiveTests {
    private static func variant(_ scheme: String, aod: Bool = false, mode: RenderingModeName = .fullColor)
        -> PlaceVariant
    {
        PlaceVariant(
            family: .systemSmall, place: .standBy, renderingMode: mode, colorScheme: scheme, isAlwaysOn: aod)
    }

    private static func entry(_ variants: [PlaceVariant], named: Bool) -> ArchivedEntry {
        let archives = variants.map { variant in
            var archive = WidgetArchive(
                size: Size(width: 10, height: 10), colorScheme: variant.colorScheme,
                content: .group(GroupItem(frame: Rect(x: 0, y: 0, width: 10, height: 10), children: [])))
            archive.variant = named ? variant.key : nil
            // Tell the archives apart by their URL.
            archive.widgetURL = variant.key
            return archive
        }
        return ArchivedEntry(date: Date(timeIntervalSince1970: 0), archives: archives)
    }

    @Test(arguments: [
        // plain
        (
            PlaceVariant(family: .systemSmall, place: .homeScreen, renderingMode: .fullColor),
            "light-homeScreen-fullColor"
        ),
        // Always On, vibrant, dark
        (
            PlaceVariant(
                family: .systemSmall, place: .standBy, renderingMode: .vibrant, colorScheme: "dark", isLocked: true,
                isAlwaysOn: true),
            "dark-standBy-vibrant-aod"
        ),
        // Dynamic Type and a named face
        (
            PlaceVariant(
                family: .accessoryCorner, place: .watchFace, renderingMode: .accented, colorScheme: "dark",
                dynamicTypeSize: "accessibility3", face: "Infograph"),
            "dark-watchFace-accented-AX3-infograph"
        ),
    ])
    func keyNamesTheEnvironmentNotTheLockState(variant: PlaceVariant, key: String) {
        #expect(variant.key == key)
        #expect(variant.environment(on: .standard).variant == key)
    }

    @Test func archiveLaidOutForTheVariantIsShown() {
        let prepared = [Self.variant("dark"), Self.variant("light")]
        let entry = Self.entry(prepared, named: true)
        #expect(entry.archive(for: Self.variant("light"), prepared: [])?.widgetURL == "light-standBy-fullColor")
        #expect(entry.archive(for: Self.variant("dark"), prepared: [])?.widgetURL == "dark-standBy-fullColor")
    }

    @Test func nearestArchiveIsShownWhileTheReloadForANewStateIsUnderWay() {
        let laidOut = [
            Self.variant("light"), Self.variant("dark"), Self.variant("dark", aod: true, mode: .vibrant),
        ]
        let entry = Self.entry(laidOut, named: true)
        // Night mode asked for before an archive for it exists: same appearance and Always On.
        let night = Self.variant("dark", aod: true, mode: .fullColor)
        #expect(entry.archive(for: night, prepared: [])?.widgetURL == "dark-standBy-vibrant-aod")
        // Same appearance only.
        let accented = Self.variant("light", mode: .accented)
        #expect(entry.archive(for: accented, prepared: [])?.widgetURL == "light-standBy-fullColor")
    }

    @Test func archivesStoredBeforeKeysAreNamedByTheirPositionInTheRequest() {
        let prepared = [Self.variant("dark"), Self.variant("dark", aod: true)]
        let entry = Self.entry(prepared, named: false)
        #expect(
            entry.archive(for: Self.variant("dark", aod: true), prepared: prepared)?.widgetURL
                == "dark-standBy-fullColor-aod")
        #expect(entry.archive(for: Self.variant("dark"), prepared: prepared)?.widgetURL == "dark-standBy-fullColor")
    }
}
