//  ShapeStyle+Opacity.swift — SwiftUI (Glimpse)
//  Status: Complete
//  Behaviour: Apple SwiftUI "ShapeStyle.opacity(_:)": the style with every colour's alpha
//  multiplied by the factor.

import Foundation
import GlimpseArchive

extension ShapeStyle {
    /// This style with its opacity multiplied by `opacity` (0…1).
    public func opacity(_ opacity: Double) -> some ShapeStyle {
        _OpacityShapeStyle(base: self, opacity: opacity)
    }
}

/// A style drawn at a fraction of its opacity.
struct _OpacityShapeStyle<Base: ShapeStyle>: ShapeStyle {
    let base: Base
    let opacity: Double

    func _paint(in frame: CGRect, environment: EnvironmentValues) -> Paint {
        base._paint(in: frame, environment: environment).multiplyingAlpha(opacity)
    }
}

extension _OpacityShapeStyle: ShadowCastingStyle {
    /// The base's shadows, their colours faded by the same factor.
    func castShadows(in env: EnvironmentValues) -> [Shadow] {
        SwiftUI.castShadows(of: base, in: env).map {
            var s = $0
            s.color = s.color.multiplyingAlpha(opacity.isFinite ? max(0, min(1, opacity)) : 1)
            return s
        }
    }
}
