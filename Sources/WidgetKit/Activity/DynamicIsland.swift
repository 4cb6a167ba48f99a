//  DynamicIsland.swift — WidgetKit (Glimpse)
//  Status: Complete
//  Behaviour: Apple WidgetKit "DynamicIsland", "DynamicIslandMode" and DynamicIsland's
//  `widgetURL(_:)`, `keylineTint(_:)`, `contentMargins(_:_:for:)`: the views of the expanded,
//  compact and minimal presentations and how they are framed. Drawn by ActivityPresentation.

public import Foundation
public import SwiftUI

/// A presentation of a Live Activity in the Dynamic Island.
///
/// Source: Apple WidgetKit "DynamicIslandMode".
public struct DynamicIslandMode: Hashable, Sendable {
    let name: String
    /// The leading side of the compact presentation (one activity running).
    public static let compactLeading = DynamicIslandMode(name: "compactLeading")
    /// The trailing side of the compact presentation.
    public static let compactTrailing = DynamicIslandMode(name: "compactTrailing")
    /// The circle shown when several activities run.
    public static let minimal = DynamicIslandMode(name: "minimal")
    /// The presentation shown when the person touches and holds the island.
    public static let expanded = DynamicIslandMode(name: "expanded")
}

/// The views of a Live Activity in the Dynamic Island.
///
/// Source: Apple WidgetKit "DynamicIsland".
public struct DynamicIsland {
    let expandedRegions: [ExpandedRegion]
    let compactLeading: AnyView
    let compactTrailing: AnyView
    let minimal: AnyView
    /// `keylineTint(_:)`.
    var keyline: Color?
    /// `widgetURL(_:)`.
    var url: URL?
    /// `contentMargins(_:_:for:)`, in the order given; a later call wins for the edges it names.
    var margins: [(edges: Edge.Set, length: CGFloat?, mode: DynamicIslandMode)] = []

    /// - Parameters:
    ///   - expanded: The regions of the expanded presentation (`DynamicIslandExpandedRegion`s).
    ///   - compactLeading: Beside the camera on the leading side, 52.33×36.67 pt on a 6.1-inch iPhone.
    ///   - compactTrailing: Beside the camera on the trailing side, the same size.
    ///   - minimal: The circle, 36.67 pt (up to 45 pt wide).
    ///
    /// Source: Apple WidgetKit "init(expanded:compactLeading:compactTrailing:minimal:)"; sizes from
    /// the HIG "Live Activities" specifications (393×852 pt screen).
    public init<Expanded: View, CompactLeading: View, CompactTrailing: View, Minimal: View>(
        @DynamicIslandExpandedContentBuilder expanded: @escaping () -> DynamicIslandExpandedContent<Expanded>,
        @ViewBuilder compactLeading: @escaping () -> CompactLeading,
        @ViewBuilder compactTrailing: @escaping () -> CompactTrailing,
        @ViewBuilder minimal: @escaping () -> Minimal
    ) {
        expandedRegions = expanded().regions
        self.compactLeading = AnyView(compactLeading())
        self.compactTrailing = AnyView(compactTrailing())
        self.minimal = AnyView(minimal())
    }

    /// The URL opened when the person taps the activity in the island.
    ///
    /// Source: Apple WidgetKit "DynamicIsland.widgetURL(_:)".
    public func widgetURL(_ url: URL?) -> DynamicIsland {
        var copy = self
        copy.url = url
        return copy
    }

    /// Tints the island's border (its keyline) to match the content.
    ///
    /// Source: Apple WidgetKit "DynamicIsland.keylineTint(_:)".
    public func keylineTint(_ color: Color?) -> DynamicIsland {
        var copy = self
        copy.keyline = color
        return copy
    }

    /// Sets the margins around the content of one presentation, points; nil restores the default.
    ///
    /// Source: Apple WidgetKit "DynamicIsland.contentMargins(_:_:for:)".
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for mode: DynamicIslandMode)
        -> DynamicIsland
    {
        var copy = self
        copy.margins.append((edges, length, mode))
        return copy
    }

    /// The margins of `mode`: the default, with each `contentMargins` call applied in order.
    func contentMargins(for mode: DynamicIslandMode) -> EdgeInsets {
        let standard = Self.defaultMargins(for: mode)
        var insets = standard
        for margin in margins where margin.mode == mode {
            if margin.edges.contains(.top) { insets.top = margin.length ?? standard.top }
            if margin.edges.contains(.leading) { insets.leading = margin.length ?? standard.leading }
            if margin.edges.contains(.bottom) { insets.bottom = margin.length ?? standard.bottom }
            if margin.edges.contains(.trailing) { insets.trailing = margin.length ?? standard.trailing }
        }
        return insets
    }

    /// Apple publishes no default margins; these keep content off the island's rounded ends
    /// (compact, minimal) and its 44 pt corners (expanded), as screenshots of iOS 17 show.
    static func defaultMargins(for mode: DynamicIslandMode) -> EdgeInsets {
        switch mode {
        case .compactLeading: EdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 4)
        case .compactTrailing: EdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 8)
        case .minimal: EdgeInsets(top: 6, leading: 6, bottom: 6, trailing: 6)
        default: EdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
        }
    }
}
