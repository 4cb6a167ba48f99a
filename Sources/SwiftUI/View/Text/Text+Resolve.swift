//  Text+Resolve.swift — SwiftUI (Glimpse)
//  Status: Complete
//  Behaviour: turns a Text value into styled runs in an environment: the text's own modifiers
//  win over the environment's (`Text("a").font(.title)` inside `.font(.body)` is title).

import Foundation
import GlimpseArchive
import GlimpseText

/// A styled piece of text before layout; its paint is resolved once the frame is known.
struct TextPiece {
    var text: String
    var font: FontDescriptor
    var style: AnyShapeStyle?
    var tracking: CGFloat = 0
    var underline = false
    var strikethrough = false
}

extension Text: PrimitiveView {
    func makeNodes(_ env: EnvironmentValues) -> [LayoutNode] {
        [TextNode(env: env, pieces: pieces(in: env))]
    }

    /// The runs of this text in `env`, in reading order.
    func pieces(in env: EnvironmentValues) -> [TextPiece] {
        var font = env.font ?? .body
        var weight: Font.Weight?
        var italic = false
        var digits = false
        var style: AnyShapeStyle?
        var tracking: CGFloat = 0
        var underline = false
        var strike = false
        // Outer modifiers apply first; Text(...).bold().font(x) keeps the bold.
        for m in modifiers {
            switch m {
            case .font(let f): if let f { font = f }
            case .weight(let w): weight = w
            case .italic(let on): italic = on
            case .monospacedDigit: digits = true
            case .style(let s): style = s
            case .kerning(let k), .tracking(let k): tracking = k
            case .underline(let on): underline = on
            case .strikethrough(let on): strike = on
            case .baselineOffset: break
            }
        }
        if let weight { font = font.weight(weight) }
        if italic { font = font.italic() }
        if digits { font = font.monospacedDigit() }
        let descriptor = font.resolve(in: env)

        func piece(_ s: String) -> TextPiece {
            TextPiece(
                text: apply(env.textCase, to: s, locale: env.locale), font: descriptor, style: style,
                tracking: tracking, underline: underline, strikethrough: strike)
        }
        // An inner text inherits this text's styling where it sets none of its own.
        func inner(_ t: Text) -> [TextPiece] {
            var child = env
            child.font = font
            if let style { child.foregroundStyle = style }
            return t.pieces(in: child).map { p in
                var p = p
                if tracking != 0 && p.tracking == 0 { p.tracking = tracking }
                if underline { p.underline = true }
                if strike { p.strikethrough = true }
                return p
            }
        }
        switch storage {
        case .verbatim(let s): return [piece(s)]
        case .key(let key):
            return key.segments.flatMap { segment -> [TextPiece] in
                switch segment {
                case .literal(let s): return [piece(s)]
                case .text(let t): return inner(t)
                }
            }
        case .concatenated(let texts): return texts.flatMap(inner)
        case .date(let date, let style): return [piece(Text.format(date, style: style, env: env, now: Date()))]
        case .dateInterval(let range):
            let f = DateIntervalFormatter()
            f.locale = env.locale
            f.calendar = env.calendar
            f.timeZone = env.timeZone
            f.dateStyle = .none
            f.timeStyle = .short
            return [piece(f.string(from: range.lowerBound, to: range.upperBound))]
        }
    }

    /// The text of a date style at `now` (the host re-resolves the live styles at display time).
    static func format(_ date: Date, style: DateStyle, env: EnvironmentValues, now: Date) -> String {
        switch style.kind {
        case .time, .date:
            let f = DateFormatter()
            f.locale = env.locale
            f.calendar = env.calendar
            f.timeZone = env.timeZone
            f.dateStyle = style.kind == .date ? .long : .none
            f.timeStyle = style.kind == .time ? .short : .none
            return f.string(from: date)
        case .relative, .offset:
            let seconds = date.timeIntervalSince(now)
            let text = relativeDescription(abs(seconds))
            guard style.kind == .offset else { return text }
            return (seconds > 0 ? "-" : "+") + text
        case .timer:
            let total = Int(abs(date.timeIntervalSince(now)).rounded(.down))
            let h = total / 3600
            let m = (total % 3600) / 60
            let s = total % 60
            return h > 0 ? String(format: "%d:%02d:%02d", h, m, s) : String(format: "%d:%02d", m, s)
        }
    }
}

/// "2 hours, 23 minutes", "11 minutes, 14 seconds": the two largest non-zero units.
/// (DateComponentsFormatter is not available in swift-corelibs-foundation.)
func relativeDescription(_ seconds: TimeInterval) -> String {
    let units: [(String, Int)] = [
        ("year", 31_536_000), ("month", 2_592_000), ("day", 86_400), ("hour", 3600), ("minute", 60), ("second", 1),
    ]
    var rest = Int(seconds.rounded(.down))
    var parts: [String] = []
    for (name, size) in units where parts.count < 2 {
        let n = rest / size
        rest -= n * size
        if n > 0 || (!parts.isEmpty) {
            if n > 0 { parts.append("\(n) \(name)\(n == 1 ? "" : "s")") } else { break }
        }
    }
    return parts.isEmpty ? "0 seconds" : parts.joined(separator: ", ")
}

private func apply(_ textCase: Text.Case?, to s: String, locale: Locale) -> String {
    switch textCase {
    case .uppercase: return s.uppercased(with: locale)
    case .lowercase: return s.lowercased(with: locale)
    case nil: return s
    }
}
