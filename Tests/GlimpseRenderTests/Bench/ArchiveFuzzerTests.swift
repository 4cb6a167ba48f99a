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

    @Test func aSeedReplaysTheSameCases() {
        let a = ArchiveFuzzer(seed: 7).run(iterations: 20)
        let b = ArchiveFuzzer(seed: 7).run(iterations: 20)
        #expect(a.summary == b.summary)
    }
}
