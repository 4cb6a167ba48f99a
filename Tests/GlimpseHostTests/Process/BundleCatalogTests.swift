//  BundleCatalogTests.swift — GlimpseHostTests (Glimpse)
//  Status: Complete
//  Behaviour: a host's bundles are each described once, when first needed; a kind is found with
//  its bundle and families; a bundle that cannot describe itself is logged once and offers nothing.

import Foundation
import GlimpseArchive
import Testing

@testable import GlimpseHost

struct BundleCatalogTests {
    /// Counts the calls and the log lines of a catalog over `/b/Trips`, `/b/Weather` and `/b/Gone`.
    private final class Calls: @unchecked Sendable {
        // @unchecked Sendable: `asked` and `logged` are only touched under `lock`.
        let lock = NSLock()
        var asked: [String] = []
        var logged: [String] = []
    }

    private static func widget(_ kind: String, _ families: [String]) -> WidgetDescription {
        WidgetDescription(kind: kind, displayName: kind, description: "", supportedFamilies: families)
    }

    private func catalog(_ calls: Calls) -> BundleCatalog {
        BundleCatalog(
            paths: { ["/b/Weather", "/b/Trips", "/b/Gone", "/b/Trips"] },
            describe: { path throws(HostError) in
                calls.lock.withLock { calls.asked.append(path) }
                switch path {
                case "/b/Trips":
                    return BundleDescription(
                        bundle: "Trips", widgets: [Self.widget("Trip", ["systemSmall", "systemMedium"])])
                case "/b/Weather":
                    return BundleDescription(bundle: "Weather", widgets: [Self.widget("Weather", ["systemSmall"])])
                default: throw HostError(.bundleNotFound, "no bundle at \(path)")
                }
            }, log: { line in calls.lock.withLock { calls.logged.append(line) } })
    }

    @Test func aKindIsFoundWithItsBundleAndFamiliesEachBundleAskedOnce() {
        let calls = Calls()
        let catalog = catalog(calls)
        #expect(catalog.kinds() == ["Trip", "Weather"])
        #expect(
            catalog.source(of: "Trip")
                == SuggestedWidgetSync.Source(bundle: "/b/Trips", families: [.systemSmall, .systemMedium]))
        #expect(catalog.source(of: "Nope") == nil)
        #expect(calls.asked == ["/b/Gone", "/b/Trips", "/b/Weather"])
        #expect(calls.logged == ["bundle Gone cannot describe itself: no bundle at /b/Gone"])
    }
}
