//  ServeProcess.swift — GlimpseServerTests (Glimpse)
//  Status: Complete
//  Behaviour: issue 5 "API tests against a real `glimpse serve` started on a free loopback port":
//  starts the built `glimpse` executable (found next to the test bundle) with `--port 0`, reads
//  the URL it prints, and stops it with SIGTERM.

import Foundation

/// A running `glimpse serve`.
final class ServeProcess {
    let process: Process
    let port: Int
    /// The WidgetCenter socket it serves (a fresh path per server, through `GLIMPSE_SOCKET`).
    let socket: String
    private let output: Pipe
    private let lifeline: Pipe

    /// Starts `glimpse serve <bundles> --port 0 [arguments]` and waits for its URL.
    /// - Parameter errorLog: Where the server's stderr (its log) goes; nil discards it.
    init(bundles: [String], arguments: [String] = [], errorLog: URL? = nil) throws {
        let glimpse = Self.glimpsePath
        guard FileManager.default.isExecutableFile(atPath: glimpse) else {
            throw RawHTTP.Failure(
                message: "no glimpse executable at \(glimpse); build it (swift build --product glimpse)")
        }
        process = Process()
        process.executableURL = URL(fileURLWithPath: glimpse)
        let socket = FileManager.default.temporaryDirectory
            .appendingPathComponent("gst-\(UUID().uuidString.prefix(8))/host.sock").path
        self.socket = socket
        var environment = ProcessInfo.processInfo.environment
        environment["GLIMPSE_SOCKET"] = socket
        process.environment = environment
        process.arguments = ["serve"] + bundles + ["--port", "0", "--until-stdin-closes"] + arguments
        output = Pipe()
        lifeline = Pipe()
        process.standardOutput = output
        if let errorLog {
            _ = FileManager.default.createFile(atPath: errorLog.path, contents: nil)
            process.standardError = try FileHandle(forWritingTo: errorLog)
        } else {
            process.standardError = FileHandle.nullDevice
        }
        // The server stops when this pipe closes: when the test stops it, or when the test
        // process dies.
        process.standardInput = lifeline
        try process.run()
        var text = ""
        let handle = output.fileHandleForReading
        while !text.contains("Serving ") || !text.contains("\n", after: "Serving ") {
            let chunk = handle.availableData
            if chunk.isEmpty { break }
            text += String(decoding: chunk, as: UTF8.self)
        }
        guard let range = text.range(of: #"http://127\.0\.0\.1:(\d+)/"#, options: .regularExpression),
            let port = Int(text[range].dropFirst("http://127.0.0.1:".count).dropLast())
        else {
            process.terminate()
            throw RawHTTP.Failure(message: "glimpse serve printed no URL: \(text)")
        }
        self.port = port
    }

    deinit { stop() }

    /// Stops the server (SIGTERM) and waits for it.
    func stop() {
        guard process.isRunning else { return }
        try? lifeline.fileHandleForWriting.close()
        process.waitUntilExit()
        try? FileManager.default.removeItem(atPath: (socket as NSString).deletingLastPathComponent)
    }

    /// The session token.
    func token() throws -> String {
        try RawHTTP.send(port: port, path: "/api/session").json()["token"] as! String
    }

    func get(_ path: String) throws -> RawResponse { try RawHTTP.send(port: port, path: path) }

    /// POSTs `json` with the session token.
    func post(_ path: String, _ json: [String: Any] = [:]) throws -> RawResponse {
        let body = try JSONSerialization.data(withJSONObject: json)
        return try RawHTTP.send(
            port: port, method: "POST", path: path,
            headers: ["X-Glimpse-Token": try token(), "Content-Type": "application/json"],
            body: body)
    }

    /// Waits (polling the API) until `probe` answers non-nil; the server works asynchronously
    /// (a new widget's first timeline comes from its bundle).
    func eventually<T>(_ what: String, _ probe: () throws -> T?) throws -> T {
        for _ in 0..<300 {
            if let value = try probe() { return value }
            Thread.sleep(forTimeInterval: 0.05)
        }
        throw RawHTTP.Failure(message: "gave up waiting for \(what)")
    }

    /// The `glimpse` executable in the same build folder as this test bundle.
    static var glimpsePath: String {
        var folder = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        while folder.pathExtension == "xctest" || folder.lastPathComponent == "MacOS"
            || folder.lastPathComponent == "Contents"
        {
            folder = folder.deletingLastPathComponent()
        }
        return folder.appendingPathComponent("glimpse").path
    }
}

extension String {
    fileprivate func contains(_ other: String, after marker: String) -> Bool {
        guard let range = range(of: marker) else { return false }
        return self[range.upperBound...].contains(other)
    }
}

/// A temporary folder, removed by `remove()`.
struct ScratchFolder {
    let url: URL
    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("glimpse-serve-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }
    func path(_ name: String) -> String { url.appendingPathComponent(name).path }
    func remove() { try? FileManager.default.removeItem(at: url) }
}
