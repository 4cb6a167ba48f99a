//  RunningGlimpse.swift — glimpseTests (Glimpse)
//  Status: Complete
//  Behaviour: a `glimpse` process a test starts, watches and signals (SIGINT, as Ctrl-C sends),
//  its output going to files the test reads while it runs.

import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A `glimpse` process started by a test.
final class RunningGlimpse {
    let process = Process()
    private let scratch: URL
    private let lifeline = Pipe()

    /// Starts `glimpse arguments` in `directory`; its standard input stays open until `finish()`.
    /// Its WidgetCenter socket is in `directory`, never a developer's default one.
    init(_ arguments: [String], in directory: URL) throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("glimpse-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        for name in ["stdout", "stderr"] {
            _ = FileManager.default.createFile(atPath: scratch.appendingPathComponent(name).path, contents: nil)
        }
        process.executableURL = URL(fileURLWithPath: GlimpseBinary.path)
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var environment = ProcessInfo.processInfo.environment
        environment["GLIMPSE_SOCKET"] = directory.appendingPathComponent("host.sock").path
        process.environment = environment
        process.standardInput = lifeline
        process.standardOutput = try FileHandle(forWritingTo: scratch.appendingPathComponent("stdout"))
        process.standardError = try FileHandle(forWritingTo: scratch.appendingPathComponent("stderr"))
        try process.run()
    }

    deinit {
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        try? FileManager.default.removeItem(at: scratch)
    }

    var stdout: String { read("stdout") }
    var stderr: String { read("stderr") }

    /// Waits (at most 60 s, looking every 50 ms) until `condition` holds or the process ended.
    @discardableResult
    func waitUntil(_ condition: () -> Bool) -> Bool {
        for _ in 0..<1200 {
            if condition() { return true }
            if !process.isRunning { return condition() }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return condition()
    }

    /// Sends SIGINT, as Ctrl-C in a terminal does.
    func interrupt() { kill(process.processIdentifier, SIGINT) }

    /// Closes its standard input and waits for it to exit (SIGKILL after 60 s); its exit status,
    /// or minus the signal that killed it (so a process that Ctrl-C killed is not taken for one
    /// that exited 130 itself).
    func finish() -> ToolRun {
        try? lifeline.fileHandleForWriting.close()
        if !waitUntil({ !process.isRunning }) { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        let status =
            process.terminationReason == .uncaughtSignal ? -process.terminationStatus : process.terminationStatus
        return ToolRun(status: status, stdout: stdout, stderr: stderr)
    }

    private func read(_ name: String) -> String {
        (try? String(contentsOf: scratch.appendingPathComponent(name), encoding: .utf8)) ?? ""
    }
}
