//  BlendingMode.swift — GlimpseArchive
//  Status: Complete
//  Behaviour: Apple SwiftUI "BlendMode" (21 cases), and the Porter-Duff modes only
//  "GraphicsContext.BlendMode" has (clear, copy, sourceIn, sourceOut, destinationIn,
//  destinationAtop, xor), as the archive spells them: a group drawn with a mode other than
//  `normal` is composited offscreen and combined with what is under it by that mode's equation
//  (Core Graphics "CGBlendMode", the PDF/W3C compositing formulas) — the Porter-Duff ones only
//  where the group's content was drawn, as Core Graphics bounds a drawing's blend by its shape.

/// How a group's composited content combines with the pixels beneath it.
///
/// Encoded as Apple's case name (`"multiply"`, `"destinationOut"`). Decoding an unknown name
/// throws `ArchiveError` (`.malformed`) naming it and the accepted names, so a newer extension's
/// mode is refused rather than drawn as something else.
///
/// Source: Apple SwiftUI "BlendMode"; the equations of `plusDarker` (`R = max(0, 1 − ((1 − D) +
/// (1 − S)))`) and `plusLighter` (`R = min(1, S + D)`) from Apple Core Graphics "CGBlendMode".
public enum BlendingMode: String, Hashable, Codable, Sendable, CaseIterable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    case sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter
    /// GraphicsContext's Porter-Duff modes (Core Graphics `R = 0`, `R = S`, `S·Da`, `S·(1 − Da)`,
    /// `D·Sa`, `S·(1 − Da) + D·Sa`, `S·(1 − Da) + D·(1 − Sa)`). Added for
    /// `GraphicsContext.blendMode`; archives without them decode as before.
    case clear, copy, sourceIn, sourceOut, destinationIn, destinationAtop, xor

    public init(from decoder: any Decoder) throws {
        let name = try decoder.singleValueContainer().decode(String.self)
        guard let mode = BlendingMode(rawValue: name) else {
            let path = decoder.codingPath.map(\.stringValue).joined(separator: ".")
            throw ArchiveError(
                .malformed,
                "blend mode '\(name)' at \(path) is not one of \(Self.allCases.map(\.rawValue).joined(separator: ", "))"
            )
        }
        self = mode
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(rawValue)
    }
}
