//  StderrTailTests.swift — GlimpseHostTests (Glimpse)
//  A bundle's stderr: its own lines are passed on and kept; Swift's fatal message is kept but not
//  passed on (the crash's error names it), and a crash's backtrace goes to the crash report only,
//  so `serve`'s log and `preview` show a crash once, in its error line.

import Foundation
import Testing

@testable import GlimpseHost

struct StderrTailTests {
    @Test func theWidgetsLinesArePassedOnAndSwiftsMessageAndTheBacktraceAreNot() {
        let tail = StderrTail()
        let passed = [
            "loaded 3 entries", "Counter/Provider.swift:2: Fatal error: boom", "",
            "*** Signal 4: Backtracing from 0x7f566a6f9361... done ***",
            "*** Program crashed: Illegal instruction at 0x00007f566a6f9361 ***", "Thread 0 crashed:",
            "0 0x00007f566a6f9361 closure in Provider.timeline() in Counter at /src/Counter/Provider.swift:2:9",
        ].filter { tail.append($0) }
        #expect(passed == ["loaded 3 entries"])
        #expect(tail.snapshot == ["loaded 3 entries", "Counter/Provider.swift:2: Fatal error: boom"])
        #expect(tail.report.crashLine == "Program crashed: Illegal instruction at 0x00007f566a6f9361")
    }
}
