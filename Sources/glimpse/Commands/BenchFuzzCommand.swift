//  BenchFuzzCommand.swift — glimpse (Glimpse)
//  Status: Complete
//  Behaviour: issue 9 — `glimpse bench fuzz` runs GlimpseRender's ArchiveFuzzer for as many cases
//  as asked (the test suite runs 300): random archives, their JSON sometimes damaged, decoded,
//  checked and drawn. Any accepted archive that fails to draw is a finding; a trap ends it.

import Foundation
import GlimpseRender

/// `glimpse bench fuzz`: the decoder and the renderer against random and extreme archives.
enum BenchFuzzCommand: Command {
    static let parser = ArgumentParser(
        options: [
            .init(name: "iterations", valueName: "n", help: "How many cases to run (default: 10000)."),
            .init(name: "seed", valueName: "n", help: "The first seed; case i uses seed + i (default: 1)."),
        ],
        positionals: [])

    static var help: CommandHelp {
        CommandHelp(
            commandName: "glimpse bench fuzz",
            abstract: "Fuzz the archive decoder and the renderer with random and extreme archives.",
            discussion:
                "Every archive must be refused (an ArchiveError naming the field) or drawn. Prints the counts and each finding; exits 1 if there is one.",
            usage: "[--iterations <n>] [--seed <n>]", options: parser.helpOptions)
    }

    static func execute(_ arguments: [String]) throws -> Int32 {
        let parsed = try parser.parse(arguments)
        if parsed.wantsHelp { return printHelp() }
        let iterations = try number(parsed, "iterations", default: 10_000)
        let seed = try number(parsed, "seed", default: 1)
        let start = Date()
        let report = ArchiveFuzzer(seed: UInt64(seed)).run(iterations: iterations)
        for finding in report.findings { Console.output("finding: \(finding)") }
        Console.output("\(report.summary) in \(String(format: "%.1f", Date().timeIntervalSince(start))) s")
        return report.findings.isEmpty ? ExitCode.ok : ExitCode.failure
    }

    private static func number(_ parsed: ArgumentParser.Result, _ name: String, default value: Int) throws -> Int {
        guard let text = parsed.value(name) else { return value }
        guard let n = Int(text), n >= 0 else { throw UsageError("'\(text)' is not a number for --\(name)") }
        return n
    }
}
