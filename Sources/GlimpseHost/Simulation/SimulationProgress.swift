//  SimulationProgress.swift — GlimpseHost (Glimpse)
//  Status: Complete
//  Behaviour: what `Simulator.run` tells its progress callback while it replays.

public import Foundation

/// Where a replay is.
public struct SimulationProgress: Hashable, Sendable {
    /// The simulated time reached.
    public var time: Date
    /// 0…1 of the plan's duration.
    public var fraction: Double
    public var providerCalls: Int
    public var reloadsGranted: Int
    public var reloadsRefused: Int
    /// Real seconds since the replay began.
    public var elapsed: TimeInterval
}
