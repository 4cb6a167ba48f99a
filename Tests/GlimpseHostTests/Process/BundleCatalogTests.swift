//  BundleCatalogTests.swift — GlimpseHostTests (Glimpse)
//  Status: Complete
//  Behaviour: a host's bundles are each described once, when first needed; a kind is found with
//  its bundle and families; a bundle that cannot describe itself is logged once and offers nothing;
//  a bundle whose executable was rebuilt (modification date or size changed) is described again.

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

    @Test func aRebuiltBundleIsDescribedAgainOnNextUse() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let executable = folder.appendingPathComponent("Trips")
        try Data("build 1".utf8).write(to: executable)
        let calls = Calls()
        let catalog = BundleCatalog(
            paths: { [executable.path] },
            describe: { path throws(HostError) in
                let build = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
                calls.lock.withLock { calls.asked.append(build) }
                let kinds = build == "build 1" ? ["Trip"] : ["Trip", "Flight"]
                return BundleDescription(bundle: "Trips", widgets: kinds.map { Self.widget($0, ["systemSmall"]) })
            })
        #expect(catalog.kinds() == ["Trip"])
        #expect(catalog.kinds() == ["Trip"])
        #expect(calls.asked == ["build 1"])

        // Rebuilt: another size and modification date.
        try Data("build 22".utf8).write(to: executable)
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSinceNow: 60)], ofItemAtPath: executable.path)
        #expect(catalog.kinds() == ["Trip", "Flight"])
        #expect(catalog.source(of: "Flight")?.bundle == executable.path)
        #expect(calls.asked == ["build 1", "build 22"])
    }
}
