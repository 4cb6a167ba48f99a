//  ExtensionProcessLimitTests.swift — GlimpseHostTests (Glimpse)
//  Status: Complete
//  Behaviour: issue 9 "Limits — Footprint": a bundle's dirty anonymous memory is sampled while it
//  works and at its answer; over the limit it is killed and the request fails with `footprint`,
//  the figure and the limit in the message; under it, it answers and its peak is known. Without a
//  limit, `samplesFootprint` samples the same way (preview and lint), so a spike freed before the
//  answer is in the peak.

import Foundation
import GlimpseArchive
import Testing

@testable import GlimpseHost

struct ExtensionProcessLimitTests {
    static let limit = 30 * 1_048_576

    @Test func aBundleThatAllocatesTwoHundredMBWhileAnsweringIsKilledForItsFootprint() throws {
        // dash keeps a command substitution's output in its own memory.
        let bundle = try FakeBundle(
            script: "read line\nx=$(head -c 209715200 /dev/zero | tr '\\0' a)\necho never")
        let process = try ExtensionProcess(executable: bundle.path, footprintLimit: Self.limit)
        let error = #expect(throws: HostError.self) { try process.timeline(kind: "Counter", family: "systemSmall") }
        #expect(error?.code == .footprint)
        let message = error?.message ?? ""
        #expect(
            message.hasPrefix(
                "bundle 'FakeWidgets' was killed for its footprint while answering timeline for 'Counter' (systemSmall): "
            ),
            "\(message)")
        #expect(message.hasSuffix(" MB of dirty memory (Pss_Anon); the limit is 30.0 MB"), "\(message)")
        #expect(process.peakFootprint > Self.limit)
        #expect(process.exitDescription == "was killed by signal 9 (Killed)")
        // Later requests fail the same way: the process is gone.
        #expect(throws: HostError.self) { try process.timeline(kind: "Counter", family: "systemSmall") }
    }

    @Test func aBundleUnderTheLimitAnswersAndItsPeakIsSampled() throws {
        let entry = ArchivedEntry(date: Date(timeIntervalSince1970: 60), archives: [FakeBundle.archive()])
        let bundle = try FakeBundle.answering([
            FakeBundle.line(ExtensionResponse(id: 1, entries: [entry], policy: .never))
        ])
        let process = try ExtensionProcess(executable: bundle.path, footprintLimit: Self.limit)
        defer { process.terminate() }
        #expect(try process.timeline(kind: "Counter", family: "systemSmall").entries == [entry])
        #expect(process.peakFootprint > 0 && process.peakFootprint < Self.limit)
    }

    @Test func withoutALimitASpikeFreedBeforeTheAnswerIsStillSampled() throws {
        let entry = ArchivedEntry(date: Date(timeIntervalSince1970: 60), archives: [FakeBundle.archive()])
        // 40 MB held for half a second while the request is out, freed before the answer.
        let program = """
            import sys, time
            for line in sys.stdin:
                spike = b"a" * (40 << 20)
                time.sleep(0.5)
                del spike
                sys.stdout.write(open(sys.argv[1] + "/answer-0").read())
                sys.stdout.flush()
            """
        let bundle = try FakeBundle(
            script: #"exec python3 "$DIR/answer-1" "$DIR""#,
            answers: [FakeBundle.line(ExtensionResponse(id: 1, entries: [entry], policy: .never)), program])
        let process = try ExtensionProcess(executable: bundle.path, samplesFootprint: true)
        defer { process.terminate() }
        #expect(try process.timeline(kind: "Counter", family: "systemSmall").entries == [entry])
        #expect(process.peakFootprint > 40 << 20, "\(process.peakFootprint)")
        // A sample at the answer alone (what preview and lint took before) misses it.
        #expect((process.sampleFootprint() ?? 0) < 20 << 20)
        process.resetPeakFootprint()
        #expect(process.peakFootprint == 0)
    }

    @Test func theFootprintIsPssAnonInBytes() {
        let rollup = """
            55d0c0a8e000-7ffc5b9f3000 ---p 00000000 00:00 0                          [rollup]
            Rss:                1736 kB
            Pss:                 191 kB
            Pss_Anon:            112 kB
            Pss_File:             79 kB
            """
        #expect(ProcessFootprint.bytes(inRollup: rollup) == 112 * 1024)
        #expect(ProcessFootprint.bytes(inRollup: "Rss: 12 kB") == nil)
        #expect((ProcessFootprint.bytes(of: getpid()) ?? 0) > 0)
        #expect(ProcessFootprint.formatted(4_718_592) == "4.5 MB")
    }
}
