//  ShapeStyle.swift — SwiftUI (Glimpse)
//  Status: Complete for colours, gradients, hierarchical, foreground, tint and custom styles
//  that resolve to one of those (iOS 17 `resolve(in:)`); materials and images are not styles.
//  Behaviour: Apple SwiftUI "ShapeStyle". Every style resolves, for the frame it paints and
//  the environment it is in, to one archive `Paint`.

public import Foundation
public import GlimpseArchive

/// A color or pattern to use when rendering a shape (and text, and symbols).
///
/// Write your own style by implementing `resolve(in:)` (iOS 17) to return another style.
/// A custom style that implements neither `resolve(in:)` nor `_paint(in:environment:)` draws
/// in the current foreground style.
///
/// Source: Apple SwiftUI "ShapeStyle". Glimpse adds the underscored `_paint` requirement,
/// which is not API.
public protocol ShapeStyle: Sendable {
    /// The type of style this style resolves to (iOS 17).
    associatedtype Resolved: ShapeStyle = Never

    /// The concrete style this style stands for in `environment` (iOS 17).
    func resolve(in environment: EnvironmentValues) -> Self.Resolved

    /// Glimpse engine hook: the paint this style puts on a region whose frame is `frame`
    /// (absolute points), with gradient geometry resolved against that frame.
    func _paint(in frame: CGRect, environment: EnvironmentValues) -> Paint
}

extension ShapeStyle {
    /// Resolves through `resolve(in:)`; styles that resolve to nothing paint the foreground.
    public func _paint(in frame: CGRect, environment: EnvironmentValues) -> Paint {
        if Resolved.self == Never.self {
            return ForegroundStyle()._paint(in: frame, environment: environment)
        }
        return resolve(in: environment)._paint(in: frame, environment: environment)
    }
}

extension ShapeStyle where Resolved == Never {
    /// Built-in styles are painted directly; this is never called for them.
    public func resolve(in environment: EnvironmentValues) -> Never {
        fatalError("\(Self.self) resolves to no other style; SwiftUI paints it directly")
    }
}

extension Never: ShapeStyle {
    public typealias Resolved = Never
}
