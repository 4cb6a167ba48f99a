//  BenchHostCommand.swift — glimpse (Glimpse)
//  Status: Complete
//  Behaviour: STYLE R17 — `glimpse bench host` runs GlimpseHost's HostBenchmark: 24 simulated
//  hours for 1 000 and 10 000 instances with an in-process provider, no processes.

import Foundation
import GlimpseHost

/// `glimpse bench host`: the host's scheduler, budget and timelines at scale.
enum BenchHostCommand: Command {
    static let parser = ArgumentParser(
        options: [
            .init(
                name: "instances", valueName: "n",
                help: "Instances to replay; repeat for several runs (default: 1000 and 10000).",
                repeats: true),
            .init(name: "hours", valueName: "h", help: "Simulated hours per run (default: 24)."),
            .init(
                name: "db", valueName: "file",
                help: "Also store everything in this SQLite file (':memory:' for an in-memory one; default: none)."),
        ],
        positionals: [])

    static var help: CommandHelp {
        CommandHelp(
            commandName: "glimpse bench host",
            abstract: "Replay a day of many widget instances on the simulated clock and measure the host.",
            discussion:
                "Prints wall time and the host's memory per instance (growth of Pss_Anon and RSS over the run).",
            usage: "[--instances <n> …] [--hours <h>] [--db <file>]", options: parser.helpOptions)
    }

    static func execute(_ arguments: [String]) throws -> Int32 {
        let parsed = try parser.parse(arguments)
        if parsed.wantsHelp { return printHelp() }
        var counts: [Int] = []
        for text in parsed.values["instances"] ?? ["1000", "10000"] {
            guard let value = Int(text), value > 0 else {
                throw UsageError("'\(text)' is not a positive number of instances")
            }
            counts.append(value)
        }
        var hours = 24.0
        if let text = parsed.value("hours") {
            guard let value = Double(text), value > 0 else {
                throw UsageError("'\(text)' is not a positive number of hours")
            }
            hours = value
        }
        // One database per run: `--db` itself for one run, `<file>-<n>` for several.
        let databases: [String?] = counts.map { count in
            parsed.value("db").map { path in path == ":memory:" || counts.count == 1 ? path : "\(path)-\(count)" }
        }
        for case let path? in databases where path != ":memory:" && FileManager.default.fileExists(atPath: path) {
            throw UsageError("'\(path)' exists; pass a file name that does not, or ':memory:'")
        }
        for (count, path) in zip(counts, databases) {
            do {
                let store = try path.map { path throws(HostError) in try HostStore(path: path) }
                let figures = try HostBenchmark.run(instances: count, duration: hours * 3600, store: store)
                Console.output(figures.description + (path.map { " (stored in \($0))" } ?? ""))
            } catch {
                throw error.commandFailure
            }
        }
        return ExitCode.ok
    }
}
