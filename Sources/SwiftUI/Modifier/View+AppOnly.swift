//  View+AppOnly.swift — SwiftUI (Glimpse)
//  Status: Complete for widgets: accepted and ignored, as a widget ignores them
//  Behaviour: Apple SwiftUI modifiers that act in a running app — tooltips, selection tags,
//  URL handlers, window appearance, coordinate-space names, HDR, mirroring, scroll margins — and
//  have no effect on a widget's archived drawing. Views shared with an app compile unchanged.

public import Foundation

extension View {
    /// Whether a scrollable view draws its background (Apple SwiftUI
    /// "scrollContentBackground(_:)"); widgets have no scroll views.
    public func scrollContentBackground(_ visibility: Visibility) -> some View { self }

    /// Whether scroll indicators show (Apple SwiftUI "scrollIndicators(_:axes:)").
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal])
        -> some View
    { self }

    /// Whether the system's overlays (the Home indicator) show (Apple SwiftUI
    /// "persistentSystemOverlays(_:)").
    public func persistentSystemOverlays(_ visibility: Visibility) -> some View { self }

    /// A badge on a list row or tab item (Apple SwiftUI "badge(_:)"); widgets have neither.
    public func badge(_ count: Int) -> some View { self }
    public func badge(_ label: Text?) -> some View { self }
    public func badge(_ key: LocalizedStringKey?) -> some View { self }
    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?) -> some View { self }

    /// A tooltip (Apple SwiftUI "help(_:)"); widgets show none.
    public func help(_ text: Text) -> some View { self }
    /// A tooltip from a localized key.
    public func help(_ textKey: LocalizedStringKey) -> some View { self }
    /// A tooltip from a string.
    @_disfavoredOverload
    public func help<S: StringProtocol>(_ text: S) -> some View { self }

    /// The view's tag (Apple SwiftUI "tag(_:includeOptional:)"): what a `Canvas` renderer names
    /// a symbol by (`resolveSymbol(id:)`); pickers and tab views, which widgets lack, use it too.
    /// Layout is unchanged.
    public func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> some View {
        layoutValue(key: ViewTagKey.self, value: AnyHashable(tag))
    }

    /// An action for URLs the app opens (Apple SwiftUI "onOpenURL(perform:)"); a widget's taps
    /// open its app with `widgetURL`/`Link` instead.
    public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View { self }

    /// The colour scheme the presentation prefers (Apple SwiftUI "preferredColorScheme(_:)");
    /// a widget takes its place's scheme.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View { self }

    /// Names this view's coordinate space (iOS 13 form); `GeometryProxy.frame(in: .named(…))`
    /// measures in the widget's space.
    public func coordinateSpace<T: Hashable>(name: T) -> some View { self }
    /// Names this view's coordinate space (iOS 17 form).
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View { self }

    /// The dynamic range images may use (Apple SwiftUI "allowedDynamicRange(_:)"); archives are
    /// drawn in standard range.
    public func allowedDynamicRange(_ range: Image.DynamicRange?) -> some View { self }

    /// Whether this view mirrors in right-to-left layouts (Apple SwiftUI
    /// "flipsForRightToLeftLayoutDirection(_:)"); Glimpse lays out left to right.
    public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View { self }

    /// How this view behaves in right-to-left layouts (iOS 17).
    public func layoutDirectionBehavior(_ behavior: LayoutDirectionBehavior) -> some View { self }

    /// Margins of scroll content (Apple SwiftUI "contentMargins(_:_:for:)", iOS 17); a widget
    /// has no scroll views.
    public func contentMargins(
        _ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic
    )
        -> some View
    { self }
    /// Margins of scroll content, per edge.
    public func contentMargins(
        _ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic
    )
        -> some View
    { self }

    /// The accent colour of this view (iOS 13; now `tint(_:)`, which it sets).
    public func accentColor(_ accentColor: Color?) -> some View { tint(accentColor) }
}

/// A named coordinate space (Apple SwiftUI "NamedCoordinateSpace", iOS 17).
public struct NamedCoordinateSpace: Hashable, @unchecked Sendable {
    let name: AnyHashable
    /// The space named `name`.
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace(name: name) }
    /// The space as the `CoordinateSpace` `GeometryProxy.frame(in:)` takes.
    public var coordinateSpace: CoordinateSpace { .named(name) }
}

extension Image {
    /// The dynamic ranges of images (Apple SwiftUI "Image.DynamicRange").
    public struct DynamicRange: Hashable, Sendable {
        let name: String
        public static let standard = DynamicRange(name: "standard")
        public static let constrainedHigh = DynamicRange(name: "constrainedHigh")
        public static let high = DynamicRange(name: "high")
    }
}

/// How a view mirrors in right-to-left layouts (Apple SwiftUI "LayoutDirectionBehavior").
public enum LayoutDirectionBehavior: Hashable, Sendable {
    case fixed
    case mirrors(in: LayoutDirection)
    /// Mirrors in right-to-left layouts.
    public static var mirrors: LayoutDirectionBehavior { .mirrors(in: .rightToLeft) }
}

/// Where content margins apply (Apple SwiftUI "ContentMarginPlacement").
public struct ContentMarginPlacement: Hashable, Sendable {
    let name: String
    public static let automatic = ContentMarginPlacement(name: "automatic")
    public static let scrollContent = ContentMarginPlacement(name: "scrollContent")
    public static let scrollIndicators = ContentMarginPlacement(name: "scrollIndicators")
}

/// Carries a view's `tag(_:)` as a trait, so it passes through modifiers as traits do.
enum ViewTagKey: LayoutValueKey {
    static var defaultValue: AnyHashable? { nil }
}
