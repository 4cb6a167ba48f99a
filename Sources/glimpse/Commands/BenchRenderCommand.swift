//  BenchRenderCommand.swift — glimpse (Glimpse)
//  Status: Complete
//  Behaviour: STYLE R17 — `glimpse bench render` runs GlimpseRender's RenderBenchmark.

import GlimpseRender

/// `glimpse bench render`: archive → PNG throughput on fixed workloads.
enum BenchRenderCommand: Command {
    static let parser = ArgumentParser(
        options: [
            .init(
                name: "iterations", valueName: "n",
                help: "Frames rendered per workload (default: 200; with --matrix, whole matrices: 5).")
        ] + MatrixBenchmark.options,
        positionals: [])

    static var help: CommandHelp {
        CommandHelp(
            commandName: "glimpse bench render",
            abstract: "Measure archive-to-PNG rendering on fixed widget workloads.",
            usage: "[--iterations <n>] [--matrix [--bundle <bundle-executable>]]", options: parser.helpOptions)
    }

    static func execute(_ arguments: [String]) throws -> Int32 {
        let parsed = try parser.parse(arguments)
        if parsed.wantsHelp { return printHelp() }
        if parsed.flags.contains("matrix") { return try MatrixBenchmark.run(parsed) }
        var iterations = 200
        if let text = parsed.value("iterations") {
            guard let value = Int(text), value > 0 else {
                throw UsageError("'\(text)' is not a positive number of iterations")
            }
            iterations = value
        }
        Console.output(RenderBenchmark.run(iterations: iterations).description)
        return ExitCode.ok
    }
}
