//  Command.swift — glimpse (Glimpse)
//  Status: Complete
//  Behaviour: STYLE R18 — every command has help, parses its own arguments, and reports
//  errors the same way: usage errors in three lines (exit 64), failures in one line.

import Foundation

/// A `glimpse` command or subcommand.
protocol Command {
    /// The command's help (its name, abstract, usage, arguments and options).
    static var help: CommandHelp { get }
    /// Runs with the arguments after the command's name and returns the exit status.
    /// - Throws: `UsageError` for a wrong command line, `CommandFailure` when the work fails.
    static func execute(_ arguments: [String]) throws -> Int32
}

extension Command {
    /// Runs the command, printing help or errors as argument-parser does, and returns the exit
    /// status.
    static func main(_ arguments: [String]) -> Int32 {
        do {
            return try execute(arguments)
        } catch let error as UsageError {
            Console.error(
                "Error: \(error.message)\nUsage: \(help.usageLine)\n  See '\(help.commandName) --help' for more information."
            )
            return ExitCode.usage
        } catch let failure as CommandFailure {
            Console.error((["Error: \(failure.message)"] + failure.details.map { "  \($0)" }).joined(separator: "\n"))
            return failure.status
        } catch {
            Console.error("Error: internal error, please report it: \(error)")
            return ExitCode.software
        }
    }

    /// Prints the help text on stdout.
    static func printHelp() -> Int32 {
        Console.output(help.text, terminator: "")
        return ExitCode.ok
    }
}

/// Writes to the tool's stdout and stderr.
enum Console {
    /// Writes `text` and `terminator` to stdout. A closed stdout (`glimpse preview … | head`) is
    /// ignored: the command goes on writing its files.
    static func output(_ text: String, terminator: String = "\n") {
        try? FileHandle.standardOutput.write(contentsOf: Data((text + terminator).utf8))
    }

    /// Writes `text` and a newline to stderr; a closed stderr is ignored.
    static func error(_ text: String) {
        try? FileHandle.standardError.write(contentsOf: Data((text + "\n").utf8))
    }
}
