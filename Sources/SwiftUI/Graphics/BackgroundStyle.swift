//  BackgroundStyle.swift — SwiftUI (Glimpse)
//  Status: Partial — the system background colour; `backgroundStyle(_:)` is not modelled.
//  Behaviour: Apple SwiftUI "BackgroundStyle": the background of the context, which on iOS is
//  `systemBackground` (white in light mode, black in dark mode).

public import Foundation
public import GlimpseArchive
import GlimpseResources

/// The background style in the current context.
public struct BackgroundStyle: ShapeStyle, Hashable {
    public init() {}

    public func _paint(in frame: CGRect, environment: EnvironmentValues) -> Paint {
        .color(SystemColor.background.rgba(environment.colorScheme))
    }
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The background style in the current context.
    public static var background: BackgroundStyle { BackgroundStyle() }
}
