//  SemanticShapeStyle.swift — SwiftUI (Glimpse)
//  Status: Complete
//  Behaviour: Apple SwiftUI "SeparatorShapeStyle" (`.separator`), "PlaceholderTextShapeStyle"
//  (`.placeholder`) and "LinkShapeStyle" (`.link`), iOS 17: UIKit's `separator`,
//  `placeholderText` and `link` colours for the colour scheme (Color+System.swift's values).

public import Foundation
public import GlimpseArchive
import GlimpseResources

/// The colour of separators between content.
public struct SeparatorShapeStyle: ShapeStyle, Hashable {
    public init() {}
    public func _paint(in frame: CGRect, environment: EnvironmentValues) -> Paint {
        .color(SystemColor.separator.rgba(environment.colorScheme))
    }
}

/// The colour of placeholder text.
public struct PlaceholderTextShapeStyle: ShapeStyle, Hashable {
    public init() {}
    public func _paint(in frame: CGRect, environment: EnvironmentValues) -> Paint {
        .color(SystemColor.placeholderText.rgba(environment.colorScheme))
    }
}

/// The colour of links.
public struct LinkShapeStyle: ShapeStyle, Hashable {
    public init() {}
    public func _paint(in frame: CGRect, environment: EnvironmentValues) -> Paint {
        .color(SystemColor.link.rgba(environment.colorScheme))
    }
}

extension ShapeStyle where Self == SeparatorShapeStyle {
    /// The colour of separators.
    public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}

extension ShapeStyle where Self == PlaceholderTextShapeStyle {
    /// The colour of placeholder text.
    public static var placeholder: PlaceholderTextShapeStyle { PlaceholderTextShapeStyle() }
}

extension ShapeStyle where Self == LinkShapeStyle {
    /// The colour of links.
    public static var link: LinkShapeStyle { LinkShapeStyle() }
}
