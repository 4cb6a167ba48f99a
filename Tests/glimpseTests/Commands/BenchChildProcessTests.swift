//  BenchChildProcessTests.swift — glimpseTests (Glimpse)
//  Status: Complete
//  Behaviour: `glimpse bench serve` and `bench kiosk` share one way to read their number
//  options, find the bundle and read a child's CPU: those three, against real values.

import Foundation
import Testing

@testable import glimpse

struct BenchChildProcessTests {
    static let parser = ArgumentParser(
        options: [.init(name: "seconds", valueName: "s", help: ""), .init(name: "bundle", valueName: "p", help: "")],
        positionals: [])

    @Test func aNumberOptionIsItsValueOrTheDefault() throws {
        let given = try Self.parser.parse(["--seconds", "2.5"])
        #expect(try BenchChildProcess.positive(given, "seconds", default: 60, what: "seconds") == 2.5)
        let absent = try Self.parser.parse([])
        #expect(try BenchChildProcess.positive(absent, "seconds", default: 60, what: "seconds") == 60)
    }

    @Test(arguments: ["0", "-1", "soon"])
    func aNumberOptionThatIsNotPositiveIsAUsageErrorNamingIt(text: String) throws {
        let parsed = try Self.parser.parse(["--seconds", text])
        #expect {
            try BenchChildProcess.positive(parsed, "seconds", default: 60, what: "seconds")
        } throws: { error in
            (error as? UsageError)?.message == "'\(text)' is not a positive number of seconds"
        }
    }

    @Test func aBundleThatIsNotAnExecutableIsRefusedWithTheBuildCommand() throws {
        let parsed = try Self.parser.parse(["--bundle", "/nonexistent/EmojiRangers"])
        #expect {
            try BenchChildProcess.bundle(parsed)
        } throws: { error in
            (error as? CommandFailure)?.status == ExitCode.noInput
                && (error as? CommandFailure)?.message.contains("swift build --product EmojiRangers") == true
        }
    }

    @Test func theCPUOfAProcessGrowsWhileItWorksAndIsZeroOnceItIsGone() {
        let before = BenchChildProcess.cpuSeconds(of: getpid())
        var x = 0.0
        let clock = ContinuousClock()
        let start = clock.now
        // Work until the kernel's CPU count (10 ms ticks) has moved; counted, not timed. At least
        // once: other tests' threads in this process may move the count before the first check.
        repeat {
            for i in 0..<100_000 { x += Double(i).squareRoot() }
        } while BenchChildProcess.cpuSeconds(of: getpid()) <= before && start.duration(to: clock.now) < .seconds(30)
        #expect(x > 0)
        #expect(BenchChildProcess.cpuSeconds(of: getpid()) > before)
        #expect(BenchChildProcess.cpuSeconds(of: Int32.max) == 0)
    }
}
