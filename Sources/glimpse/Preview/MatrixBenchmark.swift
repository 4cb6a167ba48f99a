//  MatrixBenchmark.swift — glimpse (Glimpse)
//  Status: Complete
//  Behaviour: STYLE R17 and issue 4 ("glimpse bench render --matrix reports the matrix render
//  time for the example; aim under 2 s"): the whole `glimpse preview --matrix` of a bundle —
//  start, requests, renders, contact sheet, files — timed over several runs.

import Foundation
import GlimpseHost

/// `glimpse bench render --matrix`: times the EmojiRangers matrix end to end.
enum MatrixBenchmark {
    /// The options `glimpse bench render` adds for the matrix.
    static let options: [ArgumentParser.Option] = [
        .init(
            name: "matrix", valueName: nil,
            help: "Time 'glimpse preview --matrix' end to end (bundle start, requests, renders, contact sheet, "
                + "files) instead of single frames."),
        .init(
            name: "bundle", valueName: "bundle-executable",
            help: "The bundle whose matrix --matrix times (default: EmojiRangers next to glimpse)."),
    ]

    /// Runs the matrix `--iterations` times (default 5) into a temporary folder and prints the
    /// median and fastest run, and the median run's parts.
    /// - Throws: `UsageError` for a bad `--iterations`; `CommandFailure` if a run fails (e.g.
    ///   66 when the bundle is missing: build it with `swift build -c release --product EmojiRangers`).
    static func run(_ parsed: ArgumentParser.Result) throws -> Int32 {
        var iterations = 5
        if let text = parsed.value("iterations") {
            guard let value = Int(text), value > 0 else {
                throw UsageError("'\(text)' is not a positive number of iterations")
            }
            iterations = value
        }
        let bundle = parsed.value("bundle") ?? defaultBundle
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glimpse-bench-matrix-\(getpid())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let options = try PreviewOptions(PreviewCommand.parser.parse([bundle, "--matrix", "--out", folder.path]))
        var runs: [MatrixRun.Figures] = []
        for _ in 0..<iterations {
            runs.append(try MatrixRun(options: options, printsFiles: false).perform())
        }
        runs.sort { $0.total < $1.total }
        let median = runs[runs.count / 2]
        let sheets = median.sheets.map { "\($0.width)×\($0.height) px" }.joined(separator: ", ")
        let name = (bundle as NSString).lastPathComponent
        Console.output(
            """
            render.matrix.\(name) (\(options.device.name): \(median.images) images, \(median.requestCount) requests, \
            sheet \(sheets))
              total    median \(ms(median.total))  fastest \(ms(runs[0].total))  (\(runs.count) runs)
              parts    start \(ms(median.start))  requests \(ms(median.requests))  renders+sheet \(ms(median.render))  \
            files \(ms(median.write))
            """)
        return ExitCode.ok
    }

    /// EmojiRangers in the folder of the running `glimpse` (`.build/<config>/`).
    private static var defaultBundle: String {
        URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent("EmojiRangers").path
    }

    /// `1234.5 ms`.
    private static func ms(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let value = Double(seconds) * 1000 + Double(attoseconds) / 1e15
        return String(format: "%.1f ms", value)
    }
}
