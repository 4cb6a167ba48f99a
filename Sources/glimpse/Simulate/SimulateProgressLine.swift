//  SimulateProgressLine.swift — glimpse (Glimpse)
//  Status: Complete
//  Behaviour: issue 3 "It shows progress while it runs": on a terminal, one line on stderr
//  rewritten in place; otherwise (a pipe, a CI log) a line at each tenth of the replay.

import Foundation
import GlimpseHost

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Shows a replay's progress on stderr.
final class SimulateProgressLine {
    private let isTerminal: Bool
    private let time: (Date) -> String
    private var lastTenth = -1
    /// `elapsed` of the last redraw on a terminal, real seconds.
    private var lastDrawn = 0.0
    private var shown = false

    /// - Parameters:
    ///   - isTerminal: Whether stderr is a terminal (default: asks `isatty(2)`).
    ///   - time: Writes a simulated instant, e.g. "14:00" or "Tue 14:00".
    init(isTerminal: Bool = isatty(2) == 1, time: @escaping (Date) -> String) {
        self.isTerminal = isTerminal
        self.time = time
    }

    /// The line for `progress`: "Simulating 14:00 · 25% · 3 provider calls · 2 reloads, 0 refused · 1.2 s".
    static func line(_ progress: SimulationProgress, time: String) -> String {
        let percent = Int((progress.fraction * 100).rounded(.down))
        let calls = progress.providerCalls == 1 ? "1 provider call" : "\(progress.providerCalls) provider calls"
        let reloads = progress.reloadsGranted == 1 ? "1 reload" : "\(progress.reloadsGranted) reloads"
        return "Simulating \(time) · \(percent)% · "
            + "\(calls) · \(reloads), \(progress.reloadsRefused) refused · "
            + String(format: "%.1f s", progress.elapsed)
    }

    /// Shows `progress`: in place on a terminal (at most ten times a second); as a new line at each
    /// tenth of the replay otherwise.
    func update(_ progress: SimulationProgress) {
        let text = Self.line(progress, time: time(progress.time))
        if isTerminal {
            // At most ten redraws a second, and always the last.
            guard progress.elapsed - lastDrawn >= 0.1 || progress.fraction >= 1 || !shown else { return }
            lastDrawn = progress.elapsed
            write("\r\u{1B}[2K" + text)
            shown = true
        } else {
            let tenth = Int((progress.fraction * 10).rounded(.down))
            guard tenth > lastTenth else { return }
            lastTenth = tenth
            write(text + "\n")
        }
    }

    /// Clears the in-place line (a terminal) so the summary starts on a clean line.
    func finish() {
        guard isTerminal, shown else { return }
        write("\r\u{1B}[2K")
        shown = false
    }

    private func write(_ text: String) {
        try? FileHandle.standardError.write(contentsOf: Data(text.utf8))
    }
}
