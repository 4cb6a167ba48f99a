//  GlimpseBinary.swift — glimpseTests (Glimpse)
//  Status: Complete
//  Behaviour: runs the built `glimpse` executable, found next to the test bundle in the build
//  folder (`.build/<config>/glimpse`), and captures its output and exit status.

import Foundation

/// What one run of `glimpse` printed and how it ended.
struct ToolRun {
    var status: Int32
    var stdout: String
    var stderr: String
}

enum GlimpseBinary {
    /// The `glimpse` executable in the same build folder as this test bundle.
    static var path: String {
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        var folder = executable.deletingLastPathComponent()
        // On Linux the test bundle is `.build/<config>/<Package>PackageTests.xctest`; on macOS
        // the executable sits inside `….xctest/Contents/MacOS/`.
        while folder.pathExtension == "xctest" || folder.lastPathComponent == "MacOS"
            || folder.lastPathComponent == "Contents"
        {
            folder = folder.deletingLastPathComponent()
        }
        return folder.appendingPathComponent("glimpse").path
    }

    /// Runs `glimpse` with `arguments` in `directory` and waits for it; `environment` adds to (or
    /// replaces) variables of the test's own environment. Its WidgetCenter socket is in a folder
    /// of its own (`GLIMPSE_SOCKET`), never a developer's default one, unless `environment` says.
    static func run(
        _ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:]
    ) throws -> ToolRun {
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw BinaryMissing(path: path)
        }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("glimpse-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outURL = scratch.appendingPathComponent("stdout")
        let errURL = scratch.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = out
        process.standardError = err
        if let directory { process.currentDirectoryURL = directory }
        var variables = ["GLIMPSE_SOCKET": scratch.appendingPathComponent("host.sock").path]
        variables.merge(environment) { $1 }
        process.environment = ProcessInfo.processInfo.environment.merging(variables) { $1 }
        try process.run()
        process.waitUntilExit()
        try out.close()
        try err.close()
        return ToolRun(
            status: process.terminationStatus,
            stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
    }

    struct BinaryMissing: Error, CustomStringConvertible {
        let path: String
        var description: String { "no glimpse executable at \(path); build it (swift build --product glimpse)" }
    }
}

/// A temporary folder, removed by `remove()`.
struct TemporaryFolder {
    let url: URL
    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("glimpse-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// Writes an executable /bin/sh script named `name` and returns its path.
    func script(_ name: String, _ body: String) throws -> String {
        let file = url.appendingPathComponent(name)
        try Data("#!/bin/sh\n\(body)\n".utf8).write(to: file)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: file.path)
        return file.path
    }

    /// The names of the files in `folder` (relative to this folder), sorted.
    func files(in folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: url.appendingPathComponent(folder).path)) ?? []).sorted()
    }

    func remove() { try? FileManager.default.removeItem(at: url) }
}
