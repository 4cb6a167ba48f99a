//  BenchChildProcess.swift — glimpse (Glimpse)
//  Status: Complete
//  Behaviour: STYLE R17: the benches that start a child glimpse process and measure it alone
//  (`glimpse bench serve`, `glimpse bench kiosk`) share how they find glimpse and the bundle,
//  read their number options, and read the child's CPU (/proc/<pid>/stat fields 14 and 15).

import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Measuring a child `glimpse` process: the executable, the bundle, options and CPU.
enum BenchChildProcess {
    /// This glimpse executable, to start as the child.
    static var glimpse: URL { URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath() }

    /// `--bundle`, or the EmojiRangers executable beside glimpse.
    /// - Throws: `CommandFailure` (66) when there is no executable there, naming the fix.
    static func bundle(_ parsed: ArgumentParser.Result) throws -> String {
        let bundle =
            parsed.value("bundle") ?? glimpse.deletingLastPathComponent().appendingPathComponent("EmojiRangers").path
        guard FileManager.default.isExecutableFile(atPath: bundle) else {
            throw CommandFailure(
                ExitCode.noInput,
                "no bundle at \(bundle); build it (swift build --product EmojiRangers) or pass --bundle")
        }
        return bundle
    }

    /// The option `name` as a number above 0, or `value` without it.
    /// - Throws: `UsageError` "'x' is not a positive number of <what>".
    static func positive(_ parsed: ArgumentParser.Result, _ name: String, default value: Double, what: String)
        throws -> Double
    {
        guard let text = parsed.value(name) else { return value }
        guard let number = Double(text), number > 0 else {
            throw UsageError("'\(text)' is not a positive number of \(what)")
        }
        return number
    }

    /// User + system CPU seconds of `pid` so far (/proc/<pid>/stat fields 14 and 15); 0 when
    /// the process is gone.
    static func cpuSeconds(of pid: Int32) -> Double {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = text.lastIndex(of: ")")
        else { return 0 }
        let fields = text[text.index(after: close)...].split(separator: " ")
        guard fields.count > 13, let user = Double(fields[11]), let system = Double(fields[12]) else { return 0 }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }
}
