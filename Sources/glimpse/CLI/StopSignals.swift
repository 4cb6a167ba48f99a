//  StopSignals.swift — glimpse (Glimpse)
//  Status: Complete
//  Behaviour: a long-running command (`glimpse host`) stops on SIGINT or SIGTERM, or when its
//  `--for` seconds have passed, by running its own `stop` (never by dying mid-write). A stop
//  installed after the command was told to stop (a viewer that became the host) runs at once.
//  Stopped by SIGINT (Ctrl-C), a command says "interrupted" on stderr and exits 130
//  (`ExitCode.interrupted`); a batch command (`simulate`) that has nothing to stop cleanly exits
//  at once the same way.

import Dispatch
import Foundation
import Synchronization

/// Runs a command's `stop` on SIGINT, SIGTERM or after a number of seconds.
enum StopSignals {
    nonisolated(unsafe) private static var sources: [any DispatchSourceSignal] = []

    /// What was installed and whether the command was told to stop.
    private struct State {
        var watching = false
        var fired = false
        /// Whether the stop came from SIGINT (Ctrl-C) rather than SIGTERM or `--for`.
        var interrupted = false
        var stops: [@Sendable () -> Void] = []
    }

    private static let state = Mutex(State())

    /// Calls `stop` (on another thread) at the first SIGINT or SIGTERM and, when `seconds` is
    /// given, after that many seconds of wall time; at once when the command was already told to
    /// stop. Every stop installed runs when either comes.
    static func install(after seconds: Double? = nil, _ stop: @escaping @Sendable () -> Void) {
        let (watching, fired) = state.withLock { state -> (Bool, Bool) in
            state.stops.append(stop)
            defer { state.watching = true }
            return (state.watching, state.fired)
        }
        if fired {
            DispatchQueue.global().async(execute: stop)
            return
        }
        if !watching {
            for signalNumber in [SIGINT, SIGTERM] {
                signal(signalNumber, SIG_IGN)
                let watcher = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
                let interrupted = signalNumber == SIGINT
                watcher.setEventHandler { fire(interrupted: interrupted) }
                watcher.resume()
                sources.append(watcher)
            }
        }
        if let seconds {
            DispatchQueue.global().asyncAfter(wallDeadline: .now() + max(seconds, 0)) { fire(interrupted: false) }
        }
    }

    /// Whether a signal or the end of `--for` has come.
    static var fired: Bool { state.withLock { $0.fired } }

    /// Whether the first stop came from SIGINT (Ctrl-C).
    static var interrupted: Bool { state.withLock { $0.interrupted } }

    private static func fire(interrupted: Bool) {
        let stops = state.withLock { state -> [@Sendable () -> Void] in
            if !state.fired { state.interrupted = interrupted }
            state.fired = true
            return state.stops
        }
        for stop in stops { stop() }
    }

    /// The status a command that stopped cleanly exits with: `status`, or 130 after saying
    /// "glimpse <command>: interrupted; <detail>" on stderr when SIGINT stopped it.
    static func exitStatus(_ status: Int32, command: String, detail: String) -> Int32 {
        guard interrupted else { return status }
        Console.error(interruptedLine(command: command, detail: detail))
        return ExitCode.interrupted
    }

    /// "glimpse host: interrupted (Ctrl-C); …".
    static func interruptedLine(command: String, detail: String) -> String {
        "glimpse \(command): interrupted (Ctrl-C); \(detail)"
    }

    nonisolated(unsafe) private static var interruptSource: (any DispatchSourceSignal)?

    /// For a batch command with no clean stop: at SIGINT, says "glimpse <command>: interrupted;
    /// <detail>" on stderr (on a line of its own after a progress line) and exits 130 at once.
    /// Bundles it started see their stdin close and exit.
    static func exitOnInterrupt(command: String, detail: String) {
        signal(SIGINT, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
        source.setEventHandler {
            Console.error((isatty(2) == 1 ? "\n" : "") + interruptedLine(command: command, detail: detail))
            exit(ExitCode.interrupted)
        }
        source.resume()
        interruptSource = source
    }

    /// `--for`'s value: seconds, zero or more; nil when it is not given.
    /// - Throws: `UsageError` for anything else.
    static func duration(_ text: String?) throws -> Double? {
        try SecondsOption.parse(text, option: "--for", allowsZero: true, example: "60")
    }
}
