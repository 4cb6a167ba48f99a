//  BenchCommand.swift — glimpse (Glimpse)
//  Status: Complete for `bench render`; `bench host` and `bench serve` come with those parts
//  Behaviour: STYLE R17 — fixed workloads, run from a release build, figures on stdout.

/// `glimpse bench`: groups the benchmarks.
enum BenchCommand: Command {
    static var subcommands: [any Command.Type] {
        [
            BenchRenderCommand.self, BenchHostCommand.self, ServeBenchCommand.self, BenchKioskCommand.self,
            BenchFuzzCommand.self, BenchSnapshotCommand.self, BenchExtensionCommand.self,
        ]
    }

    static var help: CommandHelp {
        CommandHelp(
            commandName: "glimpse bench",
            abstract: "Run fixed benchmark workloads and print their figures.",
            discussion: "Build in release mode first (swift build -c release); debug figures are not comparable.",
            usage: "<subcommand>",
            subcommands: subcommands.map { subcommandItem($0) })
    }

    static func execute(_ arguments: [String]) throws -> Int32 {
        try dispatch(arguments, to: subcommands)
    }
}
