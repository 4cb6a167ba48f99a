//  SimulatorStateFile.swift — GlimpseServer (Glimpse)
//  Status: Complete
//  Behaviour: issue 5 "The state lives in the host's store": the widgets are the store's
//  instances; the simulator's own settings and the order of slots and stacks are kept next to
//  it, in `<db>.simulator.json`, written atomically on every change.

import Foundation

/// Reads and writes `SimulatorState` beside the host database.
struct SimulatorStateFile: Sendable {
    /// The file, or nil for a simulator that keeps its state in memory only.
    let path: String?

    /// The file beside `databasePath` (nil or `:memory:` keeps nothing).
    init(databasePath: String?) {
        guard let databasePath, databasePath != ":memory:", !databasePath.isEmpty else {
            path = nil
            return
        }
        path = databasePath + ".simulator.json"
    }

    /// The stored state, or the defaults when there is no file yet.
    /// - Throws: `ServerError` `.badRequest` naming the file when it is not a simulator state
    ///   (the file is left untouched).
    func load() throws(ServerError) -> SimulatorState {
        guard let path, let data = FileManager.default.contents(atPath: path) else { return SimulatorState() }
        do {
            return try JSONDecoder().decode(SimulatorState.self, from: data)
        } catch {
            throw ServerError(
                .badRequest,
                "'\(path)' is not a Glimpse simulator state file (\(error)); move it away to start with the defaults")
        }
    }

    /// Writes `state` (atomically). Failures are returned, not thrown: the simulator goes on.
    func save(_ state: SimulatorState) -> (any Error)? {
        guard let path else { return nil }
        do {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
            try encoder.encode(state).write(to: URL(fileURLWithPath: path), options: .atomic)
            return nil
        } catch {
            return error
        }
    }
}
