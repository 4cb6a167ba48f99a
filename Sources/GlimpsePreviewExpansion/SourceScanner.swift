//  SourceScanner.swift — GlimpsePreviewExpansion (Glimpse)
//  Status: Complete for what a macro call's arguments hold: trivia, identifiers, brackets, strings
//  Behaviour: The Swift Programming Language "Lexical Structure" — comments nest; string literals
//  are single-line, multi-line (`"""`) or raw (`#"…"#`, escapes and interpolation `\#(…)`); a
//  bracket inside a string or comment is text. Regex literals are not recognised (a `/` is an
//  operator); none appears in a preview's arguments in practice.

/// A cursor over UTF-8 source text that skips what Swift's lexer skips.
struct SourceScanner {
    let bytes: [UInt8]
    /// UTF-8 offset of the next byte.
    var position = 0

    init(_ text: String) { bytes = Array(text.utf8) }

    static let opening: Set<UInt8> = [UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{")]
    static let closing: Set<UInt8> = [UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}")]

    var isAtEnd: Bool { position >= bytes.count }
    var peek: UInt8? { peek(at: 0) }

    func peek(at distance: Int) -> UInt8? {
        position + distance < bytes.count ? bytes[position + distance] : nil
    }

    mutating func advance(_ count: Int = 1) { position = min(bytes.count, position + count) }

    /// Takes `byte` if it is next.
    mutating func take(_ byte: UInt8) -> Bool {
        guard peek == byte else { return false }
        advance()
        return true
    }

    func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0B || byte == 0x0C
    }

    // MARK: - Trivia

    /// Skips whitespace and comments.
    mutating func skipTrivia() {
        while let byte = peek {
            if isWhitespace(byte) {
                advance()
            } else if !skipComment() {
                return
            }
        }
    }

    /// Skips one `// …` or (nested) `/* … */` comment if one starts here.
    mutating func skipComment() -> Bool {
        guard peek == UInt8(ascii: "/") else { return false }
        if peek(at: 1) == UInt8(ascii: "/") {
            while let byte = peek, byte != 0x0A { advance() }
            return true
        }
        guard peek(at: 1) == UInt8(ascii: "*") else { return false }
        advance(2)
        var depth = 1
        while depth > 0, !isAtEnd {
            if peek == UInt8(ascii: "/") && peek(at: 1) == UInt8(ascii: "*") {
                depth += 1
                advance(2)
            } else if peek == UInt8(ascii: "*") && peek(at: 1) == UInt8(ascii: "/") {
                depth -= 1
                advance(2)
            } else {
                advance()
            }
        }
        return true
    }

    // MARK: - Tokens

    /// An identifier or keyword (`as`, `using`), or a backticked one without its backticks.
    mutating func identifier() -> String? {
        let start = position
        if take(UInt8(ascii: "`")) {
            while let byte = peek, byte != UInt8(ascii: "`"), byte != 0x0A { advance() }
            guard take(UInt8(ascii: "`")), position - start > 2 else {
                position = start
                return nil
            }
            return String(decoding: bytes[(start + 1)..<(position - 1)], as: UTF8.self)
        }
        guard let first = peek, isIdentifierHead(first) else { return nil }
        while let byte = peek, isIdentifierHead(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) {
            advance()
        }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    private func isIdentifierHead(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    /// Skips a bracketed group that starts here — `( … )`, `[ … ]`, `{ … }` or `< … >` — with
    /// everything nested in it.
    mutating func skipBalanced() throws(MacroCallError) {
        let open = position
        guard let first = peek else { return }
        if first == UInt8(ascii: "<") {
            var depth = 0
            repeat {
                if peek == UInt8(ascii: "<") { depth += 1 }
                if peek == UInt8(ascii: ">") { depth -= 1 }
                advance()
            } while depth > 0 && !isAtEnd
            if depth > 0 { throw MacroCallError(message: "expected '>' to close '<'", offset: open) }
            return
        }
        var expected: [UInt8] = []
        repeat {
            guard let byte = peek else {
                let close = Character(Unicode.Scalar(expected.last ?? UInt8(ascii: ")")))
                throw MacroCallError(message: "expected '\(close)' to close this bracket", offset: open)
            }
            if skipComment() { continue }
            if isStringStart {
                try skipString()
                continue
            }
            if Self.opening.contains(byte) {
                expected.append(Self.partner(of: byte))
            } else if Self.closing.contains(byte) {
                guard expected.last == byte else {
                    throw MacroCallError(message: "unbalanced '\(Character(Unicode.Scalar(byte)))'", offset: position)
                }
                expected.removeLast()
            }
            advance()
        } while !expected.isEmpty
    }

    private static func partner(of open: UInt8) -> UInt8 {
        switch open {
        case UInt8(ascii: "("): UInt8(ascii: ")")
        case UInt8(ascii: "["): UInt8(ascii: "]")
        default: UInt8(ascii: "}")
        }
    }

    // MARK: - Strings

    /// Whether a string literal starts here: `"` or `#…#"`.
    var isStringStart: Bool {
        var distance = 0
        while peek(at: distance) == UInt8(ascii: "#") { distance += 1 }
        return peek(at: distance) == UInt8(ascii: "\"")
    }

    /// Skips a string literal with its interpolations (which may hold strings themselves).
    mutating func skipString() throws(MacroCallError) {
        let open = position
        var hashes = 0
        while take(UInt8(ascii: "#")) { hashes += 1 }
        let multiline = peek(at: 1) == UInt8(ascii: "\"") && peek(at: 2) == UInt8(ascii: "\"")
        let quotes = multiline ? 3 : 1
        advance(quotes)
        while let byte = peek {
            if byte == 0x0A && !multiline { break }
            if byte == UInt8(ascii: "\\") && hashesFollow(hashes, from: 1) {
                advance(1 + hashes)
                if peek == UInt8(ascii: "(") {
                    try skipBalanced()
                } else {
                    advance()
                }
                continue
            }
            if byte == UInt8(ascii: "\"") && quotesFollow(quotes) && hashesFollow(hashes, from: quotes) {
                advance(quotes + hashes)
                return
            }
            advance()
        }
        throw MacroCallError(message: "unterminated string literal", offset: open)
    }

    private func hashesFollow(_ count: Int, from distance: Int) -> Bool {
        (0..<count).allSatisfy { peek(at: distance + $0) == UInt8(ascii: "#") }
    }

    private func quotesFollow(_ count: Int) -> Bool {
        (0..<count).allSatisfy { peek(at: $0) == UInt8(ascii: "\"") }
    }
}
