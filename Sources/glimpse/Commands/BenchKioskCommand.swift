//  BenchKioskCommand.swift — glimpse (Glimpse)
//  Status: Complete
//  Behaviour: STYLE R17 and issue 10 "`glimpse host … --frames DIR` … its CPU over 60 s with one
//  ticking small widget, in `glimpse bench serve` style": the kiosk runs as its own process
//  (`glimpse host --surface homeScreen --frames DIR`), so its CPU is measured alone; the bench
//  watches the frame file and counts each new one (each is renamed into place: a new inode).

import Dispatch
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// `glimpse bench kiosk`: a kiosk's CPU and frames written per second with one ticking widget.
enum BenchKioskCommand: Command {
    static let parser = ArgumentParser(
        options: [
            .init(
                name: "bundle", valueName: "path",
                help: "The EmojiRangers bundle executable (default: EmojiRangers beside glimpse)."),
            .init(name: "seconds", valueName: "s", help: "Seconds to measure (default: 60)."),
            .init(name: "scale", valueName: "n", help: "Pixels per point of the frames (default: the device's, 3)."),
        ],
        positionals: [])

    static var help: CommandHelp {
        CommandHelp(
            commandName: "glimpse bench kiosk",
            abstract: "Measure a kiosk host drawing one ticking small widget: CPU and frames written per second.",
            discussion:
                "Starts glimpse host with the EmojiRangers bundle's EmojiRangerWidget (systemSmall, its timer ticking each second) on the Home Screen surface, writing frames to a scratch folder, waits for its first timeline, then counts the frames written and the host process's user + system CPU over the measured seconds (the bundle's own process is not counted; it idles between reloads).",
            usage: "[--bundle <path>] [--seconds <s>] [--scale <n>]",
            options: parser.helpOptions)
    }

    static func execute(_ arguments: [String]) throws -> Int32 {
        let parsed = try parser.parse(arguments)
        if parsed.wantsHelp { return printHelp() }
        let seconds = try BenchChildProcess.positive(parsed, "seconds", default: 60, what: "seconds")
        let scale = parsed.value("scale") ?? "3"
        guard let value = Double(scale), (1...4).contains(value) else {
            throw UsageError("'\(scale)' is not a scale; use 1, 2, 3 or 4 pixels per point")
        }
        let executable = BenchChildProcess.glimpse
        let bundle = try BenchChildProcess.bundle(parsed)
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("glimpse-bench-kiosk-\(getpid())")
        try? FileManager.default.removeItem(at: scratch)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let frames = scratch.appendingPathComponent("frames")
        let output = scratch.appendingPathComponent("host.out")
        do {
            try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
            _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        } catch {
            throw CommandFailure(ExitCode.ioError, "cannot use the scratch folder \(scratch.path): \(error)")
        }
        let host = Process()
        host.executableURL = executable
        host.arguments = [
            "host", "--db", scratch.appendingPathComponent("bench.sqlite").path, "--bundle", bundle, "--kind",
            "EmojiRangerWidget", "--family", "systemSmall", "--surface", "homeScreen", "--frames", frames.path,
            "--scale", scale,
        ]
        host.standardOutput = try FileHandle(forWritingTo: output)
        host.standardError = FileHandle.nullDevice
        do { try host.run() } catch {
            throw CommandFailure(ExitCode.unavailable, "could not start glimpse host: \(error)")
        }
        defer {
            host.terminate()
            host.waitUntilExit()
        }
        Console.output(
            "glimpse bench kiosk: EmojiRangerWidget systemSmall on the Home Screen, frames @\(scale)x, \(Int(seconds)) s"
        )
        let file = frames.appendingPathComponent("homeScreen.png").path
        // The first timeline has arrived (and its frame is written) once the host says so.
        let started = Date()
        while !((try? String(contentsOf: output, encoding: .utf8)) ?? "").contains("\ntimeline #1 ") {
            guard host.isRunning, Date().timeIntervalSince(started) < 60 else {
                throw CommandFailure(ExitCode.failure, "the widget's first timeline did not arrive within a minute")
            }
            Thread.sleep(forTimeInterval: 0.1)
        }
        Thread.sleep(forTimeInterval: 1)
        let report = measure(pid: host.processIdentifier, file: file, seconds: seconds)
        Console.output(report.description)
        return ExitCode.ok
    }

    /// Counts new frames of `file` (each a new inode) and the CPU of `pid` over `seconds`.
    private static func measure(pid: Int32, file: String, seconds: Double) -> Report {
        var last = inode(file)
        var report = Report(seconds: seconds)
        let startCPU = BenchChildProcess.cpuSeconds(of: pid)
        let started = Date()
        while Date().timeIntervalSince(started) < seconds {
            Thread.sleep(forTimeInterval: 0.01)
            let now = inode(file)
            if now != last {
                report.frames += 1
                last = now
            }
        }
        report.seconds = Date().timeIntervalSince(started)
        report.cpu = BenchChildProcess.cpuSeconds(of: pid) - startCPU
        report.bytes = ((try? FileManager.default.attributesOfItem(atPath: file))?[.size] as? NSNumber)?.intValue ?? 0
        return report
    }

    private static func inode(_ path: String) -> UInt64? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return UInt64(info.st_ino)
    }

    /// What one run measured.
    struct Report: CustomStringConvertible {
        var seconds: Double
        var frames = 0
        var bytes = 0
        var cpu = 0.0

        var description: String {
            [
                String(
                    format: "  frames written   %.2f per second (%d in %.1f s)", Double(frames) / seconds, frames,
                    seconds),
                String(format: "  last frame       %.1f KB", Double(bytes) / 1024),
                String(
                    format: "  host CPU         %.1f%% of one core (%.2f s over %.1f s)", cpu / seconds * 100, cpu,
                    seconds),
                String(format: "  per frame        %.1f ms of CPU", frames > 0 ? cpu / Double(frames) * 1000 : 0),
            ].joined(separator: "\n")
        }
    }
}
