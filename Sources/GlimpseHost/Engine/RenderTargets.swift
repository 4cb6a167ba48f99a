//  RenderTargets.swift — GlimpseHost (Glimpse)
//  Status: Complete
//  Behaviour: reference widgetkit.md §2.3: WidgetKit has every entry archived ahead of time for
//  each environment variant the place may show (light and dark, display scales…).

public import GlimpseArchive

/// What one instance's timelines are laid out for.
public struct RenderTargets: Hashable, Sendable {
    /// Canvas size in points; nil lets the bundle use the 6.1-inch iPhone's size for the family.
    public var displaySize: Size?
    /// One archive per entry per environment, in this order.
    public var environments: [RenderEnvironment]

    public init(displaySize: Size? = nil, environments: [RenderEnvironment] = [RenderEnvironment()]) {
        self.displaySize = displaySize
        self.environments = environments
    }
}
