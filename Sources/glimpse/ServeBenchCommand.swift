//  ServeBenchCommand.swift — glimpse (Glimpse)
//  Status: Complete
//  Behaviour: STYLE R17 and issue 5 "`glimpse bench serve` reports frames sent per second and
//  server CPU with 20 widgets whose timers tick" (aim: one core at under 20%). The server runs
//  as its own process (`glimpse serve`), so its CPU is measured alone; the bench is the page:
//  it listens to the event stream and fetches every frame it is told about.

import Dispatch
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// `glimpse bench serve`: frames per second and server CPU with ticking widgets.
enum ServeBenchCommand: Command {
    static let parser = ArgumentParser(
        options: [
            .init(
                name: "bundle", valueName: "path",
                help: "The EmojiRangers bundle executable (default: EmojiRangers beside glimpse)."),
            .init(name: "widgets", valueName: "n", help: "Widgets with ticking timers (default: 20)."),
            .init(
                name: "family", valueName: "family",
                help: "Place every widget in this family (default: a mix of every family EmojiRangers has)."),
            .init(name: "seconds", valueName: "s", help: "Seconds to measure (default: 10)."),
            .init(name: "dpr", valueName: "ratio", help: "Device pixel ratio of the frames fetched (default: 2)."),
        ],
        positionals: [])

    static var help: CommandHelp {
        CommandHelp(
            commandName: "glimpse bench serve",
            abstract: "Measure the simulator serving widgets whose timers tick: frames per second and server CPU.",
            discussion:
                "Starts glimpse serve with the EmojiRangers bundle, places the widgets (small and medium on the Home Screen, the rest on the Lock Screen and watch face), then acts as the page: follows the event stream and fetches every frame it announces. CPU is the server process's user + system time over the measured seconds, as a share of one core.",
            usage: "[--bundle <path>] [--widgets <n>] [--family <family>] [--seconds <s>] [--dpr <ratio>]",
            options: parser.helpOptions)
    }

    static func execute(_ arguments: [String]) throws -> Int32 {
        let parsed = try parser.parse(arguments)
        if parsed.wantsHelp { return printHelp() }
        let widgets = try BenchChildProcess.positive(parsed, "widgets", default: 20, what: "widgets")
        let seconds = try BenchChildProcess.positive(parsed, "seconds", default: 10, what: "seconds")
        let ratio = Double(parsed.value("dpr") ?? "2") ?? 2
        let executable = BenchChildProcess.glimpse
        let bundle = try BenchChildProcess.bundle(parsed)
        let run = try ServeBenchRun(glimpse: executable.path, bundle: bundle)
        defer { run.stop() }
        Console.output(
            "glimpse bench serve: \(Int(widgets)) EmojiRangers widgets, \(Int(seconds)) s, frames at @\(ratio)x")
        try run.place(widgets, family: parsed.value("family"))
        try run.waitForFirstFrames(widgets)
        Console.output(try run.measure(seconds: seconds, ratio: ratio).description)
        return ExitCode.ok
    }
}

/// One bench run: the server process and the page it plays.
private final class ServeBenchRun: @unchecked Sendable {
    /// What the widgets are: family and place, in order, repeated as needed.
    static let layout: [(String, String)] = [
        ("systemSmall", "homeScreen"), ("systemMedium", "homeScreen"), ("systemSmall", "homeScreen"),
        ("accessoryRectangular", "lockScreen"), ("systemSmall", "homeScreen"), ("accessoryCircular", "watchFace"),
        ("systemLarge", "homeScreen"), ("accessoryInline", "lockScreen"), ("accessoryRectangular", "watchSmartStack"),
        ("systemSmall", "homeScreen"), ("accessoryCircular", "lockScreen"), ("systemMedium", "homeScreen"),
    ]

    let process = Process()
    let lifeline = Pipe()
    let port: Int
    var token = ""

    init(glimpse: String, bundle: String) throws {
        let output = Pipe()
        process.executableURL = URL(fileURLWithPath: glimpse)
        process.arguments = ["serve", bundle, "--port", "0", "--until-stdin-closes", "--no-widget-center"]
        process.standardInput = lifeline
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        var text = ""
        while !text.contains("Serving ") || !text.hasSuffix("\n") {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            text += String(decoding: chunk, as: UTF8.self)
        }
        guard let range = text.range(of: #"127\.0\.0\.1:\d+"#, options: .regularExpression),
            let port = Int(text[range].split(separator: ":")[1])
        else {
            throw CommandFailure(ExitCode.unavailable, "glimpse serve did not start: \(text)")
        }
        self.port = port
        token = try BenchHTTP.json(port: port, path: "/api/session")["token"] as? String ?? ""
    }

    func stop() {
        try? lifeline.fileHandleForWriting.close()
        process.waitUntilExit()
    }

    /// Adds `count` widgets, cycling through `layout` (or all in `only`, in its default place);
    /// places that are full get home-screen smalls.
    func place(_ count: Double, family only: String?) throws {
        let kind = "EmojiRangerWidget"
        for i in 0..<Int(count) {
            var (family, place) = Self.layout[i % Self.layout.count]
            if let only {
                family = only
                place = only.hasPrefix("system") ? "homeScreen" : "lockScreen"
            }
            var status = try add(kind: kind, family: family, place: place)
            if status == 409 { status = try add(kind: kind, family: "systemSmall", place: "homeScreen") }
            guard status == 201 else {
                throw CommandFailure(ExitCode.failure, "could not add widget \(i + 1): HTTP \(status)")
            }
        }
    }

    private func add(kind: String, family: String, place: String) throws -> Int {
        let body = try JSONSerialization.data(withJSONObject: [
            "bundle": "EmojiRangers", "kind": kind, "family": family, "place": place,
        ])
        return try BenchHTTP.send(
            port: port, method: "POST", path: "/api/instances", headers: ["X-Glimpse-Token": token], body: body
        ).status
    }

    func waitForFirstFrames(_ count: Double) throws {
        for _ in 0..<600 {
            let places = try BenchHTTP.json(port: port, path: "/api/places")["places"] as? [[String: Any]] ?? []
            let framed = places.flatMap { ($0["slots"] as? [[String: Any]]) ?? [] }
                .flatMap { ($0["widgets"] as? [[String: Any]]) ?? [] }.filter { $0["frame"] != nil }.count
            if framed >= Int(count) { return }
            Thread.sleep(forTimeInterval: 0.1)
        }
        throw CommandFailure(ExitCode.failure, "the widgets' first timelines did not arrive within a minute")
    }

    /// Follows the event stream for `seconds` and fetches every announced frame.
    func measure(seconds: Double, ratio: Double) throws -> ServeBenchReport {
        let stream = try BenchHTTP.openEvents(port: port)
        defer { close(stream) }
        let startCPU = BenchChildProcess.cpuSeconds(of: process.processIdentifier)
        let startStats = try BenchHTTP.json(port: port, path: "/api/stats")
        let started = Date()
        var report = ServeBenchReport(seconds: seconds)
        var pending = ""
        var buffer = [UInt8](repeating: 0, count: 65536)
        var timeout = timeval(tv_sec: 0, tv_usec: 200_000)
        setsockopt(stream, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        while Date().timeIntervalSince(started) < seconds {
            let n = read(stream, &buffer, buffer.count)
            if n > 0 { pending += String(decoding: buffer[0..<n], as: UTF8.self) }
            while let end = pending.range(of: "\n\n") {
                let event = String(pending[..<end.lowerBound])
                pending.removeSubrange(..<end.upperBound)
                // The stream is chunked (HTTP/1.1, unknown length): chunk sizes may sit between lines.
                guard event.contains("event: frames"),
                    let line = event.split(separator: "\n").first(where: { $0.hasPrefix("data: ") }),
                    let object = try? JSONSerialization.jsonObject(with: Data(line.dropFirst(6).utf8))
                        as? [String: Any],
                    let frames = object["frames"] as? [String: String]
                else { continue }
                report.events += 1
                for (id, version) in frames {
                    let frame = try BenchHTTP.send(port: port, path: "/frames/\(id).png?v=\(version)&dpr=\(ratio)")
                    if frame.status == 200 {
                        report.frames += 1
                        report.bytes += frame.body.count
                    }
                }
            }
        }
        report.seconds = Date().timeIntervalSince(started)
        report.cpu = BenchChildProcess.cpuSeconds(of: process.processIdentifier) - startCPU
        let stats = try BenchHTTP.json(port: port, path: "/api/stats")
        report.drawing = ((stats["renderSeconds"] as? Double) ?? 0) - ((startStats["renderSeconds"] as? Double) ?? 0)
        return report
    }
}

/// What one bench run measured.
private struct ServeBenchReport: CustomStringConvertible {
    var seconds: Double
    var frames = 0
    var events = 0
    var bytes = 0
    var cpu = 0.0
    /// Seconds the server spent drawing frames.
    var drawing = 0.0

    var description: String {
        let rate = Double(frames) / seconds
        let share = cpu / seconds * 100
        return [
            String(
                format: "  frames sent      %.1f per second (%d in %.1f s, %d events)", rate, frames, seconds, events),
            String(format: "  mean frame       %.1f KB", frames > 0 ? Double(bytes) / Double(frames) / 1024 : 0),
            String(format: "  server CPU       %.1f%% of one core (%.2f s over %.1f s)", share, cpu, seconds),
            String(
                format: "  of which drawing %.1f%% (%.1f ms per frame); HTTP, events and the host the rest",
                drawing / seconds * 100, frames > 0 ? drawing / Double(frames) * 1000 : 0),
            String(format: "  aim              under 20%% of one core: %@", share < 20 ? "met" : "not met"),
        ].joined(separator: "\n")
    }
}

/// Plain HTTP/1.1 over a loopback socket, one request per connection.
private enum BenchHTTP {
    static func connect(port: Int) throws -> Int32 {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard fd >= 0, result == 0 else {
            if fd >= 0 { close(fd) }
            throw CommandFailure(ExitCode.unavailable, "could not connect to the server on port \(port)")
        }
        return fd
    }

    static func send(
        port: Int, method: String = "GET", path: String, headers: [String: String] = [:], body: Data = Data()
    ) throws -> (status: Int, body: Data) {
        let fd = try connect(port: port)
        defer { close(fd) }
        var head = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n"
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        if method == "POST" { head += "Content-Type: application/json\r\nContent-Length: \(body.count)\r\n" }
        let request = Data((head + "\r\n").utf8) + body
        _ = request.withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        var received = Data()
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = read(fd, &buffer, buffer.count)
            if n <= 0 { break }
            received.append(contentsOf: buffer[0..<n])
        }
        guard let split = received.range(of: Data("\r\n\r\n".utf8)) else { return (0, Data()) }
        let status = Int(String(decoding: received[..<split.lowerBound], as: UTF8.self).split(separator: " ")[1]) ?? 0
        return (status, Data(received[split.upperBound...]))
    }

    static func json(port: Int, path: String) throws -> [String: Any] {
        let answer = try send(port: port, path: path)
        return (try? JSONSerialization.jsonObject(with: answer.body) as? [String: Any]) ?? [:]
    }

    static func openEvents(port: Int) throws -> Int32 {
        let fd = try connect(port: port)
        let request = "GET /api/events HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nAccept: text/event-stream\r\n\r\n"
        _ = request.withCString { Glibc.send(fd, $0, strlen($0), Int32(MSG_NOSIGNAL)) }
        return fd
    }
}
