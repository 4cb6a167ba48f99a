//  StopSignals.swift — glimpse (Glimpse)
//  Status: Complete
//  Behaviour: a long-running command (`glimpse host`) stops on SIGINT or SIGTERM, or when its
//  `--for` seconds have passed, by running its own `stop` (never by dying mid-write).

import Dispatch
import Foundation

/// Runs a command's `stop` on SIGINT, SIGTERM or after a number of seconds.
enum StopSignals {
    nonisolated(unsafe) private static var sources: [any DispatchSourceSignal] = []

    /// Calls `stop` (on another thread) at the first SIGINT or SIGTERM and, when `seconds` is
    /// given, after that many seconds of wall time.
    static func install(after seconds: Double? = nil, _ stop: @escaping @Sendable () -> Void) {
        for signalNumber in [SIGINT, SIGTERM] {
            signal(signalNumber, SIG_IGN)
            let watcher = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            watcher.setEventHandler(handler: stop)
            watcher.resume()
            sources.append(watcher)
        }
        if let seconds {
            DispatchQueue.global().asyncAfter(wallDeadline: .now() + max(seconds, 0), execute: stop)
        }
    }

    /// `--for`'s value: seconds, zero or more; nil when it is not given.
    /// - Throws: `UsageError` for anything else.
    static func duration(_ text: String?) throws -> Double? {
        guard let text else { return nil }
        guard let value = Double(text), value >= 0, value.isFinite else {
            throw UsageError("'\(text)' is not a number of seconds")
        }
        return value
    }
}
