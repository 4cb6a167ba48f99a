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
    /// A date the host resolves at display time; `text` is its widest value at layout time.
    var live: LiveDate?
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
        var tracking: CGFloat = env.tracking ?? 0
        var underline = env.underline
        var strike = env.strikethrough
        var design = env.fontDesign
        var monospaced = env.monospaced
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
            case .design(let d): design = d
            case .monospaced(let on): monospaced = on
            }
        }
        if let weight { font = font.weight(weight) }
        if italic { font = font.italic() }
        if digits { font = font.monospacedDigit() }
        if monospaced { font = font.monospaced() }
        var designed = env
        designed.fontDesign = design
        let descriptor = font.resolve(in: designed)

        /// This text's font with Markdown's `markup` on top.
        func marked(_ markup: InlineStyle) -> Font {
            var f = font
            if markup.strong { f = f.weight(.bold) }
            if markup.emphasis { f = f.italic() }
            if markup.code { f = f.monospaced() }
            return f
        }
        func piece(_ s: String, _ markup: InlineStyle = InlineStyle()) -> TextPiece {
            TextPiece(
                text: apply(env.textCase, to: s, locale: env.locale),
                font: markup == InlineStyle() ? descriptor : marked(markup).resolve(in: designed),
                style: markup.link != nil ? AnyShapeStyle(TintShapeStyle()) : style,
                tracking: tracking, underline: underline, strikethrough: strike || markup.strikethrough)
        }
        // An inner text inherits this text's styling where it sets none of its own.
        func inner(_ t: Text, _ markup: InlineStyle = InlineStyle()) -> [TextPiece] {
            var child = env
            child.font = marked(markup)
            child.fontDesign = design
            child.tracking = nil
            child.underline = false
            child.strikethrough = false
            child.monospaced = monospaced
            let inherited = markup.link != nil ? AnyShapeStyle(TintShapeStyle()) : style
            if let inherited { child.foregroundStyle = inherited }
            return t.pieces(in: child).map { p in
                var p = p
                // The node resolves a piece without a style in its own environment, which
                // never saw this text's `foregroundStyle`: an interpolated date, formatted value
                // or concatenated text takes it here (iOS styles the whole text).
                if p.style == nil { p.style = inherited }
                if tracking != 0 && p.tracking == 0 { p.tracking = tracking }
                if underline { p.underline = true }
                if strike || markup.strikethrough { p.strikethrough = true }
                return p
            }
        }
        switch storage {
        case .verbatim(let s): return [piece(s)]
        case .key(let key):
            // A key is Markdown (Apple: a string literal "is interpreted as Markdown").
            return InlineMarkdown.parse(key.localizedSegments(locale: env.locale)).flatMap { styled -> [TextPiece] in
                switch styled.segment {
                case .literal(let s): return [piece(s, styled.style)]
                case .text(let t): return inner(t, styled.style)
                }
            }
        case .concatenated(let texts): return texts.flatMap { inner($0) }
        case .formatted(let value):
            let context = FormattedValue.Context(
                locale: env.locale, timeZone: env.timeZone, calendar: env.calendar, now: env.timelineDate ?? Date())
            return [piece(value.string(in: context))]
        case .date(let date, let style):
            return [livePiece(LiveDate(style: style.liveStyle, date: date), env: env, piece: { piece($0) })]
        case .dateInterval(let range):
            return [
                livePiece(
                    LiveDate(style: .interval, date: range.lowerBound, end: range.upperBound), env: env,
                    piece: { piece($0) })
            ]
        case .timerInterval(let range, let pause, let countsDown, let showsHours):
            let live = LiveDate(
                style: .timerInterval, date: range.lowerBound, end: range.upperBound, pauseTime: pause,
                countsDown: countsDown, showsHours: showsHours)
            return [livePiece(live, env: env, piece: { piece($0) })]
        }
    }

    /// A piece for a live date: laid out at its widest value around the entry's date.
    private func livePiece(_ live: LiveDate, env: EnvironmentValues, piece: (String) -> TextPiece) -> TextPiece {
        var live = live
        live.locale = env.locale.identifier
        live.timeZone = env.timeZone.identifier
        let now = env.timelineDate ?? Date()
        let widest = [
            live.style == .time || live.style == .date || live.style == .interval
                ? live.text(at: now) : live.widestText(around: now)
        ]
        var p = piece(widest[0])
        p.live = live
        return p
    }

}

extension Text.DateStyle {
    /// The archive's name for this style.
    var liveStyle: LiveDate.Style {
        switch kind {
        case .time: return .time
        case .date: return .date
        case .relative: return .relative
        case .offset: return .offset
        case .timer: return .timer
        }
    }
}

private func apply(_ textCase: Text.Case?, to s: String, locale: Locale) -> String {
    switch textCase {
    case .uppercase: return s.uppercased(with: locale)
    case .lowercase: return s.lowercased(with: locale)
    case nil: return s
    }
}
