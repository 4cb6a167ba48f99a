//  LocalizedFormat.swift — GlimpseResources (Glimpse)
//  Status: Complete for printf specifiers Apple's string tables use: %@, %d/%i/%u/%x/%o with
//  h/hh/l/ll/q/z/j lengths, %f/%e/%g with width and precision, %c, positional %1$@, and %%.
//  Behaviour: Apple Foundation "String Format Specifiers"; numbers are written with the
//  environment's locale, as `String(format:locale:)` does.

import Foundation

/// A value interpolated into a localised string.
package enum FormatArgument: Hashable, Sendable {
    case int(Int64)
    case uint(UInt64)
    case double(Double)
    /// Text already formatted (a `String`, a `FormatStyle`'s output).
    case string(String)
    /// Something the caller inserts itself (an interpolated `Text`); `%@` marks its place.
    case opaque

    /// The value as `%@` shows it.
    var objectDescription: String {
        switch self {
        case .int(let v): return String(v)
        case .uint(let v): return String(v)
        case .double(let v): return String(v)
        case .string(let s): return s
        case .opaque: return ""
        }
    }
}

/// Fills a localised format string with arguments.
package enum LocalizedFormat {
    /// A piece of the result.
    package enum Piece: Hashable, Sendable {
        case literal(String)
        /// The argument at this index goes here (an `.opaque` one).
        case argument(Int)
    }

    /// `format` with its specifiers replaced by `arguments`, in order or by position (`%2$@`).
    /// A specifier without an argument is kept as written.
    package static func apply(_ format: String, arguments: [FormatArgument], locale: Locale) -> [Piece] {
        var pieces: [Piece] = []
        var literal = ""
        var next = 0
        let scalars = Array(format.unicodeScalars)
        var i = 0
        while i < scalars.count {
            let c = scalars[i]
            guard c == "%", i + 1 < scalars.count else {
                literal.unicodeScalars.append(c)
                i += 1
                continue
            }
            if scalars[i + 1] == "%" {
                literal += "%"
                i += 2
                continue
            }
            guard let spec = Specifier(scalars, at: i) else {
                literal.unicodeScalars.append(c)
                i += 1
                continue
            }
            i = spec.end
            let index = spec.position.map { $0 - 1 } ?? next
            next = index + 1
            guard arguments.indices.contains(index) else {
                literal += spec.text
                continue
            }
            switch arguments[index] {
            case .opaque where spec.conversion == "@":
                if !literal.isEmpty { pieces.append(.literal(literal)) }
                literal = ""
                pieces.append(.argument(index))
            case let argument:
                literal += spec.render(argument, locale: locale)
            }
        }
        if !literal.isEmpty { pieces.append(.literal(literal)) }
        return pieces
    }

    /// `apply` joined into one string (opaque arguments show as nothing).
    package static func string(_ format: String, arguments: [FormatArgument], locale: Locale) -> String {
        apply(format, arguments: arguments, locale: locale).map {
            if case .literal(let s) = $0 { return s }
            return ""
        }.joined()
    }

    /// One `%…` specifier.
    struct Specifier {
        var position: Int?
        /// Flags, width and precision, as written (`-08.2`).
        var options: String
        var conversion: Unicode.Scalar
        var text: String
        var end: Int

        init?(_ s: [Unicode.Scalar], at start: Int) {
            var i = start + 1
            var digits = ""
            while i < s.count, ("0"..."9").contains(s[i]) {
                digits.unicodeScalars.append(s[i])
                i += 1
            }
            if i < s.count, s[i] == "$", let n = Int(digits), n > 0 {
                position = n
                i += 1
                digits = ""
            } else {
                i = start + 1
            }
            var options = ""
            while i < s.count, "-+ #0'123456789.*".unicodeScalars.contains(s[i]) {
                options.unicodeScalars.append(s[i])
                i += 1
            }
            while i < s.count, "hlqLzjt".unicodeScalars.contains(s[i]) { i += 1 }
            guard i < s.count, "@dDiuUxXoOfFeEgGaAcCsSp".unicodeScalars.contains(s[i]) else { return nil }
            self.options = options.replacingOccurrences(of: "'", with: "")
            conversion = s[i]
            end = i + 1
            var text = ""
            text.unicodeScalars.append(contentsOf: s[start..<end])
            self.text = text
        }

        func render(_ argument: FormatArgument, locale: Locale) -> String {
            if case .string(let text) = argument { return text }
            switch conversion {
            case "d", "D", "i":
                return String(format: "%" + options + "lld", locale: locale, integer(argument))
            case "u", "U", "x", "X", "o", "O":
                let c = conversion == "U" ? "u" : conversion == "O" ? "o" : String(conversion)
                return String(format: "%" + options + "ll" + c, locale: locale, UInt64(bitPattern: integer(argument)))
            case "f", "F", "e", "E", "g", "G", "a", "A":
                return String(format: "%" + options + String(conversion), locale: locale, double(argument))
            case "c", "C":
                return Unicode.Scalar(UInt32(truncatingIfNeeded: integer(argument))).map { String($0) } ?? ""
            default:
                if case .double(let v) = argument { return String(format: "%g", locale: locale, v) }
                return argument.objectDescription
            }
        }

        private func integer(_ a: FormatArgument) -> Int64 {
            switch a {
            case .int(let v): return v
            case .uint(let v): return Int64(bitPattern: v)
            case .double(let v): return v.isFinite ? Int64(v) : 0
            case .string(let s): return Int64(s) ?? 0
            case .opaque: return 0
            }
        }

        private func double(_ a: FormatArgument) -> Double {
            switch a {
            case .int(let v): return Double(v)
            case .uint(let v): return Double(v)
            case .double(let v): return v
            case .string(let s): return Double(s) ?? 0
            case .opaque: return 0
            }
        }
    }
}
