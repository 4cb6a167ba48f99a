//  InlineMarkdownTests.swift — SwiftUITests
//  Apple SwiftUI: a Text made from a string literal (a LocalizedStringKey) draws its inline
//  Markdown — strong, emphasis, strikethrough, code, links — with the syntax taken out.

import Foundation
import GlimpseArchive
import GlimpseTesting
import Testing

@testable import SwiftUI

struct InlineMarkdownTests {
    /// The runs of `text` laid out on one long line: (text, weight, italic, strikethrough).
    private func runs(_ text: Text) -> [TextRun] {
        let archive = layoutRoot(
            text, proposal: ProposedViewSize(width: 2000, height: 100), container: CGSize(width: 2000, height: 100),
            environment: EnvironmentValues()
        ).archive
        return textItems(in: archive.content).flatMap { $0.lines.flatMap(\.runs) }
    }

    private func shown(_ text: Text) -> String { runs(text).map(\.text).joined() }

    @Test func strongTextIsBoldAndItsAsterisksAreGone() {
        let r = runs(Text("A **bold** word"))
        #expect(r.map(\.text) == ["A ", "bold", " word"])
        #expect(r[1].font.weight == 700)
        #expect(r[0].font.weight == 400)
    }

    @Test func emphasisIsItalicWithEitherDelimiter() {
        #expect(runs(Text("an *italic* word"))[1].font.italic)
        #expect(runs(Text("an _italic_ word"))[1].font.italic)
        #expect(shown(Text("an _italic_ word")) == "an italic word")
    }

    @Test func strongAndEmphasisNest() {
        let r = runs(Text("***both*** and **bold *inner***"))
        #expect(r[0].text == "both" && r[0].font.weight == 700 && r[0].font.italic)
        #expect(shown(Text("***both*** and **bold *inner***")) == "both and bold inner")
        #expect(r.last!.text == "inner" && r.last!.font.weight == 700 && r.last!.font.italic)
    }

    @Test func strikethroughCodeAndLinksAreDrawnAndTheirSyntaxRemoved() {
        let r = runs(Text("~~old~~ `x*y*` [site](https://example.com)"))
        #expect(r.map(\.text) == ["old", " ", "x*y*", " ", "site"])
        #expect(r[0].strikethrough == true)
        #expect(r[2].font.family == runs(Text("a").font(.body.monospaced()))[0].font.family)
        #expect(r[4].paint != r[1].paint)
    }

    @Test func anInterpolatedValueTakesTheStyleAroundIt() {
        let count = 42
        let r = runs(Text("**\(count)** cups"))
        #expect(r.map(\.text) == ["42", " cups"])
        #expect(r[0].font.weight == 700)
    }

    @Test func delimitersThatDoNotFlankTextShowAsWritten() {
        #expect(shown(Text("5 * 3 * 2")) == "5 * 3 * 2")
        #expect(shown(Text("snake_case_name")) == "snake_case_name")
        #expect(shown(Text("**unclosed")) == "**unclosed")
        #expect(shown(Text("a `b")) == "a `b")
        #expect(shown(Text("[no link]")) == "[no link]")
    }

    @Test func aBackslashShowsTheNextPunctuationAsWritten() {
        #expect(shown(Text("\\*not italic\\*")) == "*not italic*")
        #expect(shown(Text("a\\b")) == "a\\b")
    }

    @Test func aPlainStringLiteralMakesALocalizedKeyNotVerbatimText() {
        guard case .key = Text("Weather").storage else {
            Issue.record("Text(\"Weather\") is \(Text("Weather").storage), not a localized key")
            return
        }
    }

    @Test func verbatimAndStringVariablesAreNotMarkdown() {
        let s = "**raw**"
        #expect(shown(Text(s)) == "**raw**")
        #expect(shown(Text(verbatim: "**raw**")) == "**raw**")
    }
}
