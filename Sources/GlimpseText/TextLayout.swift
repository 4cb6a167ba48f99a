//  TextLayout.swift — GlimpseText
//  Status: Complete: wrapping, line limits, tail/head/middle truncation, minimum scale factor
//  Behaviour: reference swiftui-layout.md "Text": width is the longest line, height is lines ×
//  line height, both rounded up to the pixel; at least one line; words wrap and break inside
//  when a word alone is too wide; text that does not fit ends in "…".

import CPangoCairo
public import GlimpseArchive

/// A run of text with one style, before layout.
public struct StyledRun: Hashable, Sendable {
    public var text: String
    public var font: FontDescriptor
    public var paint: Paint
    /// Extra space between characters, points.
    public var tracking: Double
    public var underline: Bool
    public var strikethrough: Bool
    public init(
        text: String, font: FontDescriptor, paint: Paint = .color(.black), tracking: Double = 0,
        underline: Bool = false, strikethrough: Bool = false
    ) {
        self.text = text
        self.font = font
        self.paint = paint
        self.tracking = tracking
        self.underline = underline
        self.strikethrough = strikethrough
    }
}

/// Where text gives up characters when it does not fit.
public enum Truncation: Sendable { case head, middle, tail }

/// The question: lay out these runs in at most this much space.
public struct TextLayoutRequest: Hashable, Sendable {
    public var runs: [StyledRun]
    /// Width limit in points; nil (or infinite) means one line per paragraph.
    public var width: Double?
    /// Height limit in points; nil means unlimited. Text always shows at least one line.
    public var height: Double?
    /// `lineLimit`; nil means unlimited.
    public var lineLimit: Int?
    public var truncation: Truncation
    /// `minimumScaleFactor`, 0 < f ≤ 1; 1 means never shrink.
    public var minimumScaleFactor: Double
    /// Pixels per point, for rounding sizes up.
    public var displayScale: Double
    /// `lineSpacing(_:)`: extra space between two lines (not after the last), points, ≥ 0.
    public var lineSpacing: Double
    /// `lineLimit(_:reservesSpace:)` and `lineLimit(2...)`: the text is at least this many lines
    /// tall even when it needs fewer (its lines sit at the top), as far as `height` allows.
    public var reservedLines: Int

    public init(
        runs: [StyledRun], width: Double?, height: Double? = nil, lineLimit: Int? = nil, truncation: Truncation = .tail,
        minimumScaleFactor: Double = 1, displayScale: Double = 3, lineSpacing: Double = 0, reservedLines: Int = 0
    ) {
        self.runs = runs
        self.width = width
        self.height = height
        self.lineLimit = lineLimit
        self.truncation = truncation
        self.minimumScaleFactor = minimumScaleFactor
        self.displayScale = displayScale
        self.lineSpacing = lineSpacing.isFinite ? max(0, lineSpacing) : 0
        self.reservedLines = max(0, reservedLines)
    }
}

/// One line of the answer; positions relative to the text's top-leading corner.
public struct LaidOutLine: Hashable, Sendable {
    /// Runs with `x` measured from the line's start (0).
    public var runs: [TextRun]
    public var width: Double
    /// Baseline from the text's top, points.
    public var baseline: Double
}

/// The answer: lines and the size they take.
public struct TextLayoutResult: Hashable, Sendable {
    /// Longest line × (lines × line height), rounded up to the pixel.
    public var size: Size
    public var lines: [LaidOutLine]
    public var lineHeight: Double
    /// Metrics of the largest font, after scaling.
    public var metrics: TextMetrics
    /// The scale factor that was applied (1 unless `minimumScaleFactor` shrank the text).
    public var scale: Double
    public var firstBaseline: Double { lines.first?.baseline ?? metrics.ascender }
    public var lastBaseline: Double { lines.last?.baseline ?? metrics.ascender }
}

/// Lays out text with Pango.
public enum TextLayout {
    /// Lays out `request`. Deterministic; safe to call from any thread. A request asked before
    /// is answered from `layouts` without Pango.
    /// - Complexity: O(n log n) Pango layouts in the worst case (truncation and scaling search).
    public static func layout(_ request: TextLayoutRequest) -> TextLayoutResult {
        layouts.answer(request) { FontContexts.measuring { context in layout(request, context: context) } }
    }

    /// Width of `runs` on one line, points (unrounded). Runs measured before are answered from
    /// `widths` without Pango.
    public static func singleLineWidth(_ runs: [StyledRun]) -> Double {
        widths.answer(runs) { FontContexts.measuring { context in measure(runs, context: context) } }
    }

    /// Forgets the layouts and widths kept (the fonts changed).
    static func forgetAnswers() {
        layouts.removeAll()
        widths.removeAll()
    }

    /// Layouts already made: 2048 at most (a few widgets' worth of text in every variant).
    static let layouts = LayoutMemo<TextLayoutRequest, TextLayoutResult>(capacity: 2048)
    /// Single-line widths already measured: 4096 at most.
    static let widths = LayoutMemo<[StyledRun], Double>(capacity: 4096)

    // MARK: - Steps

    private struct Attempt {
        var result: TextLayoutResult
        var truncated: Bool
        var overflowsWidth: Bool
    }

    /// `layout(_:)` with a measuring context.
    private static func layout(_ request: TextLayoutRequest, context: OpaquePointer) -> TextLayoutResult {
        let wantsShrink = request.minimumScaleFactor < 1
        let full = layoutOnce(request, scale: 1, context: context)
        guard wantsShrink, full.truncated || full.overflowsWidth else { return full.result }
        // Largest scale in [minimumScaleFactor, 1] at which the text fits untruncated.
        var low = request.minimumScaleFactor
        var high = 1.0
        var best = layoutOnce(request, scale: low, context: context)
        if best.truncated || best.overflowsWidth { return best.result }
        for _ in 0..<8 {
            let mid = (low + high) / 2
            let attempt = layoutOnce(request, scale: mid, context: context)
            if attempt.truncated || attempt.overflowsWidth {
                high = mid
            } else {
                low = mid
                best = attempt
            }
        }
        return best.result
    }

    private static func layoutOnce(_ request: TextLayoutRequest, scale: Double, context: OpaquePointer) -> Attempt {
        let runs = request.runs.map { run -> StyledRun in
            var r = run
            r.font.size *= scale
            return r
        }
        let largest = runs.map(\.font.size).max() ?? 17 * scale
        let metrics = TextMetrics(size: largest)
        let lineHeight = metrics.lineHeight
        let width = request.width.flatMap { $0.isFinite ? max($0, 0) : nil }

        // 1. Break into lines.
        var lines = breakLines(runs, width: width, context: context)
        // 2. How many lines may show.
        // Each line after the first takes its height and the spacing above it.
        let spacing = request.lineSpacing
        let pitch = lineHeight + spacing
        var allowed = request.lineLimit ?? Int.max
        var fitting = Int.max
        if let h = request.height, h.isFinite {
            fitting = max(Int(((h + spacing + 1e-6) / pitch).rounded(.down)), 1)
            allowed = min(allowed, fitting)
        }
        allowed = max(allowed, 1)
        var truncated = false
        if lines.count > allowed {
            truncated = true
            let rest = lines[(allowed - 1)...].flatMap { $0 }
            lines = Array(lines[..<(allowed - 1)])
            lines.append(truncate(merge(rest), to: width ?? .infinity, mode: request.truncation, context: context))
        } else if let width, lines.count == 1, measure(lines[0], context: context) > width + 0.001 {
            // A single unbreakable line wider than allowed (only when wrapping is impossible).
            truncated = true
            lines[0] = truncate(lines[0], to: width, mode: request.truncation, context: context)
        }
        // 3. Place runs on each line.
        var laid: [LaidOutLine] = []
        var longest = 0.0
        for (i, line) in lines.enumerated() {
            var x = 0.0
            var placed: [TextRun] = []
            for run in line where !run.text.isEmpty {
                let w = measure([run], context: context)
                var t = TextRun(text: run.text, font: run.font, paint: run.paint, x: x, width: w)
                if run.tracking != 0 { t.tracking = run.tracking }
                if run.underline { t.underline = true }
                if run.strikethrough { t.strikethrough = true }
                placed.append(t)
                x += w
            }
            let lineWidth = trailingTrimmedWidth(line, total: x, context: context)
            longest = max(longest, lineWidth)
            laid.append(
                LaidOutLine(runs: placed, width: lineWidth, baseline: Double(i) * pitch + metrics.ascender))
        }
        let overflows = width.map { longest > $0 + 0.001 } ?? false
        let shown = max(laid.count, min(request.reservedLines, request.lineLimit ?? Int.max, fitting), 1)
        let size = Size(
            width: roundUpToPixel(longest, scale: request.displayScale),
            height: roundUpToPixel(
                Double(shown) * lineHeight + Double(shown - 1) * spacing, scale: request.displayScale))
        return Attempt(
            result: TextLayoutResult(size: size, lines: laid, lineHeight: lineHeight, metrics: metrics, scale: scale),
            truncated: truncated, overflowsWidth: overflows)
    }

    /// Splits runs into lines with Pango (word wrap, breaking inside words that don't fit).
    private static func breakLines(_ runs: [StyledRun], width: Double?, context: OpaquePointer) -> [[StyledRun]] {
        let text = runs.map(\.text).joined()
        let layout = makeLayout(runs, context: context)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        if let width {
            pango_layout_set_width(layout, Int32(min(width * Double(PANGO_SCALE), Double(Int32.max))).clamped(1))
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        }
        let utf8 = Array(text.utf8)
        // Byte range of each run.
        var bounds: [(Int, Int)] = []
        var offset = 0
        for run in runs {
            let n = run.text.utf8.count
            bounds.append((offset, offset + n))
            offset += n
        }
        var result: [[StyledRun]] = []
        let count = pango_layout_get_line_count(layout)
        for i in 0..<count {
            guard let line = pango_layout_get_line_readonly(layout, i) else { continue }
            let start = Int(line.pointee.start_index)
            var end = start + Int(line.pointee.length)
            // Drop the paragraph separator itself.
            while end > start && (utf8[end - 1] == 0x0A || utf8[end - 1] == 0x0D) { end -= 1 }
            var pieces: [StyledRun] = []
            for (k, (a, b)) in bounds.enumerated() {
                let lo = max(a, start)
                let hi = min(b, end)
                guard lo < hi else { continue }
                var piece = runs[k]
                piece.text = String(decoding: utf8[lo..<hi], as: UTF8.self)
                pieces.append(piece)
            }
            if pieces.isEmpty, let first = runs.first {
                var empty = first
                empty.text = ""
                pieces = [empty]
            }
            result.append(pieces)
        }
        return result.isEmpty ? [runs] : result
    }

    /// Joins a line's runs back into one sequence (for truncating the tail of a paragraph).
    private static func merge(_ runs: [StyledRun]) -> [StyledRun] {
        var out: [StyledRun] = []
        for run in runs {
            if var last = out.last, last.font == run.font, last.paint == run.paint, last.tracking == run.tracking {
                last.text += run.text
                out[out.count - 1] = last
            } else {
                out.append(run)
            }
        }
        return out.map { r in
            var r = r
            r.text = r.text.replacingNewlines()
            return r
        }
    }

    /// The longest part of `runs` that fits `width` with an ellipsis, per `mode`.
    private static func truncate(_ runs: [StyledRun], to width: Double, mode: Truncation, context: OpaquePointer)
        -> [StyledRun]
    {
        let characters = runs.flatMap { run in run.text.map { (Character($0.description), run) } }
        let ellipsisStyle = (mode == .head ? runs.first : runs.last) ?? runs.first
        func build(_ keep: Int) -> [StyledRun] {
            var chars: [(Character, StyledRun)]
            let total = characters.count
            switch mode {
            case .tail: chars = Array(characters.prefix(keep))
            case .head: chars = Array(characters.suffix(keep))
            case .middle:
                let headCount = (keep + 1) / 2
                chars = Array(characters.prefix(headCount)) + Array(characters.suffix(keep - headCount))
                _ = total
            }
            var out: [StyledRun] = []
            func add(_ c: Character, _ style: StyledRun) {
                if var last = out.last, last.font == style.font, last.paint == style.paint {
                    last.text.append(c)
                    out[out.count - 1] = last
                } else {
                    var r = style
                    r.text = String(c)
                    out.append(r)
                }
            }
            var ellipsis = ellipsisStyle!
            ellipsis.text = "…"
            switch mode {
            case .tail:
                for (c, s) in trimTrailingSpaces(chars) { add(c, s) }
                out.append(ellipsis)
            case .head:
                out.append(ellipsis)
                for (c, s) in chars.drop(while: { $0.0 == " " }) { add(c, s) }
            case .middle:
                let headCount = (keep + 1) / 2
                for (c, s) in trimTrailingSpaces(Array(chars.prefix(headCount))) { add(c, s) }
                out.append(ellipsis)
                for (c, s) in chars.suffix(from: headCount).drop(while: { $0.0 == " " }) { add(c, s) }
            }
            return merge(out)
        }
        guard ellipsisStyle != nil else { return runs }
        var low = 0
        var high = characters.count
        while low < high {
            let mid = (low + high + 1) / 2
            if measure(build(mid), context: context) <= width + 0.001 { low = mid } else { high = mid - 1 }
        }
        return build(low)
    }

    private static func trimTrailingSpaces(_ chars: [(Character, StyledRun)]) -> [(Character, StyledRun)] {
        var c = chars
        while let last = c.last, last.0 == " " { c.removeLast() }
        return c
    }

    /// Width of a line without its trailing spaces (SwiftUI does not count them).
    private static func trailingTrimmedWidth(_ line: [StyledRun], total: Double, context: OpaquePointer) -> Double {
        guard let last = line.last(where: { !$0.text.isEmpty }), last.text.last == " " else { return total }
        var trimmed = line
        while var tail = trimmed.last {
            let stripped = String(tail.text.reversed().drop(while: { $0 == " " }).reversed())
            if stripped.isEmpty {
                trimmed.removeLast()
                continue
            }
            tail.text = stripped
            trimmed[trimmed.count - 1] = tail
            break
        }
        return measure(trimmed, context: context)
    }

    /// Logical width of `runs` on one line, points.
    static func measure(_ runs: [StyledRun], context: OpaquePointer) -> Double {
        guard runs.contains(where: { !$0.text.isEmpty }) else { return 0 }
        let layout = makeLayout(runs, context: context)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        return Double(logical.width) / Double(PANGO_SCALE)
    }

    /// One Pango layout for all runs, each range with its own font, features and tracking.
    private static func makeLayout(_ runs: [StyledRun], context: OpaquePointer) -> OpaquePointer {
        if runs.count == 1 {
            return FontResolver.makeRunLayout(
                runs[0].text, font: runs[0].font, tracking: runs[0].tracking, context: context)
        }
        let layout = pango_layout_new(context)!
        let text = runs.map(\.text).joined()
        pango_layout_set_text(layout, text, -1)
        let attrs = pango_attr_list_new()!
        var offset: UInt32 = 0
        for run in runs {
            let n = UInt32(run.text.utf8.count)
            let desc = FontResolver.makeDescription(run.font)
            let a = pango_attr_font_desc_new(desc)!
            pango_font_description_free(desc)
            a.pointee.start_index = offset
            a.pointee.end_index = offset + n
            pango_attr_list_insert(attrs, a)
            if run.font.monospacedDigit, let f = pango_attr_font_features_new("tnum") {
                f.pointee.start_index = offset
                f.pointee.end_index = offset + n
                pango_attr_list_insert(attrs, f)
            }
            if run.tracking != 0,
                let t = pango_attr_letter_spacing_new(
                    Int32(clamping: Int(saturating: (run.tracking * Double(PANGO_SCALE)).rounded())))
            {
                t.pointee.start_index = offset
                t.pointee.end_index = offset + n
                pango_attr_list_insert(attrs, t)
            }
            offset += n
        }
        pango_layout_set_attributes(layout, attrs)
        pango_attr_list_unref(attrs)
        return layout
    }
}

extension Int32 {
    fileprivate func clamped(_ low: Int32) -> Int32 { Swift.max(self, low) }
}

extension String {
    fileprivate func replacingNewlines() -> String {
        String(map { $0 == "\n" || $0 == "\r\n" ? " " : $0 })
    }
}
