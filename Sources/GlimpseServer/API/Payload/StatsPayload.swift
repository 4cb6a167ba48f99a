//  StatsPayload.swift — GlimpseServer (Glimpse)
//  Status: Complete
//  Behaviour: Docs/SimulatorAPI.md "GET /api/stats": counters for `glimpse bench serve` and for
//  anyone watching the server's load.

/// What the server has done since it started.
public struct StatsPayload: Encodable, Sendable {
    /// Frames drawn (PNG, SVG and gallery snapshots).
    public var framesRendered: Int
    /// CPU seconds spent drawing widget frames.
    public var renderSeconds: Double
    /// Events broadcast to the pages.
    public var eventsSent: Int
    /// Event streams open now.
    public var streamsOpen: Int
}
