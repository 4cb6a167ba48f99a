//  BenchExtensionCommand.swift — glimpse (Glimpse)
//  Status: Complete
//  Behaviour: STYLE R17, issue 9 — `glimpse bench extension` runs GlimpseHost's
//  ExtensionBenchmark on the bundles named, or on the example bundles built beside glimpse.

import Foundation
import GlimpseHost

/// `glimpse bench extension`: a widget bundle's cold start, round trip and idle footprint.
enum BenchExtensionCommand: Command {
    /// The example bundles measured when none is named.
    static let examples = ["EmojiRangers", "SystemMonitor", "CatPhotos", "WidgetTemplate"]

    static let parser = ArgumentParser(
        options: [
            .init(name: "starts", valueName: "n", help: "Cold starts measured per bundle (default: 5)."),
            .init(name: "requests", valueName: "n", help: "Round trips measured per bundle (default: 50)."),
            .init(
                name: "bundle", valueName: "path",
                help: "A widget bundle executable to measure (repeatable; default: the examples beside glimpse)."),
        ],
        positionals: [])

    static var help: CommandHelp {
        CommandHelp(
            commandName: "glimpse bench extension",
            abstract: "Measure widget bundles: cold start to first timeline, a request's round trip, idle footprint.",
            discussion:
                "Medians; the footprint is Pss_Anon, as iOS counts it. Build in release mode first (swift build -c release).",
            usage: "[--starts <n>] [--requests <n>] [--bundle <path> ...]", options: parser.helpOptions)
    }

    static func execute(_ arguments: [String]) throws -> Int32 {
        let parsed = try parser.parse(arguments)
        if parsed.wantsHelp { return printHelp() }
        let starts = try count(parsed, "starts", default: 5)
        let requests = try count(parsed, "requests", default: 50)
        var bundles = parsed.values["bundle"] ?? []
        if bundles.isEmpty {
            let folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
                .deletingLastPathComponent()
            bundles = examples.map { folder.appendingPathComponent($0).path }
                .filter { FileManager.default.isExecutableFile(atPath: $0) }
            guard !bundles.isEmpty else {
                throw UsageError(
                    "no example bundle beside glimpse; build them (swift build -c release) or name a bundle")
            }
        }
        for bundle in bundles {
            do {
                Console.output(
                    try ExtensionBenchmark.run(bundle: bundle, starts: starts, requests: requests).description)
            } catch {
                throw error.commandFailure
            }
        }
        return ExitCode.ok
    }

    private static func count(_ parsed: ArgumentParser.Result, _ name: String, default value: Int) throws -> Int {
        guard let text = parsed.value(name) else { return value }
        guard let n = Int(text), n > 0 else { throw UsageError("'\(text)' is not a positive number for --\(name)") }
        return n
    }
}
