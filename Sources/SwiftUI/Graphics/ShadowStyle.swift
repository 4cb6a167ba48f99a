//  ShadowStyle.swift — SwiftUI (Glimpse)
//  Status: Complete
//  Behaviour: Apple SwiftUI "ShadowStyle" and "ShapeStyle.shadow(_:)" (iOS 16): a style that
//  paints as its base and casts drop shadows (under the painted content) or inner shadows (over
//  it, inside its silhouette). Shapes and text drawn in such a style are wrapped in one archive
//  group per shadow (`Shadow.inner` for inner ones); pinned in ShadowStyleTests.

public import Foundation
import GlimpseArchive

/// A style to use when rendering shadows: a colour, a blur radius (points) and an offset
/// (points, y down). Source: Apple SwiftUI "ShadowStyle".
public struct ShadowStyle: Equatable, Sendable {
    let inner: Bool
    let color: Color
    let radius: CGFloat
    let x: CGFloat
    let y: CGFloat

    /// A shadow drawn behind the content: its alpha blurred by `radius`, tinted and offset.
    public static func drop(
        color: Color = .init(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    ) -> ShadowStyle {
        ShadowStyle(inner: false, color: color, radius: radius, x: x, y: y)
    }

    /// A shadow drawn over the content, inside it: its inverted alpha blurred, tinted and offset.
    public static func inner(
        color: Color = .init(.sRGBLinear, white: 0, opacity: 0.55), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    ) -> ShadowStyle {
        ShadowStyle(inner: true, color: color, radius: radius, x: x, y: y)
    }

    /// The archive shadow, with non-finite numbers made zero and the others kept within
    /// `ArchiveRanges` (`shadowRadius`, `coordinate`).
    func archiveShadow(in env: EnvironmentValues) -> Shadow {
        func clamp(_ v: CGFloat, _ range: ClosedRange<Double>) -> Double {
            v.isFinite ? min(range.upperBound, max(range.lowerBound, Double(v))) : 0
        }
        var shadow = Shadow(
            color: color.resolve(in: env), radius: clamp(radius, ArchiveRanges.shadowRadius),
            x: clamp(x, ArchiveRanges.coordinate), y: clamp(y, ArchiveRanges.coordinate))
        if inner { shadow.inner = true }
        return shadow
    }
}

extension ShapeStyle {
    /// This style casting `style`'s shadow wherever it paints.
    /// Source: Apple SwiftUI "ShapeStyle.shadow(_:)".
    public func shadow(_ style: ShadowStyle) -> some ShapeStyle { _ShadowShapeStyle(base: self, shadow: style) }
}

/// A style that paints as `base` and casts `shadow`.
struct _ShadowShapeStyle<Base: ShapeStyle>: ShapeStyle, ShadowCastingStyle {
    let base: Base
    let shadow: ShadowStyle

    func _paint(in frame: CGRect, environment: EnvironmentValues) -> Paint {
        base._paint(in: frame, environment: environment)
    }

    func castShadows(in env: EnvironmentValues) -> [Shadow] {
        SwiftUI.castShadows(of: base, in: env) + [shadow.archiveShadow(in: env)]
    }
}

/// A style that casts shadows (`shadow(_:)`), or wraps one that may.
protocol ShadowCastingStyle {
    /// The shadows, innermost first.
    func castShadows(in env: EnvironmentValues) -> [Shadow]
}

/// The shadows `style` casts, innermost first; none for most styles.
func castShadows(of style: any ShapeStyle, in env: EnvironmentValues) -> [Shadow] {
    (style as? any ShadowCastingStyle)?.castShadows(in: env) ?? []
}

/// `item` wrapped in one group per shadow (innermost first), each as large as `frame`.
func castingShadows(_ shadows: [Shadow], on item: DisplayItem, frame: Rect) -> DisplayItem {
    shadows.reduce(item) { inner, shadow in .group(GroupItem(frame: frame, children: [inner], shadow: shadow)) }
}
