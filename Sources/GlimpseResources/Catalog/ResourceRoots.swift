//  ResourceRoots.swift — GlimpseResources (Glimpse)
//  Status: Complete
//  Behaviour: where a SwiftPM widget bundle's resources are on Linux. SwiftPM copies a target's
//  resources into `<Package>_<Target>.resources` next to the executable (`.copy` keeps folders,
//  `.process` flattens them); `Bundle.main`'s resource folder is the executable's folder. Every
//  example of one package shares that folder, so a `<Package>_<Other>.resources` that belongs
//  to another executable there (`Other`) is that executable's, not ours: iOS never lets one
//  extension read another's main bundle.

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
        var directories: [URL] = []
        if let resources = Bundle.main.resourceURL { directories.append(resources.standardizedFileURL) }
        if let executable = Bundle.main.executableURL?.deletingLastPathComponent().standardizedFileURL,
            !directories.contains(executable)
        {
            directories.append(executable)
        }
        return roots(in: directories, executableName: Bundle.main.executableURL?.lastPathComponent ?? "")
    }

    /// The resource folders in `directories` that the executable named `executableName` owns:
    /// every `*.xcassets` and `*.bundle`, and every `*.resources` except those of another
    /// executable in the same folder (`<Package>_<Other>.resources` beside an executable file
    /// `Other`), in name order.
    package static func roots(in directories: [URL], executableName: String) -> [URL] {
        var roots: [URL] = []
        let fm = FileManager.default
        for directory in directories {
            let children = (try? fm.contentsOfDirectory(atPath: directory.path)) ?? []
            for child in children.sorted()
            where child.hasSuffix(".xcassets") || child.hasSuffix(".bundle")
                || (child.hasSuffix(".resources")
                    && !belongsToAnotherExecutable(child, in: directory, executableName: executableName))
            {
                roots.append(directory.appendingPathComponent(child))
            }
        }
        return roots
    }

    /// Whether `folder` (`<Package>_<Target>.resources`) is the resources of an executable
    /// `Target` in `directory` other than `executableName`.
    private static func belongsToAnotherExecutable(_ folder: String, in directory: URL, executableName: String)
        -> Bool
    {
        let stem = folder.dropLast(".resources".count)
        var separator = stem.firstIndex(of: "_")
        while let index = separator {
            let target = String(stem[stem.index(after: index)...])
            if target == executableName { return false }
            var isDirectory: ObjCBool = false
            let path = directory.appendingPathComponent(target).path
            if !target.isEmpty, FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
                !isDirectory.boolValue, FileManager.default.isExecutableFile(atPath: path)
            {
                return true
            }
            separator = stem[stem.index(after: index)...].firstIndex(of: "_")
        }
        return false
    }

    /// Most entries looked at while walking one root, so a misplaced root cannot stall a render.
    package static let maximumWalkedEntries = 20_000
}
