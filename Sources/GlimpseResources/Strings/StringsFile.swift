//  StringsFile.swift — GlimpseResources (Glimpse)
//  Status: Complete for the text format (UTF-8 or UTF-16, comments, quoted and bare keys,
//  escapes including \U hex) and for XML/binary property-list strings files.
//  Behaviour: Apple "Localizing and varying text with a string catalog" / the `.strings` file
//  format (`"key" = "value";`), as Xcode writes and compiles it.

import Foundation

/// Parses a `Localizable.strings` file into key → value.
package enum StringsFile {
    /// The pairs in `data`, or nil when it is not a strings file.
    package static func parse(_ data: Data) -> [String: String]? {
        if data.starts(with: Array("bplist".utf8)) || data.starts(with: Array("<?xml".utf8)) {
            let plist = try? PropertyListSerialization.propertyList(from: data, format: nil)
            return plist as? [String: String]
        }
        guard let text = decodeText(data) else { return nil }
        var parser = Parser(scalars: Array(text.unicodeScalars))
        return parser.pairs()
    }

    /// UTF-16 (with a byte-order mark, or detected by zero bytes) or UTF-8 text.
    static func decodeText(_ data: Data) -> String? {
        let bytes = [UInt8](data.prefix(2))
        if bytes == [0xFF, 0xFE] { return String(data: data.dropFirst(2), encoding: .utf16LittleEndian) }
        if bytes == [0xFE, 0xFF] { return String(data: data.dropFirst(2), encoding: .utf16BigEndian) }
        if bytes.count == 2, bytes[1] == 0, bytes[0] != 0 { return String(data: data, encoding: .utf16LittleEndian) }
        if bytes.count == 2, bytes[0] == 0, bytes[1] != 0 { return String(data: data, encoding: .utf16BigEndian) }
        var utf8 = data
        if utf8.starts(with: [0xEF, 0xBB, 0xBF]) { utf8 = utf8.dropFirst(3) }
        return String(data: utf8, encoding: .utf8)
    }

    private struct Parser {
        let scalars: [Unicode.Scalar]
        var i = 0

        init(scalars: [Unicode.Scalar]) { self.scalars = scalars }

        /// `key = value;` pairs; a bare `"key";` maps the key to itself. Nil on a syntax error.
        mutating func pairs() -> [String: String]? {
            var result: [String: String] = [:]
            while true {
                skipSpaceAndComments()
                if i >= scalars.count { return result }
                guard let key = string() else { return nil }
                skipSpaceAndComments()
                if peek == ";" {
                    i += 1
                    result[key] = key
                    continue
                }
                guard peek == "=" else { return nil }
                i += 1
                skipSpaceAndComments()
                guard let value = string() else { return nil }
                skipSpaceAndComments()
                guard peek == ";" else { return nil }
                i += 1
                result[key] = value
            }
        }

        var peek: Unicode.Scalar? { i < scalars.count ? scalars[i] : nil }

        mutating func skipSpaceAndComments() {
            while let c = peek {
                if c.properties.isWhitespace {
                    i += 1
                } else if c == "/", i + 1 < scalars.count, scalars[i + 1] == "*" {
                    i += 2
                    while i + 1 < scalars.count, !(scalars[i] == "*" && scalars[i + 1] == "/") { i += 1 }
                    i += 2
                } else if c == "/", i + 1 < scalars.count, scalars[i + 1] == "/" {
                    while let n = peek, n != "\n" { i += 1 }
                } else {
                    return
                }
            }
        }

        /// A quoted string with escapes, or a bare word of letters, digits and `_$+/:.-`.
        mutating func string() -> String? {
            guard let first = peek else { return nil }
            if first != "\"" {
                var word = String.UnicodeScalarView()
                while let c = peek,
                    c.properties.isAlphabetic || ("0"..."9").contains(c) || "_$+/:.-".unicodeScalars.contains(c)
                {
                    word.append(c)
                    i += 1
                }
                return word.isEmpty ? nil : String(word)
            }
            i += 1
            var out = String.UnicodeScalarView()
            while let c = peek {
                i += 1
                if c == "\"" { return String(out) }
                guard c == "\\", let e = peek else {
                    out.append(c)
                    continue
                }
                i += 1
                switch e {
                case "n": out.append("\n")
                case "t": out.append("\t")
                case "r": out.append("\r")
                case "U", "u":
                    var hex = ""
                    while hex.count < 4, let h = peek, h.properties.isASCIIHexDigit {
                        hex.unicodeScalars.append(h)
                        i += 1
                    }
                    if let v = UInt32(hex, radix: 16), let s = Unicode.Scalar(v) { out.append(s) }
                default: out.append(e)
                }
            }
            return nil
        }
    }
}
