//  TimerStore.swift — Productivity example (Glimpse)
//  Status: Complete
//  Behaviour: the timers' state, kept in a JSON file the app, its controls and its widget share
//  (on iOS, a file in the app group's container): which timers run since when, and the seconds
//  each ran before. `PRODUCTIVITY_STATE` names the file; by default it is in the temporary folder.

import Foundation

struct TimerState: Codable {
    /// When each running timer started.
    var started: [String: Date] = [:]
    /// Seconds each timer ran before its current run.
    var total: [String: Double] = [:]
    /// Breaks logged.
    var breaks = 0
}

enum TimerStore {
    static var url: URL {
        if let path = ProcessInfo.processInfo.environment["PRODUCTIVITY_STATE"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        return FileManager.default.temporaryDirectory.appendingPathComponent("productivity-timers.json")
    }

    static func load() -> TimerState {
        guard let data = try? Data(contentsOf: url) else { return TimerState() }
        return (try? JSONDecoder().decode(TimerState.self, from: data)) ?? TimerState()
    }

    static func save(_ state: TimerState) throws {
        try JSONEncoder().encode(state).write(to: url, options: .atomic)
    }

    static func isRunning(_ timer: String) -> Bool { load().started[timer] != nil }

    /// Starts or stops `timer` at `date`.
    static func setRunning(_ timer: String, _ running: Bool, at date: Date = Date()) throws {
        var state = load()
        if running {
            if state.started[timer] == nil { state.started[timer] = date }
        } else if let start = state.started.removeValue(forKey: timer) {
            state.total[timer, default: 0] += date.timeIntervalSince(start)
        }
        try save(state)
    }

    /// Seconds `timer` has run, counting its current run up to `date`.
    static func seconds(_ timer: String, at date: Date = Date()) -> Double {
        let state = load()
        let running = state.started[timer].map { date.timeIntervalSince($0) } ?? 0
        return state.total[timer, default: 0] + running
    }

    static func logBreak() throws {
        var state = load()
        state.breaks += 1
        try save(state)
    }
}
