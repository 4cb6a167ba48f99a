//  BenchHostCommand.swift — glimpse (Glimpse)
//  Status: Complete
//  Behaviour: STYLE R17 — `glimpse bench host` runs GlimpseHost's HostBenchmark: 24 simulated
//  hours for 1 000 and 10 000 instances with an in-process provider, no processes.

import GlimpseHost

/// `glimpse bench host`: the host's scheduler, budget and timelines at scale.
enum BenchHostCommand: Command {
    static let parser = ArgumentParser(
        options: [
            .init(
                name: "instances", valueName: "n", help: "Instances to replay; repeat for several runs (default: 1000 and 10000).",
                repeats: true),
            .init(name: "hours", valueName: "h", help: "Simulated hours per run (default: 24)."),
        ],
        positionals: [])

    static var help: CommandHelp {
        CommandHelp(
            commandName: "glimpse bench host",
            abstract: "Replay a day of many widget instances on the simulated clock and measure the host.",
            discussion:
                "Prints wall time and the host's memory per instance (growth of Pss_Anon and RSS over the run).",
            usage: "[--instances <n> …] [--hours <h>]", options: parser.helpOptions)
    }

    static func execute(_ arguments: [String]) throws -> Int32 {
        let parsed = try parser.parse(arguments)
        if parsed.wantsHelp { return printHelp() }
        var counts: [Int] = []
        for text in parsed.values["instances"] ?? ["1000", "10000"] {
            guard let value = Int(text), value > 0 else { throw UsageError("'\(text)' is not a positive number of instances") }
            counts.append(value)
        }
        var hours = 24.0
        if let text = parsed.value("hours") {
            guard let value = Double(text), value > 0 else { throw UsageError("'\(text)' is not a positive number of hours") }
            hours = value
        }
        for count in counts {
            do {
                Console.output(try HostBenchmark.run(instances: count, duration: hours * 3600).description)
            } catch {
                throw error.commandFailure
            }
        }
        return ExitCode.ok
    }
}
