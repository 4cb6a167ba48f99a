//  ColorFilter.swift — GlimpseArchive
//  Status: Complete
//  Behaviour: Apple SwiftUI's colour and blur modifiers ("saturation(_:)", "grayscale(_:)",
//  "brightness(_:)", "contrast(_:)", "hueRotation(_:)", "colorMultiply(_:)", "colorInvert()",
//  "luminanceToAlpha()", "blur(radius:opaque:)") as the archive carries them: a group's
//  composited content is filtered, in order, before it is drawn.

/// One filter applied to a group's composited content.
///
/// Encoded as a one-key object: `{"saturation": 0.5}`, `{"colorMultiply": [1, 0, 0, 1]}`,
/// `{"colorInvert": true}`. Decoding refuses an unknown key or a number that is not finite,
/// naming it (`ArchiveError.malformed`).
public enum ColorFilter: Hashable, Codable, Sendable {
    /// 0 grey, 1 unchanged, more than 1 more saturated (the W3C `saturate` matrix).
    case saturation(Double)
    /// 0 unchanged, 1 fully grey (the W3C `grayscale` matrix).
    case grayscale(Double)
    /// Added to each colour component: 0 unchanged, 1 white.
    case brightness(Double)
    /// Scales each component about 0.5: 1 unchanged, 0 mid grey.
    case contrast(Double)
    /// Rotates hue by this many radians (the W3C `hue-rotate` matrix).
    case hueRotation(Double)
    /// Multiplies each component (alpha too) by the colour's.
    case colorMultiply(RGBA)
    /// Replaces each colour component c by 1 − c.
    case colorInvert
    /// Black whose alpha is the content's luminance (Rec. 709 weights).
    case luminanceToAlpha
    /// A Gaussian blur; the radius in points is twice the standard deviation, as for shadows.
    case blur(Double)

    private enum Key: String, CodingKey, CaseIterable {
        case saturation, grayscale, brightness, contrast, hueRotation, colorMultiply, colorInvert, luminanceToAlpha,
            blur
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Key.self)
        let path = decoder.codingPath.map(\.stringValue).joined(separator: ".")
        let keys = c.allKeys
        guard let key = keys.first, keys.count == 1 else {
            throw ArchiveError(
                .malformed,
                "filter at \(path) must have exactly one of \(Key.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        func number() throws -> Double {
            let v = try c.decode(Double.self, forKey: key)
            guard v.isFinite else { throw ArchiveError(.malformed, "filter \(key.rawValue) at \(path) is not finite") }
            return v
        }
        switch key {
        case .saturation: self = .saturation(try number())
        case .grayscale: self = .grayscale(try number())
        case .brightness: self = .brightness(try number())
        case .contrast: self = .contrast(try number())
        case .hueRotation: self = .hueRotation(try number())
        case .blur: self = .blur(try number())
        case .colorMultiply: self = .colorMultiply(try c.decode(RGBA.self, forKey: key))
        case .colorInvert: self = .colorInvert
        case .luminanceToAlpha: self = .luminanceToAlpha
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Key.self)
        switch self {
        case .saturation(let v): try c.encode(v, forKey: .saturation)
        case .grayscale(let v): try c.encode(v, forKey: .grayscale)
        case .brightness(let v): try c.encode(v, forKey: .brightness)
        case .contrast(let v): try c.encode(v, forKey: .contrast)
        case .hueRotation(let v): try c.encode(v, forKey: .hueRotation)
        case .blur(let v): try c.encode(v, forKey: .blur)
        case .colorMultiply(let v): try c.encode(v, forKey: .colorMultiply)
        case .colorInvert: try c.encode(true, forKey: .colorInvert)
        case .luminanceToAlpha: try c.encode(true, forKey: .luminanceToAlpha)
        }
    }
}
