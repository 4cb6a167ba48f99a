//  BlendMode.swift — SwiftUI (Glimpse)
//  Status: Complete
//  Behaviour: Apple SwiftUI "BlendMode": every case, drawn by the host (GlimpseRender
//  DisplayListPainter+Blend) with the Core Graphics equations.

import GlimpseArchive

/// Modes for compositing a view with overlapping content (`blendMode(_:)`).
///
/// Source: Apple SwiftUI "BlendMode". The archive carries the case name (`BlendingMode`).
public enum BlendMode: Sendable, Hashable, CaseIterable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    case sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter

    /// The archive's spelling of this mode.
    var archived: BlendingMode {
        switch self {
        case .normal: .normal
        case .multiply: .multiply
        case .screen: .screen
        case .overlay: .overlay
        case .darken: .darken
        case .lighten: .lighten
        case .colorDodge: .colorDodge
        case .colorBurn: .colorBurn
        case .softLight: .softLight
        case .hardLight: .hardLight
        case .difference: .difference
        case .exclusion: .exclusion
        case .hue: .hue
        case .saturation: .saturation
        case .color: .color
        case .luminosity: .luminosity
        case .sourceAtop: .sourceAtop
        case .destinationOver: .destinationOver
        case .destinationOut: .destinationOut
        case .plusDarker: .plusDarker
        case .plusLighter: .plusLighter
        }
    }
}

/// The working colour space of a `drawingGroup(opaque:colorMode:)`. Glimpse composites in
/// 8-bit sRGB whatever the mode (Apple's default, `.nonLinear`).
public enum ColorRenderingMode: Sendable, Hashable, CaseIterable {
    case nonLinear, linear, extendedLinear
}
