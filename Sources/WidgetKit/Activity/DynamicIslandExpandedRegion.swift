//  DynamicIslandExpandedRegion.swift — WidgetKit (Glimpse)
//  Status: Complete
//  Behaviour: Apple WidgetKit "DynamicIslandExpandedRegion", "DynamicIslandExpandedRegionPosition",
//  "DynamicIslandExpandedContent" and "DynamicIslandExpandedContentBuilder": the four regions of
//  the expanded presentation, collected in the order written.

public import SwiftUI

/// Where a region of the expanded presentation sits.
///
/// Source: Apple WidgetKit "DynamicIslandExpandedRegionPosition".
public struct DynamicIslandExpandedRegionPosition: Hashable, Sendable {
    enum Place: String, Hashable, Sendable { case leading, trailing, center, bottom }
    let place: Place

    /// Along the leading edge, beside the TrueDepth camera, wrapping below it.
    public static let leading = DynamicIslandExpandedRegionPosition(place: .leading)
    /// Along the trailing edge, beside the TrueDepth camera, wrapping below it.
    public static let trailing = DynamicIslandExpandedRegionPosition(place: .trailing)
    /// Right below the TrueDepth camera.
    public static let center = DynamicIslandExpandedRegionPosition(place: .center)
    /// Below the leading, trailing and center regions.
    public static let bottom = DynamicIslandExpandedRegionPosition(place: .bottom)
}

/// One region of the expanded presentation and its content.
///
/// Source: Apple WidgetKit "DynamicIslandExpandedRegion".
public struct DynamicIslandExpandedRegion<Content: View> {
    let region: ExpandedRegion

    /// - Parameters:
    ///   - position: Where the content goes.
    ///   - priority: Which region is sized first when leading, center and trailing share the
    ///     width: a higher priority gets its ideal width first (as `layoutPriority`).
    ///   - content: The region's views.
    public init(
        _ position: DynamicIslandExpandedRegionPosition, priority: Double = 0, @ViewBuilder content: () -> Content
    ) {
        region = ExpandedRegion(position: position, priority: priority, view: AnyView(content()))
    }
}

/// The regions an expanded presentation's builder collected.
///
/// Source: Apple WidgetKit "DynamicIslandExpandedContent".
public struct DynamicIslandExpandedContent<Content: View> {
    let regions: [ExpandedRegion]
}

/// A region, its content erased.
struct ExpandedRegion {
    var position: DynamicIslandExpandedRegionPosition
    var priority: Double
    var view: AnyView
}

/// Builds the expanded presentation from its regions.
///
/// Source: Apple WidgetKit "DynamicIslandExpandedContentBuilder".
@resultBuilder
public struct DynamicIslandExpandedContentBuilder {
    public static func buildPartialBlock<C: View>(first: DynamicIslandExpandedRegion<C>)
        -> DynamicIslandExpandedContent<some View>
    {
        DynamicIslandExpandedContent<EmptyView>(regions: [first.region])
    }

    public static func buildPartialBlock<C: View>(first: DynamicIslandExpandedContent<C>)
        -> DynamicIslandExpandedContent<some View>
    {
        DynamicIslandExpandedContent<EmptyView>(regions: first.regions)
    }

    public static func buildPartialBlock<C0: View, C1: View>(
        accumulated: DynamicIslandExpandedContent<C0>, next: DynamicIslandExpandedRegion<C1>
    ) -> DynamicIslandExpandedContent<some View> {
        DynamicIslandExpandedContent<EmptyView>(regions: accumulated.regions + [next.region])
    }

    public static func buildPartialBlock<C0: View, C1: View>(
        accumulated: DynamicIslandExpandedContent<C0>, next: DynamicIslandExpandedContent<C1>
    ) -> DynamicIslandExpandedContent<some View> {
        DynamicIslandExpandedContent<EmptyView>(regions: accumulated.regions + next.regions)
    }
}
