//  ExtensionProcessTests.swift — GlimpseHostTests (Glimpse)
//  Status: Complete
//  Behaviour: Docs/ExtensionProtocol.md — the host's end against fake bundles: answers are
//  decoded and checked; missing, stalling, crashing and garbage-writing bundles each get their
//  own error code and a message naming the cause; a real bundle's clock follows a request's date.

import Foundation
import GlimpseArchive
import Testing

@testable import GlimpseHost

struct ExtensionProcessTests {
    static let description = BundleDescription(
        bundle: "FakeWidgets",
        widgets: [
            WidgetDescription(
                kind: "Counter", displayName: "Counter", description: "", supportedFamilies: ["systemSmall"])
        ])

    @Test func describeReturnsTheBundlesWidgets() throws {
        let bundle = try FakeBundle.answering([FakeBundle.line(ExtensionResponse(id: 1, describe: Self.description))])
        let process = try ExtensionProcess(executable: bundle.path)
        #expect(try process.describe() == Self.description)
        process.terminate()
        #expect(process.exitDescription == "exited with status 0")
    }

    @Test func timelineReturnsEntriesAndPolicyAndSkipsAnswersToOtherIDs() throws {
        let entry = ArchivedEntry(date: Date(timeIntervalSince1970: 60), archives: [FakeBundle.archive()])
        let bundle = try FakeBundle.answering([
            FakeBundle.line(ExtensionResponse(id: 99, entries: [], policy: .never))
                + "\n" + FakeBundle.line(ExtensionResponse(id: 1, entries: [entry, entry], policy: .atEnd))
        ])
        let process = try ExtensionProcess(executable: bundle.path)
        let timeline = try process.timeline(kind: "Counter", family: "systemSmall")
        #expect(timeline.entries == [entry, entry])
        #expect(timeline.policy == .atEnd)
    }

    @Test func aBundlesWallClockReadsTheRequestsDate() throws {
        let catPhotos = BuildFolder.executable("CatPhotos")
        try #require(
            FileManager.default.isExecutableFile(atPath: catPhotos),
            "build the example: swift build --product CatPhotos")
        var environment = ProcessInfo.processInfo.environment
        environment["TZ"] = "UTC"
        let process = try ExtensionProcess(executable: catPhotos, environment: environment)
        defer { process.terminate() }
        // 2024-05-14 08:00 UTC: CatPhotos asks again at the next of 06:00, 12:00 and 19:00.
        let simulated = Date(timeIntervalSince1970: 1_715_673_600)
        let timeline = try process.timeline(kind: "CatPhotoWidget", family: "systemSmall", date: simulated)
        #expect(timeline.clock == simulated)
        #expect(timeline.policy == .after(simulated.addingTimeInterval(4 * 3600)))
        let first = try #require(timeline.entries.first?.date)
        #expect(first >= simulated && first < simulated.addingTimeInterval(5))
        // A request without a date puts the bundle back on the real time.
        let before = Date()
        let real = try process.timeline(kind: "CatPhotoWidget", family: "systemSmall")
        let clock = try #require(real.clock)
        #expect(clock >= before && clock <= Date())
    }

    @Test func missingExecutableIsBundleNotFound() {
        let error = #expect(throws: HostError.self) {
            try ExtensionProcess(executable: "/nonexistent/glimpse/Weather")
        }
        #expect(error?.code == .bundleNotFound)
        #expect(
            error?.message
                == "no widget bundle at '/nonexistent/glimpse/Weather'; check the path, or build it first (swift build --product Weather)"
        )
    }

    @Test func aMistypedBundleNameSuggestsTheExecutableBesideIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let real = folder.appendingPathComponent("EmojiRangers").path
        #expect(FileManager.default.createFile(atPath: real, contents: Data("#!/bin/sh\n".utf8)))
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: real)
        let typo = folder.appendingPathComponent("EmojiRanger").path
        let error = #expect(throws: HostError.self) { try ExtensionProcess(executable: typo) }
        #expect(
            error?.message
                == "no widget bundle at '\(typo)'; did you mean '\(real)'? (else build it first: swift build --product EmojiRanger)"
        )
    }

    @Test func directoryIsBundleNotFound() {
        let error = #expect(throws: HostError.self) { try ExtensionProcess(executable: "/tmp") }
        #expect(error?.code == .bundleNotFound)
        #expect(error?.message.contains("is not an executable file") == true)
    }

    @Test func bundleThatStallsTimesOutAndIsKilled() throws {
        let bundle = try FakeBundle(script: "read line\necho 'thinking' >&2\nsleep 30")
        let process = try ExtensionProcess(executable: bundle.path, timeout: .milliseconds(300))
        let error = #expect(throws: HostError.self) { try process.describe() }
        #expect(error?.code == .timeout)
        #expect(error?.message == "bundle 'FakeWidgets' did not answer describe within 0.3 s; it was stopped")
        #expect(error?.stderrTail == ["thinking"])
        #expect(process.exitDescription == "was killed by signal 9 (Killed)")
        let again = #expect(throws: HostError.self) { try process.describe() }
        #expect(again?.code == .timeout)
    }

    @Test func bundleThatExitsIsACrashWithItsStatusAndLastStderrLine() throws {
        let bundle = try FakeBundle(script: "read line\necho 'loading'>&2\necho 'Fatal error: no roster' >&2\nexit 3")
        let process = try ExtensionProcess(executable: bundle.path)
        let error = #expect(throws: HostError.self) {
            try process.timeline(kind: "Counter", family: "systemSmall")
        }
        #expect(error?.code == .bundleCrashed)
        #expect(
            error?.message
                == "bundle 'FakeWidgets' exited with status 3 before answering timeline for 'Counter' (systemSmall): "
                + "Fatal error: no roster")
        #expect(error?.stderrTail == ["loading", "Fatal error: no roster"])
    }

    @Test func bundleKilledBySignalSaysWhichSignal() throws {
        let bundle = try FakeBundle(script: "read line\nkill -SEGV $$")
        let process = try ExtensionProcess(executable: bundle.path)
        let error = #expect(throws: HostError.self) { try process.describe() }
        #expect(error?.code == .bundleCrashed)
        #expect(
            error?.message
                == "bundle 'FakeWidgets' was killed by signal 11 (Segmentation fault) before answering describe")
    }

    @Test func garbageOnStdoutIsAMalformedResponse() throws {
        let bundle = try FakeBundle(script: "read line\necho 'hello from the widget'\nsleep 30")
        let process = try ExtensionProcess(executable: bundle.path)
        let error = #expect(throws: HostError.self) { try process.describe() }
        #expect(error?.code == .malformedResponse)
        #expect(
            error?.message.hasPrefix(
                "'\(bundle.path)' is not a Glimpse widget bundle, or its code printed to stdout: it does not speak "
                    + "the extension protocol (bundle 'FakeWidgets' wrote a line that is not a protocol response while answering describe "
                    + "('hello from the widget': ") == true)
        #expect(
            error?.message.hasSuffix(
                "widget code must print to stderr, not stdout); pass the executable of a target whose @main is a "
                    + "Widget or WidgetBundle") == true)
        #expect(process.exitDescription == "was killed by signal 9 (Killed)")
    }

    @Test func aProgramThatExitsWithoutAnsweringIsNotAWidgetBundle() throws {
        let bundle = try FakeBundle(script: "echo 'usage: tool [file]' >&2\nexit 0")
        let process = try ExtensionProcess(executable: bundle.path)
        let error = #expect(throws: HostError.self) { try process.describe() }
        #expect(error?.code == .malformedResponse)
        #expect(
            error?.message
                == "'\(bundle.path)' is not a Glimpse widget bundle: it does not speak the extension protocol "
                + "(bundle 'FakeWidgets' exited with status 0 before answering describe; its last stderr line: "
                + "usage: tool [file]); pass the executable of a target whose @main is a Widget or WidgetBundle")
    }

    @Test(arguments: [
        // each failure code the runtime reports
        ("unknownKind", HostError.Code.unknownKind),
        ("unknownFamily", .unknownFamily),
        ("unsupportedFamily", .unsupportedFamily),
        ("badRequest", .badRequest),
        ("providerFailed", .providerFailed),
        // a code from a newer runtime
        ("outOfMemory", .providerFailed),
    ])
    func bundleFailureBecomesTheMatchingCodeWithItsMessage(wire: String, code: HostError.Code) throws {
        let failure = ProtocolFailure(code: wire, message: "no widget of kind 'Weather'")
        let bundle = try FakeBundle.answering([FakeBundle.line(ExtensionResponse(id: 1, error: failure))])
        let process = try ExtensionProcess(executable: bundle.path)
        let error = #expect(throws: HostError.self) {
            try process.placeholder(kind: "Weather", family: "systemSmall")
        }
        #expect(error?.code == code)
        #expect(error?.message == "no widget of kind 'Weather'")
    }

    @Test func newerProtocolVersionIsRefused() throws {
        var description = Self.description
        description.protocolVersion = ExtensionProtocol.version + 1
        let bundle = try FakeBundle.answering([FakeBundle.line(ExtensionResponse(id: 1, describe: description))])
        let process = try ExtensionProcess(executable: bundle.path)
        let error = #expect(throws: HostError.self) { try process.describe() }
        #expect(error?.code == .unsupportedVersion)
        #expect(
            error?.message
                == "bundle 'FakeWidgets' speaks extension protocol 2; this glimpse speaks 1; update glimpse")
    }

    @Test(arguments: [
        // timeline without policy
        (ExtensionResponse(id: 1, entries: []), "with no 'policy'"),
        // neither entries nor error
        (ExtensionResponse(id: 1), "with no 'entries'"),
        // one archive for two environments
        (
            ExtensionResponse(
                id: 1, entries: [ArchivedEntry(date: Date(timeIntervalSince1970: 0), archives: [FakeBundle.archive()])],
                policy: .never), "with entry 0 with 1 archives for 2 environments"
        ),
    ])
    func incompleteResponseIsMalformed(response: ExtensionResponse, detail: String) throws {
        let bundle = try FakeBundle.answering([FakeBundle.line(response)])
        let process = try ExtensionProcess(executable: bundle.path)
        let error = #expect(throws: HostError.self) {
            try process.timeline(
                kind: "Counter", family: "systemSmall",
                environments: [RenderEnvironment(colorScheme: "light"), RenderEnvironment(colorScheme: "dark")])
        }
        #expect(error?.code == .malformedResponse)
        #expect(error?.message == "bundle 'FakeWidgets' answered timeline for 'Counter' (systemSmall) \(detail)")
    }

    /// Two environments named "light" and "dark", for the variant tests.
    private static let namedEnvironments: [RenderEnvironment] = ["light", "dark"].map {
        var environment = RenderEnvironment(colorScheme: $0)
        environment.variant = $0
        return environment
    }

    private static func archive(_ scheme: String, variant: String?) -> WidgetArchive {
        var archive = FakeBundle.archive()
        archive.colorScheme = scheme
        archive.variant = variant
        return archive
    }

    @Test func archivesNamedOutOfOrderComeBackInRequestOrder() throws {
        let entry = ArchivedEntry(
            date: Date(timeIntervalSince1970: 0),
            archives: [Self.archive("dark", variant: "dark"), Self.archive("light", variant: "light")])
        let bundle = try FakeBundle.answering([
            FakeBundle.line(ExtensionResponse(id: 1, entries: [entry], policy: .never))
        ])
        let process = try ExtensionProcess(executable: bundle.path)
        let timeline = try process.timeline(
            kind: "Counter", family: "systemSmall", environments: Self.namedEnvironments)
        #expect(timeline.entries[0].archives.map(\.variant) == ["light", "dark"])
        #expect(timeline.entries[0].archives.map(\.colorScheme) == ["light", "dark"])
    }

    @Test func unnamedArchivesOfAnOlderBundleAreNamedByPosition() throws {
        // An extension built before variant keys answers in request order without them.
        let entry = ArchivedEntry(
            date: Date(timeIntervalSince1970: 0),
            archives: [Self.archive("light", variant: nil), Self.archive("dark", variant: nil)])
        let bundle = try FakeBundle.answering([
            FakeBundle.line(ExtensionResponse(id: 1, entries: [entry], policy: .never))
        ])
        let process = try ExtensionProcess(executable: bundle.path)
        let timeline = try process.timeline(
            kind: "Counter", family: "systemSmall", environments: Self.namedEnvironments)
        #expect(timeline.entries[0].archives.map(\.variant) == ["light", "dark"])
        #expect(timeline.entries[0].archives.map(\.colorScheme) == ["light", "dark"])
    }

    @Test(arguments: [
        // a variant answered twice, the other not at all
        (["light", "light"], "with entry 0 with two archives for variant 'light'"),
        // a variant nobody asked for
        (["light", "sepia"], "with entry 0 with an archive for variant 'sepia', which was not asked for"),
        // one variant unanswered
        (["dark"], "with entry 0 with no archive for variant 'light'"),
    ])
    func namedArchivesThatDoNotMatchTheRequestAreMalformed(keys: [String], detail: String) throws {
        let entry = ArchivedEntry(
            date: Date(timeIntervalSince1970: 0), archives: keys.map { Self.archive("light", variant: $0) })
        let bundle = try FakeBundle.answering([
            FakeBundle.line(ExtensionResponse(id: 1, entries: [entry], policy: .never))
        ])
        let process = try ExtensionProcess(executable: bundle.path)
        let error = #expect(throws: HostError.self) {
            try process.timeline(kind: "Counter", family: "systemSmall", environments: Self.namedEnvironments)
        }
        #expect(error?.code == .malformedResponse)
        #expect(error?.message == "bundle 'FakeWidgets' answered timeline for 'Counter' (systemSmall) \(detail)")
    }

    @Test func responseNestedTooDeepIsRefusedBeforeDecoding() throws {
        let depth = 1100
        let line =
            "{\"id\":1,\"entries\":[{\"date\":0,\"archives\":"
            + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "}]}"
        let bundle = try FakeBundle.answering([line])
        let process = try ExtensionProcess(executable: bundle.path)
        let error = #expect(throws: HostError.self) {
            try process.snapshot(kind: "Counter", family: "systemSmall")
        }
        #expect(error?.code == .invalidArchive)
        #expect(
            error?.message
                == "bundle 'FakeWidgets''s answer to snapshot for 'Counter' (systemSmall) was refused: "
                + "input nests more than 500 JSON levels (display lists are limited to 128 levels)")
    }

    @Test func archiveWithNewerFormatIsInvalid() throws {
        var archive = FakeBundle.archive()
        archive.formatVersion = WidgetArchive.currentFormatVersion + 1
        let entry = ArchivedEntry(date: Date(timeIntervalSince1970: 0), archives: [archive])
        let bundle = try FakeBundle.answering([FakeBundle.line(ExtensionResponse(id: 1, entries: [entry]))])
        let process = try ExtensionProcess(executable: bundle.path)
        let error = #expect(throws: HostError.self) {
            try process.snapshot(kind: "Counter", family: "systemSmall")
        }
        #expect(error?.code == .invalidArchive)
        #expect(
            error?.message
                == "bundle 'FakeWidgets' answered snapshot for 'Counter' (systemSmall) with an invalid archive in entry 0: "
                + "archive format 2 is newer than this Glimpse reads (1); update glimpse")
    }

    @Test func stderrLinesReachTheObserverAndTheTail() throws {
        let lines = LockedLines()
        let bundle = try FakeBundle(script: "echo one >&2\necho two >&2\nread line")
        let process = try ExtensionProcess(executable: bundle.path) { lines.append($0) }
        // The bundle writes both lines and waits; give a loaded machine time to run it.
        let deadline = Date(timeIntervalSinceNow: 10)
        while process.stderrTail.count < 2 && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        process.terminate()
        #expect(process.stderrTail == ["one", "two"])
        #expect(lines.value == ["one", "two"])
    }
}

/// Lines collected from another thread.
final class LockedLines: @unchecked Sendable {
    // @unchecked Sendable: `lines` is guarded by `lock`.
    private let lock = NSLock()
    private var lines: [String] = []
    func append(_ line: String) { lock.withLock { lines.append(line) } }
    var value: [String] { lock.withLock { lines } }
}
