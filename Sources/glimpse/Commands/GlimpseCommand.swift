//  GlimpseCommand.swift — glimpse (Glimpse)
//  Status: Complete for preview and bench; simulate, serve and inspect are planned
//  Behaviour: STYLE R18 — the root command dispatches to subcommands; no subcommand is a usage
//  error: the help on stderr, exit 64 (sysexits EX_USAGE), while `--help` prints it on stdout, exit 0.

/// `glimpse`: the root command.
enum GlimpseCommand: Command {
    /// The subcommands, in help order.
    static var subcommands: [any Command.Type] {
        [
            PreviewCommand.self, SimulateCommand.self, LintCommand.self, DevicesCommand.self, ServeCommand.self,
            HostCommand.self,
            BenchCommand.self,
        ]
    }

    static var help: CommandHelp {
        CommandHelp(
            commandName: "glimpse",
            abstract: "WidgetKit widgets on Linux: preview, simulate and host them, and measure it all.",
            usage: "<subcommand>",
            subcommands: subcommands.map { subcommandItem($0) })
    }

    static func execute(_ arguments: [String]) throws -> Int32 {
        try dispatch(arguments, to: subcommands)
    }
}

extension Command {
    /// Runs the subcommand named by `arguments[0]`, or prints help for `-h`, `--help` and
    /// `help [<subcommand>]` (stdout, exit 0). With no subcommand it prints the help on stderr and
    /// returns 64 (EX_USAGE): the command line is incomplete, as `git` and `cargo` treat it.
    /// - Throws: `UsageError` naming the known subcommands for an unknown one.
    static func dispatch(_ arguments: [String], to subcommands: [any Command.Type]) throws
        -> Int32
    {
        guard let first = arguments.first else {
            Console.error(help.text.hasSuffix("\n") ? String(help.text.dropLast()) : help.text)
            return ExitCode.usage
        }
        guard first != "-h", first != "--help" else { return printHelp() }
        let find = { (name: String) in
            subcommands.first { $0.help.commandName.split(separator: " ").last.map(String.init) == name }
        }
        if first == "help" {
            guard let name = arguments.dropFirst().first else { return printHelp() }
            guard let command = find(name) else { throw unknownSubcommand(name, subcommands) }
            // `help bench render` is `bench render --help`.
            return command.main(Array(arguments.dropFirst(2)) + ["--help"])
        }
        guard let command = find(first) else { throw unknownSubcommand(first, subcommands) }
        return command.main(Array(arguments.dropFirst()))
    }

    /// The help line of a subcommand: its last name word and abstract.
    static func subcommandItem(_ command: any Command.Type) -> CommandHelp.Item {
        CommandHelp.Item(
            label: String(command.help.commandName.split(separator: " ").last ?? ""), help: command.help.abstract)
    }

    private static func unknownSubcommand(_ name: String, _ subcommands: [any Command.Type]) -> UsageError {
        let names = subcommands.map { subcommandItem($0).label }.joined(separator: ", ")
        return UsageError("Unknown subcommand '\(name)' (\(names))")
    }
}
