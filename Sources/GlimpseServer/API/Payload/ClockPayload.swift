//  ClockPayload.swift — GlimpseServer (Glimpse)
//  Status: Complete
//  Behaviour: Docs/SimulatorAPI.md "GET /api/clock": the simulated time and how it runs, with
//  the real time it was read at, so a page can run the clock itself between events.

public import Foundation

/// The clock as the API reports it.
public struct ClockPayload: Encodable, Sendable {
    /// Simulated time (UTC).
    public var now: Date
    /// The real time `now` was read at (UTC).
    public var wall: Date
    /// `live`, `running` or `paused`.
    public var mode: String
    /// Simulated seconds per real second.
    public var rate: Double

    init(_ clock: SimulatorClock) {
        let state = clock.current
        wall = Date()
        now = clock.now
        mode = state.mode.rawValue
        rate = state.rate
    }
}
