//  ArgumentParser.swift — glimpse (Glimpse)
//  Status: Complete for options with values, repeated options, flags and positionals
//  Behaviour: swift-argument-parser's conventions (STYLE R18): `--name value` and
//  `--name=value`, `--` ends options, `-h`/`--help` anywhere asks for help, the last value of a
//  non-repeating option wins.

import GlimpseArchive

/// Declares what a command accepts and splits its arguments accordingly.
struct ArgumentParser {
    /// An option that takes a value (`valueName` set) or a flag.
    struct Option {
        var name: String
        var valueName: String?
        var help: String
        var repeats = false

        /// `--family <family>`, as usage and help print it.
        var label: String { valueName.map { "--\(name) <\($0)>" } ?? "--\(name)" }
    }

    /// A positional argument.
    struct Positional {
        var name: String
        var help: String
        var label: String { "<\(name)>" }
    }

    /// What the arguments said.
    struct Result {
        var positionals: [String: String] = [:]
        /// Values per option name, in the order given.
        var values: [String: [String]] = [:]
        var flags: Set<String> = []
        var wantsHelp = false

        /// The last value given for `name`.
        func value(_ name: String) -> String? { values[name]?.last }
    }

    var options: [Option]
    var positionals: [Positional]

    /// Splits `arguments`.
    /// - Throws: `UsageError` for an unknown option, a missing value, an extra argument, or a
    ///   missing positional (unless help was asked for).
    func parse(_ arguments: [String]) throws(UsageError) -> Result {
        var result = Result()
        var loose: [String] = []
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                loose.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            if argument == "-h" || argument == "--help" {
                result.wantsHelp = true
                continue
            }
            let body = argument.drop(while: { $0 == "-" })
            let parts = body.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = String(parts[0])
            guard argument.hasPrefix("--"), let option = options.first(where: { $0.name == name }) else {
                let nearest = argument.hasPrefix("--") ? nearestName(to: name, among: options.map(\.name)) : nil
                let hint = nearest.map { "; did you mean '--\($0)'?" } ?? ""
                throw UsageError("Unknown option '\(argument)'\(hint)")
            }
            guard option.valueName != nil else {
                if parts.count > 1 { throw UsageError("The flag '--\(name)' does not take a value") }
                result.flags.insert(name)
                continue
            }
            let value: String
            if parts.count > 1 {
                value = String(parts[1])
            } else if index < arguments.count, !arguments[index].hasPrefix("--") {
                value = arguments[index]
                index += 1
            } else {
                throw UsageError("Missing value for '\(option.label)'")
            }
            result.values[name, default: []].append(value)
        }
        if result.wantsHelp { return result }
        for (position, positional) in positionals.enumerated() {
            guard position < loose.count else {
                throw UsageError("Missing expected argument '\(positional.label)'")
            }
            result.positionals[positional.name] = loose[position]
        }
        if loose.count > positionals.count {
            throw UsageError("Unexpected argument '\(loose[positionals.count])'")
        }
        return result
    }

    /// Help items for the declared arguments and options.
    var helpArguments: [CommandHelp.Item] { positionals.map { CommandHelp.Item(label: $0.label, help: $0.help) } }
    var helpOptions: [CommandHelp.Item] { options.map { CommandHelp.Item(label: $0.label, help: $0.help) } }
}
