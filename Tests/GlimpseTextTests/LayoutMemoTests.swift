//  LayoutMemoTests.swift — GlimpseTextTests (Glimpse)
//  Status: Complete
//  Behaviour: a question is computed once and answered from the memo after; the memo never
//  holds more than its capacity; text layout answers repeat questions with the same metrics.

import GlimpseArchive
import Synchronization
import Testing

@testable import GlimpseText

struct LayoutMemoTests {
    @Test func aQuestionIsComputedOnceThenAnsweredFromTheMemo() {
        let memo = LayoutMemo<String, Int>(capacity: 10)
        let computed = Mutex(0)
        func ask(_ q: String) -> Int {
            memo.answer(q) {
                computed.withLock { $0 += 1 }
                return q.count
            }
        }
        #expect(ask("four") == 4)
        #expect(ask("four") == 4)
        #expect(ask("seven!!") == 7)
        #expect(computed.withLock { $0 } == 2)
        #expect(memo.count == 2)
    }

    @Test func theMemoEmptiesRatherThanPassItsCapacity() {
        let memo = LayoutMemo<Int, Int>(capacity: 3)
        for i in 0..<3 { _ = memo.answer(i) { i } }
        #expect(memo.count == 3)
        _ = memo.answer(99) { 99 }
        #expect(memo.count == 1)
        #expect(memo.answer(99) { -1 } == 99)
        #expect(memo.answer(0) { -1 } == -1)
    }

    @Test func aRepeatedTextLayoutHasTheSameMetricsAsTheFirst() {
        let font = FontDescriptor(family: FontResolver.systemFamily, size: 15.25, weight: 600)
        let request = TextLayoutRequest(
            runs: [StyledRun(text: "LayoutMemoTests wraps this line of text twice", font: font)], width: 120,
            lineLimit: 2, minimumScaleFactor: 0.7)
        let first = TextLayout.layout(request)
        #expect(first.lines.count == 2)
        #expect(TextLayout.layout(request) == first)
        // Another width is another question, with another answer (one line, not two).
        var wide = request
        wide.width = nil
        #expect(TextLayout.layout(wide).lines.count == 1)
        let runs = [StyledRun(text: "12:34:56", font: font)]
        let width = TextLayout.singleLineWidth(runs)
        #expect(width > 30)
        #expect(TextLayout.singleLineWidth(runs) == width)
        #expect(FontContexts.measuring { TextLayout.measure(runs, context: $0) } == width)
    }
}
