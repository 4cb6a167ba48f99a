//  BenchSnapshotCommand.swift — glimpse (Glimpse)
//  Status: Complete
//  Behaviour: STYLE R17, issue 14 — `glimpse bench snapshot` runs GlimpseRender's
//  ComparisonBenchmark: snapshot comparisons of 474×474 images per second on one core.

import GlimpseRender

/// `glimpse bench snapshot`: how fast snapshot tests compare pictures.
enum BenchSnapshotCommand: Command {
    static let parser = ArgumentParser(
        options: [.init(name: "iterations", valueName: "n", help: "Comparisons per workload (default: 200).")],
        positionals: [])

    static var help: CommandHelp {
        CommandHelp(
            commandName: "glimpse bench snapshot",
            abstract: "Measure snapshot comparisons of 474×474 images (GlimpseTesting's precision checks).",
            usage: "[--iterations <n>]", options: parser.helpOptions)
    }

    static func execute(_ arguments: [String]) throws -> Int32 {
        let parsed = try parser.parse(arguments)
        if parsed.wantsHelp { return printHelp() }
        var iterations = 200
        if let text = parsed.value("iterations") {
            guard let value = Int(text), value > 0 else {
                throw UsageError("'\(text)' is not a positive number of iterations")
            }
            iterations = value
        }
        Console.output(ComparisonBenchmark.table(try ComparisonBenchmark.run(iterations: iterations)))
        return ExitCode.ok
    }
}
