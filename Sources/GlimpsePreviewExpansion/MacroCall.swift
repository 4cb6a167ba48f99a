//  MacroCall.swift — GlimpsePreviewExpansion (Glimpse)
//  Status: Complete for freestanding macro calls: labels, parenthesised arguments, trailing closures
//  Behaviour: The Swift Programming Language "Macro-Expansion Expression" and "Function Call
//  Expression" (trailing closures); Docs/Previews.md "The parser". Pinned in MacroCallTests.

/// A freestanding macro call as source text, split into its arguments: what the compiler sends
/// for `#Preview("Name", as: .systemSmall) { … } timeline: { … }`.
///
/// Offsets are UTF-8 byte offsets into the text given to `parse`, as the plugin protocol counts them.
struct MacroCall: Equatable {
    /// One argument, in the parentheses or a trailing closure.
    struct Argument: Equatable {
        /// The label, without backticks; nil for an unlabelled argument or the first trailing closure.
        var label: String?
        /// Where the label starts (the argument's start when it has none).
        var start: Int
        /// The value's text, trivia around it excluded.
        var value: Range<Int>
        /// Whether the argument is a trailing closure (after the parentheses).
        var isTrailingClosure: Bool
    }

    /// Where the `#` is.
    var pound: Int
    /// The macro's name (`Preview`).
    var name: String
    /// Just after the name: where the arguments' text begins.
    var nameEnd: Int
    var arguments: [Argument]
    /// Just after the last token of the call (trailing trivia excluded).
    var end: Int

    /// Splits `source`, a freestanding macro call with any leading and trailing trivia (comments,
    /// whitespace), into its arguments.
    ///
    /// Strings (with interpolation, multi-line and raw), comments (nested) and brackets inside
    /// arguments are skipped as Swift's lexer does, so a `)` or `,` in them ends nothing.
    ///
    /// - Throws: `MacroCallError` at the offset of the first thing that is not part of a call.
    /// - Complexity: O(n) in the length of `source`.
    static func parse(_ source: String) throws(MacroCallError) -> MacroCall {
        var scanner = SourceScanner(source)
        return try scanner.macroCall()
    }
}

/// Text that is not a freestanding macro call, and where.
struct MacroCallError: Error, Equatable {
    /// One line naming what was expected.
    var message: String
    /// UTF-8 offset of the problem in the text given to `parse`.
    var offset: Int
}

extension SourceScanner {
    /// `#name`, an optional argument list, then trailing closures, then only trivia.
    mutating func macroCall() throws(MacroCallError) -> MacroCall {
        skipTrivia()
        let pound = position
        guard take(UInt8(ascii: "#")) else {
            throw MacroCallError(message: "expected '#' to begin a macro", offset: pound)
        }
        guard let name = identifier() else {
            throw MacroCallError(message: "expected the macro's name after '#'", offset: position)
        }
        let nameEnd = position
        var arguments: [MacroCall.Argument] = []
        var end = nameEnd
        skipTrivia()
        if peek == UInt8(ascii: "<") {
            try skipBalanced()
            end = position
            skipTrivia()
        }
        if peek == UInt8(ascii: "(") {
            arguments = try argumentList()
            end = position
        }
        let trailing = try trailingClosures()
        if let last = trailing.last { end = last.value.upperBound }
        arguments += trailing
        skipTrivia()
        guard isAtEnd else {
            throw MacroCallError(message: "unexpected text after the macro's arguments", offset: position)
        }
        return MacroCall(pound: pound, name: name, nameEnd: nameEnd, arguments: arguments, end: end)
    }

    // MARK: - Steps

    /// `( [label:] value, … )`; a trailing comma is allowed (Swift 6.1).
    private mutating func argumentList() throws(MacroCallError) -> [MacroCall.Argument] {
        let open = position
        advance()
        var arguments: [MacroCall.Argument] = []
        while true {
            skipTrivia()
            if isAtEnd { throw MacroCallError(message: "expected ')' to close the arguments", offset: open) }
            if take(UInt8(ascii: ")")) { return arguments }
            let start = position
            let label = argumentLabel()
            skipTrivia()
            let value = try expression(start: position)
            if value.isEmpty { throw MacroCallError(message: "expected a value for the argument", offset: position) }
            arguments.append(.init(label: label, start: start, value: value, isTrailingClosure: false))
            if take(UInt8(ascii: ",")) { continue }
            if peek == UInt8(ascii: ")") { continue }
            throw MacroCallError(message: "expected ',' or ')' after an argument", offset: position)
        }
    }

    /// `label:` when the argument has one (and not `a ? b : c` or `x::y`); else nothing is taken.
    private mutating func argumentLabel() -> String? {
        let saved = position
        guard let name = identifier() else { return nil }
        skipTrivia()
        if peek == UInt8(ascii: ":") && peek(at: 1) != UInt8(ascii: ":") {
            advance()
            return name
        }
        position = saved
        return nil
    }

    /// `{ … }` then any number of `label: { … }`.
    private mutating func trailingClosures() throws(MacroCallError) -> [MacroCall.Argument] {
        var closures: [MacroCall.Argument] = []
        skipTrivia()
        guard peek == UInt8(ascii: "{") else { return [] }
        let first = position
        try skipBalanced()
        closures.append(.init(label: nil, start: first, value: first..<position, isTrailingClosure: true))
        while true {
            let saved = position
            skipTrivia()
            let start = position
            guard let label = argumentLabel() else {
                position = saved
                return closures
            }
            skipTrivia()
            guard peek == UInt8(ascii: "{") else {
                position = saved
                return closures
            }
            let open = position
            try skipBalanced()
            closures.append(.init(label: label, start: start, value: open..<position, isTrailingClosure: true))
        }
    }

    /// An argument's value: everything up to a `,` or `)` outside brackets and strings.
    private mutating func expression(start: Int) throws(MacroCallError) -> Range<Int> {
        var end = start
        while let byte = peek {
            if byte == UInt8(ascii: ",") || byte == UInt8(ascii: ")") { break }
            if skipComment() { continue }
            if isWhitespace(byte) {
                advance()
                continue
            }
            if Self.opening.contains(byte) {
                try skipBalanced()
            } else if isStringStart {
                try skipString()
            } else if Self.closing.contains(byte) {
                throw MacroCallError(message: "unbalanced '\(Character(Unicode.Scalar(byte)))'", offset: position)
            } else {
                advance()
            }
            end = position
        }
        return start..<end
    }
}
