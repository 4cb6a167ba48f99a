//  SimulationPlan.swift — GlimpseHost (Glimpse)
//  Status: Complete
//  Behaviour: issue 3 "The clock and glimpse simulate": what to replay — one widget instance of
//  a bundle over a span of simulated time, with optional view and foreground scripts.

public import Foundation
public import GlimpseArchive

/// What `Simulator.run` replays. Echoed in the report.
public struct SimulationPlan: Hashable, Codable, Sendable {
    /// Path of the bundle's executable (with an in-process source: a name for messages).
    public var bundle: String
    /// The widget's `kind`.
    public var kind: String
    public var family: FamilyName
    public var place: InstancePlace
    /// The configuration as JSON text (`"{}"` for a static configuration).
    public var configuration: String
    /// First simulated instant (UTC); the instance is added and loaded then.
    public var start: Date
    /// Seconds of simulated time to replay (86 400 for `--for 24h`).
    public var duration: TimeInterval
    /// When a person looks at the widget; nil means always. Staleness counts only while viewed.
    /// Spans must not overlap.
    public var views: [TimeSpan]?
    /// When the bundle's app is in the foreground (every reload then is free); nil means never.
    public var foreground: [TimeSpan]?
    public var settings: HostSettings
    /// The environments each entry is archived for; the first is the one "shown".
    public var environments: [RenderEnvironment]
    /// Canvas size in points; nil lets the bundle use the 6.1-inch iPhone's.
    public var displaySize: Size?

    public init(
        bundle: String, kind: String, family: FamilyName, place: InstancePlace = .homeScreen,
        configuration: String = "{}", start: Date, duration: TimeInterval, views: [TimeSpan]? = nil,
        foreground: [TimeSpan]? = nil, settings: HostSettings = HostSettings(),
        environments: [RenderEnvironment] = [RenderEnvironment()], displaySize: Size? = nil
    ) {
        self.bundle = bundle
        self.kind = kind
        self.family = family
        self.place = place
        self.configuration = configuration
        self.start = start
        self.duration = duration
        self.views = views
        self.foreground = foreground
        self.settings = settings
        self.environments = environments
        self.displaySize = displaySize
    }

    /// The instant the replay stops (`start + duration`).
    public var end: Date { start.addingTimeInterval(duration) }
}
