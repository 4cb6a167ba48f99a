//  ProtocolChannelTests.swift — WidgetKitTests (Glimpse)
//  Status: Complete
//  Behaviour: Docs/ExtensionProtocol.md "Framing" and "Errors": what the extension makes of
//  each request line.

import Foundation
import GlimpseArchive
import Testing

@testable import WidgetKit

struct ProtocolChannelTests {
    @Test func requestLineDecodes() {
        let input = ProtocolChannel.decode(
            .line(Data(#"{"id":4,"method":"snapshot","kind":"Counter","family":"systemSmall"}"#.utf8)), lineNumber: 1)
        guard case .request(let request) = input else {
            Issue.record("not a request: \(input)")
            return
        }
        #expect(request == ExtensionRequest(id: 4, method: .snapshot, kind: "Counter", family: "systemSmall"))
    }

    @Test func unknownMethodIsInvalidUnderItsID() {
        let input = ProtocolChannel.decode(.line(Data(#"{"id":7,"method":"frobnicate"}"#.utf8)), lineNumber: 3)
        guard case .invalid(let id, let message) = input else {
            Issue.record("not invalid: \(input)")
            return
        }
        #expect(id == 7)
        #expect(message.hasPrefix("request line 3 is not a request: "))
    }

    @Test func garbageIsInvalidUnderIDZero() {
        guard case .invalid(let id, _) = ProtocolChannel.decode(.line(Data("hello".utf8)), lineNumber: 1) else {
            Issue.record("not invalid")
            return
        }
        #expect(id == 0)
    }

    @Test func overlongLineIsInvalidUnderIDZeroNamingTheLimit() {
        guard case .invalid(let id, let message) = ProtocolChannel.decode(.tooLong, lineNumber: 2) else {
            Issue.record("not invalid")
            return
        }
        #expect(id == 0)
        #expect(message == "request line 2 is longer than 64000000 bytes")
    }

    @Test func encodingFailureIsDescribedWithoutTheValue() {
        let archive = WidgetArchive(
            size: Size(width: .nan, height: 1), content: .group(GroupItem(frame: .zero, children: [])))
        do {
            _ = try ArchiveCoding.encoder().encode(archive)
            Issue.record("NaN encoded")
        } catch {
            let text = ProtocolChannel.describe(error)
            #expect(text.hasSuffix("(a NaN or infinite number, or a view tree nested deeper than JSON allows)"))
            #expect(text.contains("size"))
            #expect(text.count < 300)
        }
    }

    @Test func splitterJoinsChunksAndSkipsOverlongLines() {
        var splitter = LineSplitter(limit: 5)
        #expect(splitter.feed(Data("ab".utf8)) == [])
        #expect(
            splitter.feed(Data("c\r\ntoolong\nok\n".utf8)) == [
                .line(Data("abc".utf8)), .tooLong, .line(Data("ok".utf8)),
            ])
    }
}
