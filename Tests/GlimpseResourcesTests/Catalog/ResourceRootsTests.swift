//  ResourceRootsTests.swift — GlimpseResourcesTests
//  Which resource folders next to an executable are its own.

import Foundation
import GlimpseResources
import Testing

struct ResourceRootsTests {
    /// A folder laid out as SwiftPM's `.build/debug`: two executables of package `Glimpse`,
    /// their resources, a library's resources and a loose asset catalog.
    private func buildFolder() throws -> URL {
        let fm = FileManager.default
        let directory = fm.temporaryDirectory.appendingPathComponent("roots-\(UUID().uuidString)")
        for folder in [
            "Glimpse_Stickers.resources", "Glimpse_SystemMonitor.resources", "Glimpse_Shared_Kit.resources",
            "Art.xcassets",
        ] {
            try fm.createDirectory(at: directory.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        for executable in ["Stickers", "SystemMonitor"] {
            let path = directory.appendingPathComponent(executable).path
            #expect(fm.createFile(atPath: path, contents: Data("#!/bin/sh\n".utf8)))
            try fm.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
        }
        return directory
    }

    @Test func anotherExecutablesResourcesAreNotSearched() throws {
        let directory = try buildFolder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let names = ResourceRoots.roots(in: [directory], executableName: "SystemMonitor").map(\.lastPathComponent)
        #expect(names == ["Art.xcassets", "Glimpse_Shared_Kit.resources", "Glimpse_SystemMonitor.resources"])
    }

    @Test func anExecutableWithoutResourcesStillSeesLibraryResources() throws {
        let directory = try buildFolder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let names = ResourceRoots.roots(in: [directory], executableName: "CatPhotos").map(\.lastPathComponent)
        #expect(names == ["Art.xcassets", "Glimpse_Shared_Kit.resources"])
    }
}
