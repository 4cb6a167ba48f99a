//  CommandHelp.swift — glimpse (Glimpse)
//  Status: Complete
//  Behaviour: STYLE R18 — help in swift-argument-parser's layout: OVERVIEW / USAGE /
//  ARGUMENTS / OPTIONS / SUBCOMMANDS, labels in a 24-column gutter, wrapped at 80 columns.

/// What a command says about itself; `text` lays it out.
struct CommandHelp {
    /// One argument, option or subcommand line.
    struct Item {
        /// `<bundle-executable>`, `--family <family>`, `-h, --help`, `preview`.
        var label: String
        var help: String
    }

    /// The words that run the command, e.g. `glimpse preview`.
    var commandName: String
    /// One sentence.
    var abstract: String
    /// Paragraphs after the abstract, if any.
    var discussion: String?
    /// The usage line without "glimpse …": `<bundle-executable> --out <dir> [--kind <kind>]`.
    var usage: String
    var arguments: [Item] = []
    var options: [Item] = []
    var subcommands: [Item] = []

    /// The usage line as errors print it: `glimpse preview <bundle-executable> …`.
    var usageLine: String { usage.isEmpty ? commandName : "\(commandName) \(usage)" }

    /// The full help text, ending in a newline.
    var text: String {
        var out = Self.wrap(Self.words(abstract), first: "OVERVIEW: ", indent: 0) + "\n"
        if let discussion { out += "\n" + Self.wrap(Self.words(discussion), first: "", indent: 0) + "\n" }
        out += "\n" + Self.wrap(Self.usageTokens(usageLine), first: "USAGE: ", indent: 7) + "\n"
        if !arguments.isEmpty { out += "\nARGUMENTS:\n" + arguments.map(Self.line).joined() }
        let allOptions = options + [Item(label: "-h, --help", help: "Show help information.")]
        out += "\nOPTIONS:\n" + allOptions.map(Self.line).joined()
        if !subcommands.isEmpty {
            out += "\nSUBCOMMANDS:\n" + subcommands.map(Self.line).joined()
            out += "\n  See '\(commandName.split(separator: " ")[0]) help <subcommand>' for detailed help.\n"
        }
        return out
    }

    // MARK: - Layout

    /// Columns of the label gutter (2-space indent, label, padding).
    private static let gutter = 26
    private static let width = 80

    /// Label in the gutter, help beside it and wrapped; help on the next line when the label
    /// does not fit.
    private static func line(_ item: Item) -> String {
        let label = "  " + item.label
        let words = words(item.help)
        if label.count <= gutter - 2 {
            return wrap(words, first: label + String(repeating: " ", count: gutter - label.count), indent: gutter)
                + "\n"
        }
        return label + "\n" + wrap(words, first: String(repeating: " ", count: gutter), indent: gutter) + "\n"
    }

    private static func words(_ text: String) -> [String] {
        text.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
    }

    /// A usage line's tokens: spaces inside `[…]` and `<…>` do not split.
    private static func usageTokens(_ usage: String) -> [String] {
        var tokens: [String] = []
        var current = ""
        var depth = 0
        for character in usage {
            if character == "[" || character == "<" { depth += 1 }
            if character == "]" || character == ">" { depth -= 1 }
            if character == " " && depth == 0 {
                if !current.isEmpty { tokens.append(current) }
                current = ""
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { tokens.append(current) }
        return tokens
    }

    /// `tokens` joined by spaces into lines of at most 80 columns: the first line starts with
    /// `first`, the others with `indent` spaces. A token longer than a line gets a line of its own.
    static func wrap(_ tokens: [String], first: String, indent: Int) -> String {
        var lines: [String] = []
        var current = first
        var currentHasToken = false
        for token in tokens {
            if !currentHasToken {
                current += token
                currentHasToken = true
            } else if current.count + 1 + token.count <= width {
                current += " " + token
            } else {
                lines.append(current)
                current = String(repeating: " ", count: indent) + token
            }
        }
        lines.append(current)
        return lines.joined(separator: "\n")
    }
}
