//  ColorTreatment.swift — GlimpseRender (Glimpse)
//  Status: Complete
//  Behaviour: the per-colour maths of the rendering modes (reference widgetkit.md §5.1), of
//  Always On dimming and of StandBy's red night mode, applied alike to paints, shadows, image
//  pixels and colour glyphs.

import GlimpseArchive

/// A chain of colour steps applied at display time. Each step maps a straight-alpha colour to
/// another; the same maths is applied to premultiplied ARGB32 pixels (images, emoji).
struct ColorTreatment: Hashable, Sendable {
    /// One step. Luminance is `RGBA.luminance`: Rec. 709 weights on sRGB-encoded components.
    enum Step: Hashable, Sendable {
        /// Accented: the colour is replaced by `color`; alpha becomes `alpha × color.alpha`.
        case flat(RGBA)
        /// Vibrant: a grey of the colour's luminance, alpha kept.
        case luminance
        /// Desaturated images: the colour becomes `color`; alpha becomes
        /// `alpha × luminance × color.alpha` (bright is opaque, black is transparent).
        case luminanceToAlpha(RGBA)
        /// Always On: every component times `factor` (0…1), alpha kept.
        case brightness(Double)
        /// StandBy's night mode: red of the colour's luminance, green and blue 0, alpha kept.
        case redLuminance
    }

    var steps: [Step]

    init(_ steps: [Step] = []) { self.steps = steps }

    static let identity = ColorTreatment()

    var isIdentity: Bool { steps.isEmpty }

    /// `self` followed by `other`.
    func then(_ other: ColorTreatment) -> ColorTreatment { ColorTreatment(steps + other.steps) }

    /// Whether the first step replaces the colour outright, so a bitmap treated by it is a
    /// silhouette: its alpha filled with `apply(.white)`.
    var startsFlat: Bool {
        if case .flat = steps.first { return true }
        return false
    }

    // MARK: - Colours

    /// The colour after every step.
    func apply(_ color: RGBA) -> RGBA {
        var c = color
        for step in steps {
            switch step {
            case .flat(let f): c = RGBA(f.red, f.green, f.blue, c.alpha * f.alpha)
            case .luminance:
                let l = c.luminance
                c = RGBA(l, l, l, c.alpha)
            case .luminanceToAlpha(let f):
                c = RGBA(f.red, f.green, f.blue, c.alpha * min(max(c.luminance, 0), 1) * f.alpha)
            case .brightness(let k): c = RGBA(c.red * k, c.green * k, c.blue * k, c.alpha)
            case .redLuminance: c = RGBA(min(max(c.luminance, 0), 1), 0, 0, c.alpha)
            }
        }
        return c
    }

    /// The paint with every colour (and gradient stop) mapped; geometry unchanged.
    func apply(_ paint: Paint) -> Paint {
        guard !isIdentity else { return paint }
        func stops(_ s: [GradientStop]) -> [GradientStop] {
            s.map { GradientStop(color: apply($0.color), location: $0.location) }
        }
        switch paint {
        case .color(let c): return .color(apply(c))
        case .linearGradient(let s, let a, let b): return .linearGradient(stops: stops(s), start: a, end: b)
        case .radialGradient(let s, let c, let r0, let r1):
            return .radialGradient(stops: stops(s), center: c, startRadius: r0, endRadius: r1)
        case .angularGradient(let s, let c, let a0, let a1):
            return .angularGradient(stops: stops(s), center: c, startAngle: a0, endAngle: a1)
        case .ellipticalGradient(let s, let c, let size, let r0, let r1):
            return .ellipticalGradient(stops: stops(s), center: c, size: size, startRadius: r0, endRadius: r1)
        case .meshGradient(var mesh):
            mesh.colors = mesh.colors.map(apply)
            mesh.background = apply(mesh.background)
            return .meshGradient(mesh)
        }
    }

    // MARK: - Pixels

    /// Applies the steps to `width × height` premultiplied ARGB32 pixels (Cairo's native-endian
    /// words) in place. The maths equals `apply(_: RGBA)` on the unpremultiplied pixel, rounded
    /// to 8 bits.
    /// - Complexity: O(pixels × steps).
    func applyPremultiplied(_ data: UnsafeMutableRawPointer, stride: Int, width: Int, height: Int) {
        guard !isIdentity else { return }
        for y in 0..<height {
            let row = (data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let word = row[x]
                guard word >> 24 != 0 else { continue }
                row[x] = applyPremultiplied(word)
            }
        }
    }

    /// One premultiplied ARGB32 word through every step.
    func applyPremultiplied(_ word: UInt32) -> UInt32 {
        var a = Double(word >> 24)
        var r = Double((word >> 16) & 0xFF)
        var g = Double((word >> 8) & 0xFF)
        var b = Double(word & 0xFF)
        for step in steps {
            switch step {
            case .flat(let f):
                a *= f.alpha
                (r, g, b) = (f.red * a, f.green * a, f.blue * a)
            case .luminance:
                let l = 0.2126 * r + 0.7152 * g + 0.0722 * b
                (r, g, b) = (l, l, l)
            case .luminanceToAlpha(let f):
                // Straight luminance is l / a, so the new alpha a · (l / a) · f.alpha is l · f.alpha.
                a = min(0.2126 * r + 0.7152 * g + 0.0722 * b, a) * f.alpha
                (r, g, b) = (f.red * a, f.green * a, f.blue * a)
            case .brightness(let k): (r, g, b) = (r * k, g * k, b * k)
            case .redLuminance: (r, g, b) = (0.2126 * r + 0.7152 * g + 0.0722 * b, 0, 0)
            }
        }
        func byte(_ v: Double, max m: Double) -> UInt32 { UInt32(min(max(v.rounded(), 0), m)) }
        let a8 = byte(a, max: 255)
        let limit = Double(a8)
        return (a8 << 24) | (byte(r, max: limit) << 16) | (byte(g, max: limit) << 8) | byte(b, max: limit)
    }

    /// A short stable name of the steps, used to name derived images: `flat(1,1,1,1)+dim(0.5)`.
    var key: String {
        func c(_ x: RGBA) -> String {
            [x.red, x.green, x.blue, x.alpha].map { "\(($0 * 1000).rounded() / 1000)" }.joined(separator: ",")
        }
        return steps.map { step in
            switch step {
            case .flat(let f): return "flat(\(c(f)))"
            case .luminance: return "luminance"
            case .luminanceToAlpha(let f): return "luminanceToAlpha(\(c(f)))"
            case .brightness(let k): return "dim(\((k * 1000).rounded() / 1000))"
            case .redLuminance: return "red"
            }
        }.joined(separator: "+")
    }
}
