//  TextLayoutTests.swift — GlimpseTextTests
//  Pango-backed measuring: sizes, wrapping, truncation, scaling.

import GlimpseArchive
import GlimpseText
import Testing

struct TextLayoutTests {
    private let body = FontDescriptor(family: FontResolver.systemFamily, size: 17)

    private func layout(_ text: String, width: Double?, lineLimit: Int? = nil, scale: Double = 1) -> TextLayoutResult {
        TextLayout.layout(
            TextLayoutRequest(
                runs: [StyledRun(text: text, font: body)], width: width, lineLimit: lineLimit, minimumScaleFactor: scale
            ))
    }

    @Test func lineHeightFollowsSFProProportions() {
        #expect(abs(TextMetrics(size: 17).lineHeight - 20.2871) < 0.001)
        #expect(abs(layout("Hi", width: nil).size.height - 61.0 / 3) < 0.0001)
    }

    @Test func widthIsTheLongestLineRoundedUpToThePixel() {
        let r = layout("Hello", width: nil)
        let raw = TextLayout.singleLineWidth([StyledRun(text: "Hello", font: body)])
        #expect(r.size.width >= raw && r.size.width - raw < 1.0 / 3)
    }

    @Test func longTextWrapsIntoSeveralLinesWithinTheWidth() {
        let r = layout("The quick brown fox jumps over the lazy dog", width: 100)
        #expect(r.lines.count >= 3)
        #expect(r.lines.allSatisfy { $0.width <= 100.001 })
        #expect(r.lines.map { $0.runs.map(\.text).joined() }.joined().contains("quick"))
    }

    @Test func aWordWiderThanTheLineBreaksInsideTheWord() {
        let r = layout("Supercalifragilisticexpialidocious", width: 60)
        #expect(r.lines.count > 1)
        #expect(r.lines.allSatisfy { $0.width <= 60.001 })
    }

    @Test func lineLimitEndsTheLastLineWithAnEllipsis() {
        let r = layout("The quick brown fox jumps over the lazy dog", width: 100, lineLimit: 2)
        #expect(r.lines.count == 2)
        let last = r.lines[1].runs.map(\.text).joined()
        #expect(last.hasSuffix("…"))
        #expect(r.lines[1].width <= 100.001)
    }

    @Test func minimumScaleFactorShrinksBeforeTruncating() {
        let natural = layout("Wonderful", width: nil).size.width
        let r = layout("Wonderful", width: natural * 0.8, lineLimit: 1, scale: 0.5)
        #expect(r.scale < 1 && r.scale >= 0.5)
        #expect(!r.lines[0].runs.map(\.text).joined().hasSuffix("…"))
    }

    @Test func emojiIsMeasuredWithAFallbackFont() {
        let r = layout("🐼", width: nil)
        #expect(r.size.width > 10)
    }
}
