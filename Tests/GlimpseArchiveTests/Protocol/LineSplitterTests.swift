//  LineSplitterTests.swift — GlimpseArchiveTests (Glimpse)
//  Status: Complete
//  Behaviour: Docs/ExtensionProtocol.md "Framing".

import Foundation
import GlimpseArchive
import Testing

struct LineSplitterTests {
    @Test func linesSplitAcrossChunksAreJoined() {
        var splitter = LineSplitter(limit: 100)
        #expect(splitter.feed(Data("{\"a\":".utf8)) == [])
        #expect(
            splitter.feed(Data("1}\n{\"b\":2}\r\n{".utf8)) == [
                .line(Data("{\"a\":1}".utf8)), .line(Data("{\"b\":2}".utf8)),
            ])
        #expect(splitter.remainder == Data("{".utf8))
    }

    @Test func lineOverTheLimitIsReportedOnceAndSkippedToItsEnd() {
        var splitter = LineSplitter(limit: 4)
        #expect(splitter.feed(Data("abc".utf8)) == [])
        #expect(splitter.feed(Data("defgh".utf8)) == [.tooLong])
        #expect(splitter.feed(Data("ijk\nok\n".utf8)) == [.line(Data("ok".utf8))])
    }

    @Test func lineOfExactlyTheLimitIsKept() {
        var splitter = LineSplitter(limit: 4)
        #expect(splitter.feed(Data("abcd\n".utf8)) == [.line(Data("abcd".utf8))])
    }

    @Test func carriageReturnArrivingApartFromItsLineFeedIsStillDropped() {
        var splitter = LineSplitter(limit: 100)
        #expect(splitter.feed(Data("ab\r".utf8)) == [])
        #expect(
            splitter.feed(Data("\ncd\n\n".utf8)) == [.line(Data("ab".utf8)), .line(Data("cd".utf8)), .line(Data())])
    }

    @Test func lineOverTheLimitWithinOneChunkIsReportedAndTheNextKept() {
        var splitter = LineSplitter(limit: 4)
        #expect(splitter.feed(Data("abcdef\nok\nab".utf8)) == [.tooLong, .line(Data("ok".utf8))])
        #expect(splitter.feed(Data("cde\nx\n".utf8)) == [.tooLong, .line(Data("x".utf8))])
        #expect(splitter.remainder.isEmpty)
    }
}
