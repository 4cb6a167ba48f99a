//  BundleOutputTests.swift — glimpseTests (Glimpse)
//  Status: Complete
//  Behaviour: issue 14 "Diagnostics" — a bundle's stderr lines are shown prefixed with its name,
//  escaped (a crash's backtrace is left out before: StderrTailTests).

import Foundation
import Testing

@testable import glimpse

struct BundleOutputTests {
    /// Collects what `BundleOutput` writes.
    final class Lines: @unchecked Sendable {
        // @unchecked Sendable: `lock` guards `all`.
        private let lock = NSLock()
        private var all: [String] = []
        func append(_ line: String) { lock.withLock { all.append(line) } }
        var written: [String] { lock.withLock { all } }
    }

    @Test func linesArePrefixedWithTheBundleAndEscaped() {
        let lines = Lines()
        let output = BundleOutput(bundlePath: ".build/debug/Counter") { lines.append($0) }
        for line in [
            "loaded 3 entries", "tab\there", "Counter/Provider.swift:2: Fatal error: boom", "",
        ] {
            output.forward(line)
        }
        #expect(
            lines.written == [
                "[Counter] loaded 3 entries", "[Counter] tab\\there",
                "[Counter] Counter/Provider.swift:2: Fatal error: boom",
                "[Counter] ",
            ])
    }
}
