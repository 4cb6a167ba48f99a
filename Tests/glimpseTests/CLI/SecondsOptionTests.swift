//  SecondsOptionTests.swift — glimpseTests (Glimpse)
//  Status: Complete
//  Behaviour: an option that takes seconds refuses a negative, zero (unless allowed), non-numeric
//  or infinite value with a usage error naming the option, the value and the range — the same
//  in `preview`, `simulate`, `lint` and `host`.

import Foundation
import Testing

@testable import glimpse

struct SecondsOptionTests {
    @Test func aValueInRangeIsItsSeconds() throws {
        #expect(try SecondsOption.parse("2.5", option: "--timeout") == 2.5)
        #expect(try SecondsOption.parse("0", option: "--for", allowsZero: true) == 0)
        #expect(try SecondsOption.parse(nil, option: "--timeout") == nil)
    }

    @Test(arguments: ["-1", "0", "ten", "inf", "nan", ""])
    func aTimeoutOutOfRangeNamesTheOptionAndTheRange(text: String) {
        #expect(throws: UsageError("--timeout takes a number of seconds more than 0 (e.g. 10), not '\(text)'")) {
            try SecondsOption.parse(text, option: "--timeout")
        }
    }

    @Test func aNegativeDurationNamesZeroOrMore() {
        #expect(throws: UsageError("--for takes a number of seconds 0 or more (e.g. 60), not '-5'")) {
            try SecondsOption.parse("-5", option: "--for", allowsZero: true, example: "60")
        }
    }

    @Test(arguments: [
        ["preview", "/bin/true", "--out", "x"], ["simulate", "/bin/true", "--out", "x"], ["lint", "/bin/true"],
    ])
    func everyCommandTellsTheSameAboutANegativeTimeout(command: [String]) throws {
        let run = try GlimpseBinary.run(command + ["--timeout", "-1"])
        #expect(run.status == 64, "\(run.stderr)")
        #expect(
            run.stderr.hasPrefix("Error: --timeout takes a number of seconds more than 0 (e.g. 10), not '-1'\n"),
            "\(run.stderr)")
    }
}
