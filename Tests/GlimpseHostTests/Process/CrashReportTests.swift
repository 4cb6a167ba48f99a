//  CrashReportTests.swift — GlimpseHostTests (Glimpse)
//  Status: Complete
//  Behaviour: issue 14 "Diagnostics" — a crashed bundle is reported with Swift's own "Fatal
//  error: … file:line" line and the failing frame, not the last line of the backtracer's image
//  list. The report lines are the Swift 6.3.1 backtracer's on Linux, copied from a real crash.

import Foundation
import Testing

@testable import GlimpseHost

struct CrashReportTests {
    /// What a `fatalError("widget exploded")` in `boom()` writes to stderr (shortened registers).
    static let fatalErrorReport = [
        "Counter/Provider.swift:2: Fatal error: widget exploded",
        "",
        "*** Signal 4: Backtracing from 0x7f566a6f9361... done ***",
        "",
        "*** Program crashed: Illegal instruction at 0x00007f566a6f9361 ***",
        "",
        "Platform: x86_64 Linux (Debian GNU/Linux 12 (bookworm))",
        "",
        "Thread 0 \"Counter\" crashed:",
        "",
        "  0      0x00007f566a6f9361 _assertionFailure(_:_:file:line:flags:) + 225 in libswiftCore.so",
        "  1 [ra] 0x0000563bb1024073 boom() + 98 in Counter at /src/Counter/Provider.swift:2:15",
        "  2 [ra] 0x0000563bb1024191 main + 256 in Counter at /src/Counter/main.swift:3:64",
        "...",
        "",
        "",
        "Registers:",
        "",
        "rax 0x0000000000000000  0",
        "",
        "Images (13 omitted):",
        "",
        "0x0000563bb1023000–0x0000563bb10243d8 2a7f01ab28ff352b3ce0e8472f837c15fed43037 Counter /src/Counter",
        "0x00007f566a400000–0x00007f566a9d2d40 b521f25fdeacf504eca83d97c7308e8fc11be729 libswiftCore.so "
            + "/opt/swift/usr/lib/swift/linux/libswiftCore.so",
        "",
        "Backtrace took 0.19s",
        "",
    ]

    @Test func fatalErrorLineAndFailingFrameAreKeptFromTheBacktrace() {
        let report = CrashReport(lines: Self.fatalErrorReport)
        #expect(report.fatalLine == "Counter/Provider.swift:2: Fatal error: widget exploded")
        #expect(report.crashLine == "Program crashed: Illegal instruction at 0x00007f566a6f9361")
        #expect(report.frames.count == 3)
        #expect(report.failingFrame == "boom() at /src/Counter/Provider.swift:2:15")
        #expect(
            report.summary == [
                "Counter/Provider.swift:2: Fatal error: widget exploded",
                "Program crashed: Illegal instruction at 0x00007f566a6f9361",
                "at boom() at /src/Counter/Provider.swift:2:15",
            ])
    }

    @Test func runtimeFramesAreSkippedForTheFailingFrame() {
        let report = CrashReport(lines: [
            "Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range",
            "Thread 0 \"Counter\" crashed:",
            "  0      0x00007f523a76df7f closure #1 in _assertionFailure(_:_:file:line:flags:) + 623 in libswiftCore.so",
            "  2 [ra] 0x00007f523af2cf65 specialized Array.subscript.getter + 84 in libswiftSwiftOnoneSupport.so",
            "  3 [ra] 0x000055d3a9605fc1 load(_:) + 32 in Counter at /src/Counter/Provider.swift:1:33",
        ])
        #expect(report.fatalLine == "Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range")
        #expect(report.failingFrame == "load(_:) at /src/Counter/Provider.swift:1:33")
    }

    @Test func ordinaryOutputIsNoCrash() {
        let report = CrashReport(lines: ["loading entries", "Thread count: 4", "done"])
        #expect(report.isEmpty)
        #expect(report.summary.isEmpty)
    }

    @Test func aCrashedBundleIsReportedWithSwiftsMessageAndItsFrameNotTheImageList() throws {
        let lines = ["widget printed this"] + Self.fatalErrorReport
        let echo = lines.map { "printf '%s\\n' '\($0.replacingOccurrences(of: "'", with: "'\\''"))' >&2" }
        let bundle = try FakeBundle(script: "read line\n" + echo.joined(separator: "\n") + "\nexit 132")
        let process = try ExtensionProcess(executable: bundle.path)
        let error = #expect(throws: HostError.self) { try process.timeline(kind: "Counter", family: "systemSmall") }
        #expect(error?.code == .bundleCrashed)
        #expect(
            error?.message
                == "bundle 'FakeWidgets' exited with status 132 before answering timeline for 'Counter' (systemSmall): "
                + "Counter/Provider.swift:2: Fatal error: widget exploded (at boom() at /src/Counter/Provider.swift:2:15)"
        )
        #expect(
            error?.stderrTail == [
                "widget printed this", "Counter/Provider.swift:2: Fatal error: widget exploded",
                "at boom() at /src/Counter/Provider.swift:2:15",
            ])
    }
}
