//  PluginServerTests.swift — GlimpsePreviewExpansionTests (Glimpse)
//  Status: Complete
//  Behaviour: Docs/Previews.md "The plugin protocol" — the JSON replies byte for byte, and the
//  framing (8-byte little-endian length, then JSON) over a real pipe, as swift-frontend sends it.

import Foundation
import Testing

@testable import GlimpsePreviewExpansion

struct PluginServerTests {
    private func reply(_ json: String) -> String {
        String(decoding: PluginServer.encode(PluginServer.reply(to: Array(json.utf8))), as: UTF8.self)
    }

    @Test func capabilityAnswerIsProtocolVersionSeven() {
        #expect(
            reply(#"{"getCapability":{"capability":{"protocolVersion":7}}}"#)
                == #"{"getCapabilityResult":{"capability":{"protocolVersion":7}}}"#)
        // An older or newer compiler gets the same answer: the version this plugin speaks.
        #expect(reply(#"{"getCapability":{}}"#) == #"{"getCapabilityResult":{"capability":{"protocolVersion":7}}}"#)
    }

    @Test func expansionRequestAsSwift631SendsItIsAnswered() {
        // Recorded with SWIFT_DUMP_PLUGIN_MESSAGING=1 (staticBuildConfiguration shortened).
        let request = #"""
            {"expandFreestandingMacro":{"discriminator":"$s3App0015mainswift_tzEGbfMX1_0_33_7F2EF2DB17428177D06A2E945DB8BF36Ll7PreviewfMf_","lexicalContext":[],"macro":{"moduleName":"GlimpsePreviewMacros","name":"Preview","typeName":"PreviewMacro"},"macroRole":"declaration","staticBuildConfiguration":"{\"targetOSs\":[\"Linux\"]}","syntax":{"kind":"expression","location":{"column":12,"fileID":"App/main.swift","fileName":"/tmp/App/main.swift","line":1,"offset":11},"source":"\n#Preview(\"x\") {\n   42\n}"}}}
            """#
        let answer = reply(request)
        #expect(
            answer.hasPrefix(
                #"{"expandMacroResult":{"diagnostics":[],"expandedSource":"@section(\"glimpse_previews\") @used\n"#))
        #expect(
            answer.contains(
                #"#sourceLocation(file: \"/tmp/App/main.swift\", line: 2)\n Preview(\"x\") {\n   42\n}\n#sourceLocation()"#
            ))
    }

    @Test func messagesThePluginDoesNotHandleAreErrorsNotCrashes() {
        #expect(
            reply(#"{"expandAttachedMacro":{}}"#)
                == #"{"expandMacroResult":{"diagnostics":[{"fixIts":[],"highlights":[],"message":"the Glimpse preview plugin does not handle 'expandAttachedMacro' (it expands only '#Preview')","notes":[],"position":{"fileName":"","offset":0},"severity":"error"}]}}"#
        )
        #expect(reply("not json").contains("could not read the compiler's message"))
    }

    @Test func framesAreALittleEndianLengthThenTheJSON() throws {
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        defer { close(fds[0]) }
        let channel = PluginChannel(input: fds[0], output: fds[1])
        try channel.send(Array("{}".utf8))
        try channel.send(Array(#"{"a":1}"#.utf8))
        close(fds[1])
        // The first frame's bytes as they went down the pipe would be 02 00 00 00 00 00 00 00 7b 7d.
        #expect(try channel.receive() == Array("{}".utf8))
        #expect(try channel.receive() == Array(#"{"a":1}"#.utf8))
        #expect(try channel.receive() == nil)
    }

    @Test func rawFrameFromTheCompilerIsRead() throws {
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        defer { close(fds[0]) }
        let bytes: [UInt8] = [2, 0, 0, 0, 0, 0, 0, 0, UInt8(ascii: "{"), UInt8(ascii: "}"), 9, 0, 0]
        #expect(write(fds[1], bytes, bytes.count) == bytes.count)
        close(fds[1])
        let channel = PluginChannel(input: fds[0], output: -1)
        #expect(try channel.receive() == Array("{}".utf8))
        // A frame cut short: a clear error, not a hang or a crash.
        #expect(throws: PluginChannelError.self) { try channel.receive() }
    }
}
