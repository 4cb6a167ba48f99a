//  View+Gesture.swift — SwiftUI (Glimpse)
//  Status: Complete for widgets: accepted and ignored, as on iOS, where a widget only reacts
//  to `Link`, `widgetURL` and `Button`/`Toggle` with app intents
//  Behaviour: Apple SwiftUI "onTapGesture", "onLongPressGesture", "contentShape"; Apple
//  WidgetKit "Adding interactivity to widgets and Live Activities".

public import Foundation

extension View {
    /// A tap action. Widgets ignore it (use `Button(intent:)` or `Link`); views shared with an
    /// app compile unchanged.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { self }

    /// A long-press action; ignored in widgets, as `onTapGesture` is.
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void,
        onPressingChanged: ((Bool) -> Void)? = nil
    ) -> some View { self }

    /// The shape hit testing uses; widgets hit-test a button's whole frame, so it draws nothing.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { self }

    /// The shape used for `kinds` of interaction; drawing is unchanged.
    public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View {
        self
    }
}

/// The kinds of interaction a content shape applies to.
///
/// Source: Apple SwiftUI "ContentShapeKinds".
public struct ContentShapeKinds: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let interaction = ContentShapeKinds(rawValue: 1 << 0)
    public static let dragPreview = ContentShapeKinds(rawValue: 1 << 1)
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 1 << 2)
    public static let hoverEffect = ContentShapeKinds(rawValue: 1 << 3)
    public static let focusEffect = ContentShapeKinds(rawValue: 1 << 4)
    public static let accessibility = ContentShapeKinds(rawValue: 1 << 5)
}
