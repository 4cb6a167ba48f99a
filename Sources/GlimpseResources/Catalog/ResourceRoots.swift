//  ResourceRoots.swift — GlimpseResources (Glimpse)
//  Status: Complete
//  Behaviour: where a SwiftPM widget bundle's resources are on Linux. SwiftPM copies a target's
//  resources into `<Package>_<Target>.resources` next to the executable (`.copy` keeps folders,
//  `.process` flattens them); `Bundle.main`'s resource folder is the executable's folder.

import Foundation
import Synchronization

/// The folders searched for images, asset catalogs and strings tables.
package enum ResourceRoots {
    private static let mainRoots = Mutex<[URL]?>(nil)

    /// The folders to search for `bundle`'s resources.
    ///
    /// A given bundle other than `Bundle.main` is searched alone. `nil` and `Bundle.main` mean
    /// the main bundle's resource folder plus every `*.resources`, `*.bundle` and `*.xcassets`
    /// next to the executable, in name order, found once.
    package static func roots(for bundle: Bundle?) -> [URL] {
        if let bundle, bundle.bundleURL.standardizedFileURL != Bundle.main.bundleURL.standardizedFileURL {
            return [bundle.resourceURL ?? bundle.bundleURL]
        }
        if let cached = mainRoots.withLock({ $0 }) { return cached }
        let roots = mainBundleRoots()
        mainRoots.withLock { $0 = roots }
        return roots
    }

    private static func mainBundleRoots() -> [URL] {
        var roots: [URL] = []
        var directories: [URL] = []
        if let resources = Bundle.main.resourceURL { directories.append(resources.standardizedFileURL) }
        if let executable = Bundle.main.executableURL?.deletingLastPathComponent().standardizedFileURL,
            !directories.contains(executable)
        {
            directories.append(executable)
        }
        let fm = FileManager.default
        for directory in directories {
            let children = (try? fm.contentsOfDirectory(atPath: directory.path)) ?? []
            for child in children.sorted()
            where child.hasSuffix(".xcassets") || child.hasSuffix(".resources") || child.hasSuffix(".bundle") {
                roots.append(directory.appendingPathComponent(child))
            }
        }
        return roots
    }

    /// Most entries looked at while walking one root, so a misplaced root cannot stall a render.
    package static let maximumWalkedEntries = 20_000
}
