//  ColorFilter.swift — GlimpseArchive
//  Status: Complete
//  Behaviour: Apple SwiftUI's colour and blur modifiers ("saturation(_:)", "grayscale(_:)",
//  "brightness(_:)", "contrast(_:)", "hueRotation(_:)", "colorMultiply(_:)", "colorInvert()",
//  "luminanceToAlpha()", "blur(radius:opaque:)") and GraphicsContext's "Filter.colorMatrix(_:)"
//  and "Filter.alphaThreshold(min:max:color:)" as the archive carries them: a group's
//  composited content is filtered, in order, before it is drawn.

/// One filter applied to a group's composited content.
///
/// Encoded as a one-key object: `{"saturation": 0.5}`, `{"colorMultiply": [1, 0, 0, 1]}`,
/// `{"colorInvert": true}`, `{"colorMatrix": [20 numbers]}`,
/// `{"alphaThreshold": {"color": [0, 0, 0, 1], "max": 1, "min": 0.5}}`. Decoding refuses an
/// unknown key, a number that is not finite or a matrix that is not 20 numbers, naming it
/// (`ArchiveError.malformed`).
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
    /// A 4 × 5 matrix, row by row (red, green, blue, alpha; columns red, green, blue, alpha and
    /// a bias), applied to each unpremultiplied pixel, components 0…1. Added for
    /// `GraphicsContext.Filter.colorMatrix(_:)`.
    case colorMatrix([Double])
    /// Pixels whose alpha is within `min…max` become `color`; the others clear. Added for
    /// `GraphicsContext.Filter.alphaThreshold(min:max:color:)`.
    case alphaThreshold(AlphaThreshold)

    private enum Key: String, CodingKey, CaseIterable {
        case saturation, grayscale, brightness, contrast, hueRotation, colorMultiply, colorInvert, luminanceToAlpha,
            blur, colorMatrix, alphaThreshold
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
        case .colorMatrix:
            let m = try c.decode([Double].self, forKey: key)
            guard m.count == 20, m.allSatisfy(\.isFinite) else {
                throw ArchiveError(.malformed, "filter colorMatrix at \(path) must be 20 finite numbers")
            }
            self = .colorMatrix(m)
        case .alphaThreshold:
            let t = try c.decode(AlphaThreshold.self, forKey: key)
            guard t.min.isFinite, t.max.isFinite else {
                throw ArchiveError(.malformed, "filter alphaThreshold at \(path) has a bound that is not finite")
            }
            self = .alphaThreshold(t)
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
        case .colorMatrix(let m): try c.encode(m, forKey: .colorMatrix)
        case .alphaThreshold(let t): try c.encode(t, forKey: .alphaThreshold)
        }
    }
}

/// The bounds and colour of an alpha threshold filter.
public struct AlphaThreshold: Hashable, Codable, Sendable {
    /// The lowest and highest alpha (0…1) kept.
    public var min: Double
    public var max: Double
    /// What a kept pixel becomes.
    public var color: RGBA
    public init(min: Double, max: Double, color: RGBA) {
        self.min = min
        self.max = max
        self.color = color
    }
}
