//  BuildFolder.swift — GlimpseHostTests (Glimpse)
//  Status: Complete
//  Behaviour: the executables built next to this test bundle (`.build/<config>/`): the `glimpse`
//  tool and the example widget bundles.

import Foundation

enum BuildFolder {
    /// The path of executable `name` in the same build folder as this test bundle.
    static func executable(_ name: String) -> String {
        var folder = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        while folder.pathExtension == "xctest" || folder.lastPathComponent == "MacOS"
            || folder.lastPathComponent == "Contents"
        {
            folder = folder.deletingLastPathComponent()
        }
        return folder.appendingPathComponent(name).path
    }
}
