//  TintShapeStyle.swift — SwiftUI (Glimpse)
//  Status: Complete
//  Behaviour: Apple SwiftUI "TintShapeStyle": the `tint(_:)` of the context, else the accent
//  colour.

public import Foundation
public import GlimpseArchive

/// A style that reflects the current tint colour.
public struct TintShapeStyle: ShapeStyle, Hashable {
    public init() {}

    public func _paint(in frame: CGRect, environment: EnvironmentValues) -> Paint {
        guard let tint = environment.tint else {
            return .color(Color.accentColor.resolve(in: environment))
        }
        var outer = environment
        outer.tint = nil  // a tint that refers to `.tint` means the accent colour
        return tint.paint(in: frame, env: outer)
    }
}

extension ShapeStyle where Self == TintShapeStyle {
    /// The current tint: the nearest `tint(_:)`, else the accent colour.
    public static var tint: TintShapeStyle { TintShapeStyle() }
}
