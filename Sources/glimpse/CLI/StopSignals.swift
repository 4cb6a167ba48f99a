//  StopSignals.swift — glimpse (Glimpse)
//  Status: Complete
//  Behaviour: a long-running command (`glimpse host`) stops on SIGINT or SIGTERM, or when its
//  `--for` seconds have passed, by running its own `stop` (never by dying mid-write). A stop
//  installed after the command was told to stop (a viewer that became the host) runs at once.

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
                watcher.setEventHandler(handler: fire)
                watcher.resume()
                sources.append(watcher)
            }
        }
        if let seconds {
            DispatchQueue.global().asyncAfter(wallDeadline: .now() + max(seconds, 0), execute: fire)
        }
    }

    /// Whether a signal or the end of `--for` has come.
    static var fired: Bool { state.withLock { $0.fired } }

    private static func fire() {
        let stops = state.withLock { state -> [@Sendable () -> Void] in
            state.fired = true
            return state.stops
        }
        for stop in stops { stop() }
    }

    /// `--for`'s value: seconds, zero or more; nil when it is not given.
    /// - Throws: `UsageError` for anything else.
    static func duration(_ text: String?) throws -> Double? {
        try SecondsOption.parse(text, option: "--for", allowsZero: true, example: "60")
    }
}
