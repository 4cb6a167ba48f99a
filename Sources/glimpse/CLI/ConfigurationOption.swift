//  ConfigurationOption.swift — glimpse (Glimpse)
//  Status: Complete
//  Behaviour: `--configuration <json>` of `glimpse preview` and `glimpse simulate` (a new user's
//  trial): a widget's configuration intent parameters as a JSON object, the same text
//  `glimpse serve`'s `POST /api/instances` takes as "configuration" and checked by the same parser
//  (`JSONValue.object(parsing:)`), before the bundle starts.

import GlimpseArchive

/// A widget configuration given on the command line.
enum ConfigurationOption {
    /// The option as both commands declare it.
    static let option = ArgumentParser.Option(
        name: "configuration", valueName: "json",
        help: "The widget's configuration: its intent's parameters as a JSON object, e.g. "
            + #"'{"hero":"spouty"}', as 'glimpse serve' takes it (default: the parameters' defaults)."#)

    /// `text` as given, or nil when the option was not given.
    /// - Throws: `UsageError` naming `--configuration`, what is wrong and an example when `text`
    ///   is not a JSON object (or nests deeper than the protocol allows).
    static func parse(_ text: String?) throws(UsageError) -> String? {
        guard let text else { return nil }
        do {
            _ = try JSONValue.object(parsing: text)
        } catch {
            throw UsageError(
                "--configuration takes the widget's intent parameters as a JSON object, e.g. "
                    + #"'{"hero":"spouty"}', not '\#(text.prefix(80))': \#(error.message)"#)
        }
        return text
    }
}
