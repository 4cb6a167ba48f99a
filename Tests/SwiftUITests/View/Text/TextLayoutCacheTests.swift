//  TextLayoutCacheTests.swift — SwiftUITests (Glimpse)
//  Status: Complete
//  Behaviour: the memo of text layouts answers a repeated question with the very answer
//  Pango gave, keeps distinct questions apart, and stays within its capacity.

import GlimpseArchive
import GlimpseText
import Testing

@testable import SwiftUI

struct TextLayoutCacheTests {
    private func request(_ text: String, width: Double? = nil) -> TextLayoutRequest {
        TextLayoutRequest(runs: [StyledRun(text: text, font: FontDescriptor(family: "Inter", size: 17))], width: width)
    }

    @Test func aRepeatedRequestGetsTheSameAnswerAsPango() {
        let cache = TextLayoutCache(capacity: 8)
        let first = cache.layout(request("Emoji Rangers", width: 60))
        #expect(cache.count == 1)
        let again = cache.layout(request("Emoji Rangers", width: 60))
        #expect(cache.count == 1)
        #expect(again == first)
        #expect(first == TextLayout.layout(request("Emoji Rangers", width: 60)))
        // Another width is another question, with another answer (one line, not several).
        let wide = cache.layout(request("Emoji Rangers"))
        #expect(cache.count == 2)
        #expect(wide.lines.count == 1 && first.lines.count > 1)
    }

    @Test func itForgetsEverythingWhenFullAndStaysWithinItsCapacity() {
        let cache = TextLayoutCache(capacity: 3)
        for word in ["a", "b", "c"] { _ = cache.layout(request(word)) }
        #expect(cache.count == 3)
        _ = cache.layout(request("d"))
        #expect(cache.count == 1)
    }
}
