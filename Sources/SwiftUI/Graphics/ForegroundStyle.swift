//  ForegroundStyle.swift — SwiftUI (Glimpse)
//  Status: Complete
//  Behaviour: Apple SwiftUI "ForegroundStyle": the style set by `foregroundStyle(_:)` above
//  the view, `.primary` when none is.

public import Foundation
public import GlimpseArchive

/// The foreground style in the current context.
public struct ForegroundStyle: ShapeStyle, Hashable {
    public init() {}

    public func _paint(in frame: CGRect, environment: EnvironmentValues) -> Paint {
        AnyShapeStyle.foregroundPaint(in: frame, env: environment)
    }
}

extension ForegroundStyle: ShadowCastingStyle {
    func castShadows(in env: EnvironmentValues) -> [Shadow] { AnyShapeStyle.foregroundShadows(in: env) }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The foreground style in the current context.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}
