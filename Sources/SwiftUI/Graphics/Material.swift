//  Material.swift — SwiftUI (Glimpse)
//  Status: Partial — a flat translucent fill; there is no backdrop to blur in an archived
//  display list, so Glimpse approximates each thickness by an opacity.
//  Behaviour: Apple SwiftUI "Material" (ultraThin … ultraThick, bar). The tint is white in
//  light mode and iOS's dark elevated grey (28 28 30) in dark mode; opacities 0.35, 0.5, 0.7,
//  0.85, 0.92 from ultra-thin to ultra-thick are Glimpse's choice, not Apple's numbers.

public import Foundation
public import GlimpseArchive

/// A background material: a translucent layer between a view and what is behind it.
public struct Material: ShapeStyle, Hashable {
    /// The fill opacity standing in for the material's thickness.
    let opacity: Double

    public static let ultraThin = Material(opacity: 0.35)
    public static let thin = Material(opacity: 0.5)
    public static let regular = Material(opacity: 0.7)
    public static let thick = Material(opacity: 0.85)
    public static let ultraThick = Material(opacity: 0.92)
    /// The material of bars (toolbars, tab bars): drawn as `regular`.
    public static let bar = Material(opacity: 0.7)

    public func _paint(in frame: CGRect, environment: EnvironmentValues) -> Paint {
        let tint = environment.colorScheme == .dark ? RGBA(28 / 255, 28 / 255, 30 / 255) : RGBA.white
        return .color(tint.multiplyingAlpha(opacity))
    }
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { .ultraThin }
    public static var thinMaterial: Material { .thin }
    public static var regularMaterial: Material { .regular }
    public static var thickMaterial: Material { .thick }
    public static var ultraThickMaterial: Material { .ultraThick }
    public static var bar: Material { Material(opacity: 0.7) }
}
