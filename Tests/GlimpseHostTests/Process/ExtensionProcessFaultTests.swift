//  ExtensionProcessFaultTests.swift — GlimpseHostTests (Glimpse)
//  Status: Complete
//  Behaviour: issue 9's faults at the host's end of the protocol: half a line then exit 11 is a
//  crash with its status and last stderr line; a display list 200 levels deep is too deep, not
//  bad JSON; an archive with an extreme number is an invalid archive naming the field; a bundle's
//  control characters never reach a message unescaped; a newer protocol is refused.

import Foundation
import GlimpseArchive
import Testing

@testable import GlimpseHost

struct ExtensionProcessFaultTests {
    @Test func halfALineThenExitElevenIsACrashWithItsStatusAndLastStderrLine() throws {
        let bundle = try FakeBundle(
            script: "read line\necho 'about to fail' >&2\nprintf 'oops\\001' >&2\nprintf '{\"id\":1,\"entr'\nexit 11")
        let process = try ExtensionProcess(executable: bundle.path)
        let error = #expect(throws: HostError.self) { try process.timeline(kind: "Counter", family: "systemSmall") }
        #expect(error?.code == .bundleCrashed)
        #expect(
            error?.message
                == "bundle 'FakeWidgets' exited with status 11 before answering timeline for 'Counter' (systemSmall) "
                + "(it wrote 13 bytes of an unfinished line); its last stderr line: oops\\u{1}")
    }

    @Test(arguments: [200, 300])
    func aDisplayListHundredsOfLevelsDeepIsTooDeepNotBadJSON(levels: Int) throws {
        // Encoded by hand: Foundation's encoder itself stops at 512 levels.
        let content =
            String(repeating: #"{"group":{"frame":[0,0,0,0],"children":["#, count: levels)
            + #"{"shape":{"frame":[0,0,0,0],"path":""}}"# + String(repeating: "]}}", count: levels)
        let line =
            #"{"id":1,"entries":[{"date":0,"archives":[{"formatVersion":1,"size":[158,158],"#
            + #""colorScheme":"light","displayScale":3,"images":{},"hitRegions":[],"content":"# + content + "}]}]}"
        let bundle = try FakeBundle.answering([line])
        let process = try ExtensionProcess(executable: bundle.path)
        let error = #expect(throws: HostError.self) { try process.snapshot(kind: "Counter", family: "systemSmall") }
        #expect(error?.code == .invalidArchive)
        #expect(error?.message.contains("display lists are limited to 128 levels") == true, "\(error?.message ?? "")")
    }

    @Test func anArchiveWithAShadowOfOneE30IsAnInvalidArchiveNamingTheField() throws {
        var archive = FakeBundle.archive()
        archive.content = .group(
            GroupItem(
                frame: Rect(x: 0, y: 0, width: 158, height: 158), children: [],
                shadow: Shadow(color: RGBA(0, 0, 0), radius: 1e30, x: 0, y: 0)))
        let entry = ArchivedEntry(date: Date(timeIntervalSince1970: 0), archives: [archive])
        let bundle = try FakeBundle.answering([FakeBundle.line(ExtensionResponse(id: 1, entries: [entry]))])
        let process = try ExtensionProcess(executable: bundle.path)
        let error = #expect(throws: HostError.self) { try process.snapshot(kind: "Counter", family: "systemSmall") }
        #expect(error?.code == .invalidArchive)
        #expect(
            error?.message
                == "bundle 'FakeWidgets' answered snapshot for 'Counter' (systemSmall) with an invalid archive in entry 0: "
                + "content.group.shadow.radius is 1e+30; the range is 0…256 points")
    }

    @Test func controlCharactersInABundlesMessageAreEscaped() throws {
        let failure = ProtocolFailure(code: "providerFailed", message: "line one\nline two\u{1B}[31m\0")
        let bundle = try FakeBundle.answering([FakeBundle.line(ExtensionResponse(id: 1, error: failure))])
        let process = try ExtensionProcess(executable: bundle.path)
        let error = #expect(throws: HostError.self) { try process.snapshot(kind: "Counter", family: "systemSmall") }
        #expect(error?.message == "line one\\nline two\\u{1B}[31m\\0")
    }

    @Test func aBundleOfANewerProtocolIsRefused() throws {
        let newer = BundleDescription(
            protocolVersion: ExtensionProtocol.version + 1, bundle: "FakeWidgets", widgets: [])
        let bundle = try FakeBundle.answering([FakeBundle.line(ExtensionResponse(id: 1, describe: newer))])
        let process = try ExtensionProcess(executable: bundle.path)
        let error = #expect(throws: HostError.self) { try process.describe() }
        #expect(error?.code == .unsupportedVersion)
    }
}
