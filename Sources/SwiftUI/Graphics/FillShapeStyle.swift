//  FillShapeStyle.swift — SwiftUI (Glimpse)
//  Status: Complete
//  Behaviour: Apple SwiftUI "FillShapeStyle" (`.fill`, `.fill.secondary` …): UIKit's system
//  fill colours — (120,120,128) at 20/16/12/8 % in light mode and 36/32/24/18 % in dark mode.

public import Foundation
public import GlimpseArchive

/// The system fill colour of a level, for backgrounds of small shapes.
public struct FillShapeStyle: ShapeStyle, Hashable {
    let level: Int
    public init() { level = 0 }
    init(level: Int) { self.level = level }

    public var secondary: FillShapeStyle { FillShapeStyle(level: 1) }
    public var tertiary: FillShapeStyle { FillShapeStyle(level: 2) }
    public var quaternary: FillShapeStyle { FillShapeStyle(level: 3) }

    public func _paint(in frame: CGRect, environment: EnvironmentValues) -> Paint {
        let light = [0.2, 0.16, 0.12, 0.08]
        let dark = [0.36, 0.32, 0.24, 0.18]
        let alpha = (environment.colorScheme == .dark ? dark : light)[min(max(level, 0), 3)]
        return .color(RGBA(120 / 255, 120 / 255, 128 / 255, alpha))
    }
}

extension ShapeStyle where Self == FillShapeStyle {
    /// The primary system fill.
    public static var fill: FillShapeStyle { FillShapeStyle() }
}
