//  InlineMarkdown.swift — SwiftUI (Glimpse)
//  Status: Complete for the inline styles SwiftUI draws: strong, emphasis, strikethrough,
//  code and links; block syntax (headings, lists) shows as written, as in SwiftUI
//  Behaviour: Apple SwiftUI "Text" ("If you initialize a text view with a string literal, the
//  view … interprets the string as Markdown": `**bold**`, `*italic*`, `~~strike~~`,
//  `` `code` ``, `[link](url)`), parsed on the localised format with its interpolations in
//  place, so `**\(count)**` makes the value bold. Emphasis follows CommonMark's delimiter-run
//  rules (https://spec.commonmark.org/0.31.2/#emphasis-and-strong-emphasis): a run opens when
//  it is left-flanking and closes when right-flanking; `_` does not open or close inside a word;
//  an unmatched run shows as written. A backslash before punctuation shows it as written.

import Foundation

/// The inline styles of a piece of Markdown text.
struct InlineStyle: Hashable, Sendable {
    var strong = false
    var emphasis = false
    var strikethrough = false
    var code = false
    /// The destination of a link (drawn in the tint colour; a widget opens links with `Link`).
    var link: String?
}

enum InlineMarkdown {
    /// A segment of the key with the style Markdown gives it.
    struct StyledSegment {
        var segment: LocalizedStringKey.Segment
        var style: InlineStyle
    }

    /// The segments with their Markdown syntax taken out and their styles applied.
    /// Segments without any syntax come back unchanged, in one style.
    static func parse(_ segments: [LocalizedStringKey.Segment]) -> [StyledSegment] {
        let hasSyntax = segments.contains {
            if case .literal(let s) = $0 { return s.contains(where: { "*_~`[\\".contains($0) }) }
            return false
        }
        guard hasSyntax else { return segments.map { StyledSegment(segment: $0, style: InlineStyle()) } }
        var units = units(of: segments)
        markCode(&units)
        markLinks(&units)
        markEmphasis(&units)
        return group(units)
    }

    // MARK: - Units

    /// One character or interpolation, with what Markdown made of it.
    struct Unit {
        enum Content {
            case character(Character)
            case text(Text)
        }
        var content: Content
        /// Shown as written (escaped, or inside a code span): never syntax.
        var literal = false
        /// Syntax taken out of the result.
        var removed = false
        var style = InlineStyle()

        var character: Character? {
            if case .character(let c) = content, !literal, !removed { return c }
            return nil
        }
    }

    /// The characters and interpolations of `segments`, escapes resolved.
    private static func units(of segments: [LocalizedStringKey.Segment]) -> [Unit] {
        var units: [Unit] = []
        for segment in segments {
            switch segment {
            case .text(let t): units.append(Unit(content: .text(t)))
            case .literal(let s):
                var escaped = false
                for c in s {
                    if escaped {
                        units.append(Unit(content: .character(c), literal: true))
                        escaped = false
                    } else if c == "\\" {
                        escaped = true
                    } else {
                        units.append(Unit(content: .character(c)))
                    }
                }
                // A backslash at the end, or before a non-punctuation character, shows as written.
                if escaped { units.append(Unit(content: .character("\\"), literal: true)) }
            }
        }
        // An escape only escapes ASCII punctuation (CommonMark §2.4): put back other backslashes.
        var fixed: [Unit] = []
        for u in units {
            if u.literal, case .character(let c) = u.content, c != "\\", !(c.isASCII && c.isPunctuationOrSymbol) {
                fixed.append(Unit(content: .character("\\"), literal: true))
                fixed.append(Unit(content: .character(c)))
            } else {
                fixed.append(u)
            }
        }
        return fixed
    }

    // MARK: - Code spans

    /// `` `code` ``: a backtick run closes at the next run of the same length; what is between
    /// is code, shown as written.
    private static func markCode(_ units: inout [Unit]) {
        var i = 0
        while i < units.count {
            guard units[i].character == "`" else {
                i += 1
                continue
            }
            let open = run(of: "`", in: units, at: i)
            var j = i + open
            var closed = false
            while j < units.count {
                if units[j].character == "`" {
                    let close = run(of: "`", in: units, at: j)
                    if close == open {
                        for k in i..<(i + open) { units[k].removed = true }
                        for k in j..<(j + close) { units[k].removed = true }
                        for k in (i + open)..<j {
                            units[k].literal = true
                            units[k].style.code = true
                        }
                        i = j + close
                        closed = true
                        break
                    }
                    j += close
                } else {
                    j += 1
                }
            }
            if !closed {
                for k in i..<(i + open) { units[k].literal = true }
                i += open
            }
        }
    }

    // MARK: - Links

    /// `[text](destination)`: the text keeps its own Markdown; the destination is taken out.
    private static func markLinks(_ units: inout [Unit]) {
        var i = 0
        while i < units.count {
            guard units[i].character == "[" else {
                i += 1
                continue
            }
            // The matching `]` (brackets nest), then `(` at once, then `)`.
            var depth = 0
            var close: Int?
            for j in (i + 1)..<units.count {
                if units[j].character == "[" { depth += 1 }
                if units[j].character == "]" {
                    if depth == 0 {
                        close = j
                        break
                    }
                    depth -= 1
                }
            }
            guard let close, close + 1 < units.count, units[close + 1].character == "(",
                let end = units[(close + 2)...].firstIndex(where: { $0.character == ")" })
            else {
                i += 1
                continue
            }
            var destination = ""
            for k in (close + 2)..<end {
                if case .character(let c) = units[k].content { destination.append(c) }
            }
            for k in [i, close, close + 1, end] { units[k].removed = true }
            for k in (close + 2)..<end { units[k].removed = true }
            for k in (i + 1)..<close { units[k].style.link = destination.trimmingCharacters(in: .whitespaces) }
            i = end + 1
        }
    }

    // MARK: - Emphasis

    private struct Delimiter {
        var character: Character
        var start: Int
        var count: Int
        var canOpen: Bool
        var canClose: Bool
    }

    /// Emphasis, strong emphasis and strikethrough by CommonMark's "process emphasis" procedure.
    private static func markEmphasis(_ units: inout [Unit]) {
        var delimiters: [Delimiter] = []
        var i = 0
        while i < units.count {
            guard let c = units[i].character, c == "*" || c == "_" || c == "~" else {
                i += 1
                continue
            }
            let n = run(of: c, in: units, at: i)
            let before = i > 0 ? kind(units[i - 1]) : .space
            let after = i + n < units.count ? kind(units[i + n]) : .space
            let left = after != .space && (after != .punctuation || before != .other)
            let right = before != .space && (before != .punctuation || after != .other)
            var canOpen = left
            var canClose = right
            if c == "_" {
                canOpen = left && (!right || before == .punctuation)
                canClose = right && (!left || after == .punctuation)
            }
            if c == "~" && n > 2 {
                canOpen = false
                canClose = false
            }
            delimiters.append(Delimiter(character: c, start: i, count: n, canOpen: canOpen, canClose: canClose))
            i += n
        }
        var closer = 0
        while closer < delimiters.count {
            let d = delimiters[closer]
            guard d.canClose, d.count > 0,
                let opener = delimiters[..<closer].lastIndex(where: { o in
                    o.character == d.character && o.canOpen && o.count > 0
                        && (d.character != "~" || o.count == d.count)
                        && !((o.canClose || d.canOpen) && (o.count + d.count) % 3 == 0 && o.count % 3 != 0
                            && d.character != "~")
                })
            else {
                closer += 1
                continue
            }
            let used = d.character == "~" ? d.count : (d.count >= 2 && delimiters[opener].count >= 2 ? 2 : 1)
            // The opener's last `used` characters and the closer's first `used` are syntax.
            let o = delimiters[opener]
            let openEnd = o.start + o.count
            for k in (openEnd - used)..<openEnd { units[k].removed = true }
            for k in d.start..<(d.start + used) { units[k].removed = true }
            for k in openEnd..<d.start where !units[k].removed {
                switch (d.character, used) {
                case ("~", _): units[k].style.strikethrough = true
                case (_, 2): units[k].style.strong = true
                default: units[k].style.emphasis = true
                }
            }
            delimiters[opener].count -= used
            delimiters[closer].count -= used
            delimiters[closer].start += used
            // Delimiters between the two can no longer match anything.
            for k in (opener + 1)..<closer { delimiters[k].count = 0 }
            if delimiters[closer].count == 0 { closer += 1 }
        }
    }

    private enum Kind { case space, punctuation, other }

    private static func kind(_ unit: Unit) -> Kind {
        guard case .character(let c) = unit.content else { return .other }
        if c.isWhitespace { return .space }
        if c.isPunctuationOrSymbol { return .punctuation }
        return .other
    }

    /// How many of `c` follow one another from `index`.
    private static func run(of c: Character, in units: [Unit], at index: Int) -> Int {
        var n = 0
        while index + n < units.count, units[index + n].character == c { n += 1 }
        return n
    }

    // MARK: - Result

    /// Consecutive characters of one style joined into literal segments; interpolations kept.
    private static func group(_ units: [Unit]) -> [StyledSegment] {
        var out: [StyledSegment] = []
        var text = ""
        var style = InlineStyle()
        func flush() {
            if !text.isEmpty { out.append(StyledSegment(segment: .literal(text), style: style)) }
            text = ""
        }
        for u in units where !u.removed {
            switch u.content {
            case .character(let c):
                if u.style != style { flush() }
                style = u.style
                text.append(c)
            case .text(let t):
                flush()
                out.append(StyledSegment(segment: .text(t), style: u.style))
            }
        }
        flush()
        return out
    }
}

extension Character {
    /// Unicode punctuation or a symbol (CommonMark's "punctuation character").
    fileprivate var isPunctuationOrSymbol: Bool { isPunctuation || isSymbol }
}
