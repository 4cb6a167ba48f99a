//  PlacePresentation.swift — GlimpseHost (Glimpse)
//  Status: Complete
//  Behaviour: reference widgetkit.md §5.1 (modes by family and place), §5.2 (container
//  background removal, content margins), §12.6–7 and §12.15 (the environment is part of the
//  render key: isLuminanceReduced is a variant of its own).

/// How one family is shown in one place: the rendering modes it can get, in which of them the
/// container background shows and Always On applies, and the content margins.
public struct PlacePresentation: Hashable, Sendable {
    /// The modes the family can be shown in here; the first is the one the place shows unless
    /// the user changes the appearance (e.g. `fullColor` before `accented` on the Home Screen).
    public var renderingModes: [RenderingModeName]
    /// The modes in which the removable container background (`containerBackground(for:
    /// .widget)`) is drawn; in the others the host drops it (vibrant, StandBy) or replaces it
    /// with a tint or glass (accented), and `showsWidgetContainerBackground` is false.
    public var containerBackgroundModes: Set<RenderingModeName>
    /// The modes in which the place also shows the widget in Always On (`isLuminanceReduced`
    /// true): every mode on watch faces, `vibrant` (night) in StandBy, none elsewhere.
    public var alwaysOnModes: Set<RenderingModeName>
    /// The margins the host reports in `widgetContentMargins` and insets content by, in points.
    public var contentMargins: ContentMargins

    public init(
        renderingModes: [RenderingModeName], containerBackgroundModes: Set<RenderingModeName> = [],
        alwaysOnModes: Set<RenderingModeName> = [], contentMargins: ContentMargins = .zero
    ) {
        precondition(!renderingModes.isEmpty, "PlacePresentation: a place shows at least one rendering mode")
        self.renderingModes = renderingModes
        self.containerBackgroundModes = containerBackgroundModes
        self.alwaysOnModes = alwaysOnModes
        self.contentMargins = contentMargins
    }

    /// The mode the place shows by default.
    public var defaultRenderingMode: RenderingModeName { renderingModes[0] }

    /// Whether the family can be shown in `mode` here.
    public func allows(_ mode: RenderingModeName) -> Bool { renderingModes.contains(mode) }

    /// Whether the container background is drawn in `mode` (false for a mode not allowed).
    public func showsContainerBackground(in mode: RenderingModeName) -> Bool {
        allows(mode) && containerBackgroundModes.contains(mode)
    }

    /// Whether an Always On (`isLuminanceReduced`) variant exists in `mode`.
    public func hasAlwaysOn(in mode: RenderingModeName) -> Bool {
        allows(mode) && alwaysOnModes.contains(mode)
    }
}
