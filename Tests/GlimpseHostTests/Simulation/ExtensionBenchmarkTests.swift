//  ExtensionBenchmarkTests.swift — GlimpseHostTests (Glimpse)
//  Status: Complete
//  Behaviour: issue 9 — `glimpse bench extension` measures a real bundle (EmojiRangers, built
//  beside the tests): its first widget in systemSmall, the times, the CPU the bundle and the host
//  spent (counted, not estimated: a bundle's whole life from the children this process reaped,
//  a request's from the bundle's threads and this process), and the idle footprint. No time is
//  compared with a limit: the figures depend on the machine.

import Foundation
import Testing

@testable import GlimpseHost

struct ExtensionBenchmarkTests {
    @Test func aRealBundleIsMeasuredWithTheCPUItAndTheHostSpent() throws {
        let figures = try ExtensionBenchmark.run(
            bundle: BuildFolder.executable("EmojiRangers"), starts: 2, requests: 3)
        #expect(figures.bundle == "EmojiRangers")
        #expect(figures.kind == "EmojiRangerWidget")
        #expect(figures.family == "systemSmall")
        #expect(figures.coldStart > 0 && figures.roundTrip > 0)
        // A Swift process that loads Foundation and draws text spends CPU; none counted means
        // the counting is broken.
        #expect(figures.coldStartCPU > 0.001)
        #expect(figures.roundTripBundleCPU > 0)
        #expect(figures.roundTripHostCPU > 0)
        #expect(figures.idleFootprint > 1_000_000)
        #expect(figures.description.contains("(bundle CPU "))
        #expect(figures.description.contains("(CPU: bundle "))
    }

    @Test func theCPUOfAReapedChildIsCountedOnceItIsReaped() throws {
        let before = CPUTime.reapedChildren()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        // Busy for a moment of CPU, not of waiting.
        process.arguments = ["-c", "i=0; while [ $i -lt 20000 ]; do i=$((i+1)); done"]
        try process.run()
        process.waitUntilExit()
        #expect(CPUTime.reapedChildren() - before > 0)
        #expect(CPUTime.threads(of: getpid()) > 0)
    }
}
