//  ClockState.swift — GlimpseServer (Glimpse)
//  Status: Complete
//  Behaviour: issue 5 "The page": the clock controls — live, paused, ×60, ×3600, jump.

/// How the simulator's clock runs.
public struct ClockState: Hashable, Codable, Sendable {
    /// Live follows the wall clock; running runs at `rate` from a moved time; paused stands still.
    public enum Mode: String, Hashable, Codable, Sendable {
        case live, running, paused
    }

    public var mode: Mode
    /// Simulated seconds per real second: 1 live, 0 paused.
    public var rate: Double

    public init(mode: Mode, rate: Double) {
        self.mode = mode
        self.rate = rate
    }

    /// The wall clock.
    public static let live = ClockState(mode: .live, rate: 1)
}
