//  ArchiveFuzzerTests.swift — GlimpseRenderTests (Glimpse)
//  Status: Complete
//  Behaviour: issue 9 — a bounded, seeded fuzz run in every `make test`: random archives (with
//  extreme numbers and damaged JSON) are each refused with an ArchiveError or drawn. Longer runs:
//  `glimpse bench fuzz --iterations 100000`, or GLIMPSE_FUZZ_ITERATIONS for this test.

import Foundation
import GlimpseRender
import Testing

struct ArchiveFuzzerTests {
    @Test func everyRandomArchiveIsRefusedOrDrawn() {
        let iterations = ProcessInfo.processInfo.environment["GLIMPSE_FUZZ_ITERATIONS"].flatMap(Int.init) ?? 300
        let report = ArchiveFuzzer(seed: 1).run(iterations: iterations)
        print("fuzz: \(report.summary)")
        #expect(report.findings.isEmpty, "\(report.findings.prefix(5))")
        #expect(report.iterations == iterations)
        // The generator reaches both outcomes, and the range check among the refusals.
        #expect(report.drawn > iterations / 10)
        #expect(report.refused["outOfRange", default: 0] > iterations / 10)
        #expect(report.refused["malformed", default: 0] > 0)
    }

    /// Case i of seed s is case 0 of seed s &+ i &* 0x9E37_79B9_7F4A_7C15 (ArchiveFuzzer.run).
    static func replaying(_ i: UInt64, ofSeed seed: UInt64) -> ArchiveFuzzer {
        ArchiveFuzzer(seed: seed &+ i &* 0x9E37_79B9_7F4A_7C15)
    }

    /// `glimpse bench fuzz --iterations 3000 --seed 11`'s five findings: canvases with a side of
    /// 1e-300 points, accepted at intake and drawn as 0 pixels. Now refused as out of range.
    @Test(arguments: [1534, 1536, 1645, 2814, 2845] as [UInt64])
    func aCanvasSideOf1eMinus300PointsIsRefusedAtIntake(case i: UInt64) {
        let report = Self.replaying(i, ofSeed: 11).run(iterations: 1)
        #expect(report.findings.isEmpty, "\(report.findings)")
        #expect(report.refused == ["outOfRange": 1])
    }

    @Test func aSeedReplaysTheSameCases() {
        let a = ArchiveFuzzer(seed: 7).run(iterations: 20)
        let b = ArchiveFuzzer(seed: 7).run(iterations: 20)
        #expect(a.summary == b.summary)
    }
}
