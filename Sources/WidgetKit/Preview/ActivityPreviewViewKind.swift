//  ActivityPreviewViewKind.swift — WidgetKit (Glimpse)
//  Status: Complete
//  Behaviour: Apple WidgetKit "ActivityPreviewViewKind" and "PreviewActivityBuilder": which Live
//  Activity presentation a preview shows, and the list of content states it steps through.

public import ActivityKit

/// The presentation of a Live Activity a preview shows.
///
/// Source: Apple WidgetKit "ActivityPreviewViewKind".
public enum ActivityPreviewViewKind: Hashable, Sendable {
    /// The presentations of the Dynamic Island.
    ///
    /// Source: Apple WidgetKit "ActivityPreviewViewKind.DynamicIslandPreviewViewState".
    public enum DynamicIslandPreviewViewState: Hashable, Sendable {
        /// Leading and trailing views around the TrueDepth camera.
        case compact
        /// The presentation shown when the person touches and holds the island.
        case expanded
        /// The circle shown when several activities run.
        case minimal
    }

    /// The Lock Screen presentation (and the banner on devices without a Dynamic Island).
    case content
    /// A Dynamic Island presentation.
    case dynamicIsland(DynamicIslandPreviewViewState)

    /// `content`, `dynamicIsland.compact`, … as listings and file names show it.
    package var wireName: String {
        switch self {
        case .content: "content"
        case .dynamicIsland(.compact): "dynamicIsland.compact"
        case .dynamicIsland(.expanded): "dynamicIsland.expanded"
        case .dynamicIsland(.minimal): "dynamicIsland.minimal"
        }
    }
}

/// Builds the content states a Live Activity preview steps through, one per line.
///
/// Source: Apple WidgetKit "PreviewActivityBuilder".
@resultBuilder
public struct PreviewActivityBuilder<A: ActivityAttributes> {
    public static func buildExpression(_ expression: A.ContentState) -> [A.ContentState] { [expression] }

    public static func buildPartialBlock(first: [A.ContentState]) -> [A.ContentState] { first }

    public static func buildPartialBlock(accumulated: [A.ContentState], next: [A.ContentState]) -> [A.ContentState] {
        accumulated + next
    }

    public static func buildArray(_ components: [[A.ContentState]]) -> [A.ContentState] {
        components.flatMap { $0 }
    }
}
