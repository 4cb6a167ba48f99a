//  DisplayListPainter+BlendTests.swift — GlimpseRenderTests (Glimpse)
//  Status: Complete
//  Behaviour: every blend mode's pixels where a blended square overlaps an opaque backdrop,
//  against the Core Graphics / W3C equations; opacity with a mode; a compositing group keeps
//  `destinationOut` from cutting through what lies beneath it; GraphicsContext's Porter-Duff
//  modes change only what the drawing's shape covers.

import GlimpseArchive
import Testing

@testable import GlimpseRender

struct DisplayListPainterBlendTests {
    private typealias T = TestArchives

    /// The backdrop's and the source's colours, 8-bit, chosen so every mode gives a distinct
    /// answer in every channel.
    private static let backdrop: [Double] = [204, 102, 51].map { $0 / 255 }
    private static let source: [Double] = [153, 51, 230].map { $0 / 255 }

    /// A 40 × 20 canvas: an opaque backdrop over x 0…30, and a square at x 10…40 drawn with
    /// `mode`; pixel (20, 10) is the overlap, (35, 10) the source alone, (5, 10) the backdrop.
    private func render(_ mode: BlendingMode, opacity: Double? = nil, compositing: Bool = false) throws -> RasterImage {
        let b = Self.backdrop, s = Self.source
        let backdrop = T.rect(Rect(x: 0, y: 0, width: 30, height: 20), .color(RGBA(b[0], b[1], b[2])))
        let square = T.rect(Rect(x: 10, y: 0, width: 30, height: 20), .color(RGBA(s[0], s[1], s[2])))
        let blended = GroupItem(
            frame: Rect(x: 10, y: 0, width: 30, height: 20), children: [square], opacity: opacity, blendMode: mode)
        var content = T.group([backdrop, .group(blended)], frame: Rect(x: 0, y: 0, width: 40, height: 20))
        content.compositingGroup = compositing ? true : nil
        return try T.render(T.archive(width: 40, height: 20, [.group(content)]))
    }

    /// W3C "Compositing and Blending" separable blend functions B(cs, cb), and the
    /// Core Graphics `plusLighter`/`plusDarker` equations.
    private static func expected(_ mode: BlendingMode, _ cs: Double, _ cb: Double) -> Double? {
        func hardLight(_ cs: Double, _ cb: Double) -> Double {
            cs <= 0.5 ? cb * 2 * cs : 1 - (1 - cb) * (1 - (2 * cs - 1))
        }
        switch mode {
        case .normal, .sourceAtop: return cs
        case .destinationOver: return cb
        case .multiply: return cs * cb
        case .screen: return cs + cb - cs * cb
        case .overlay: return hardLight(cb, cs)
        case .darken: return min(cs, cb)
        case .lighten: return max(cs, cb)
        case .colorDodge: return cs == 1 ? 1 : min(1, cb / (1 - cs))
        case .colorBurn: return cs == 0 ? 0 : 1 - min(1, (1 - cb) / cs)
        case .hardLight: return hardLight(cs, cb)
        case .softLight:
            if cs <= 0.5 { return cb - (1 - 2 * cs) * cb * (1 - cb) }
            let d = cb <= 0.25 ? ((16 * cb - 12) * cb + 4) * cb : cb.squareRoot()
            return cb + (2 * cs - 1) * (d - cb)
        case .difference: return abs(cs - cb)
        case .exclusion: return cs + cb - 2 * cs * cb
        case .plusLighter: return min(1, cs + cb)
        case .plusDarker: return max(0, 1 - ((1 - cb) + (1 - cs)))
        case .destinationOut, .hue, .saturation, .color, .luminosity: return nil
        case .clear, .copy, .sourceIn, .sourceOut, .destinationIn, .destinationAtop, .xor: return nil
        }
    }

    private static func channels(_ p: RasterImage.Pixel) -> [Double] {
        [p.red, p.green, p.blue].map { Double($0) / 255 }
    }

    @Test(arguments: BlendingMode.allCases.filter { expected($0, 0, 0) != nil })
    func overlapFollowsTheModesEquationWithin1Of255(mode: BlendingMode) throws {
        let image = try render(mode)
        let overlap = image[20, 10]
        #expect(overlap.alpha == 255)
        for (i, c) in Self.channels(overlap).enumerated() {
            let want = Self.expected(mode, Self.source[i], Self.backdrop[i])!
            #expect(abs(c - want) <= 1.0 / 255 + 1e-9, "\(mode) channel \(i): \(c * 255) vs \(want * 255)")
        }
        // Outside the overlap the backdrop is untouched, and the source over nothing is itself
        // (but for sourceAtop, which draws only where there is a backdrop).
        #expect(Self.channels(image[5, 10]) == Self.backdrop.map { ($0 * 255).rounded() / 255 })
        if mode != .sourceAtop {
            #expect(image[35, 10] == RasterImage.Pixel(153, 51, 230, 255), "\(mode) over nothing")
        } else {
            #expect(image[35, 10].alpha == 0, "\(mode) over nothing")
        }
    }

    @Test func destinationOutClearsTheOverlapAndDrawsNothingElse() throws {
        let image = try render(.destinationOut)
        #expect(image[20, 10].alpha == 0)
        #expect(image[35, 10].alpha == 0)
        #expect(image[5, 10] == RasterImage.Pixel(204, 102, 51, 255))
    }

    @Test(arguments: [BlendingMode.hue, .saturation, .color, .luminosity])
    func nonSeparableModesKeepTheBackdropsOrSourcesLuminosityAsTheyShould(mode: BlendingMode) throws {
        // Luminosity (W3C Lum: 0.3 r + 0.59 g + 0.11 b) of the result is the backdrop's for hue,
        // saturation and color, and the source's for luminosity.
        func lum(_ c: [Double]) -> Double { 0.3 * c[0] + 0.59 * c[1] + 0.11 * c[2] }
        let result = Self.channels(try render(mode)[20, 10])
        let want = mode == .luminosity ? lum(Self.source) : lum(Self.backdrop)
        #expect(abs(lum(result) - want) <= 2.0 / 255)
        #expect(result != Self.backdrop.map { ($0 * 255).rounded() / 255 })
    }

    @Test func opacityFadesTheBlendedResultTowardTheBackdrop() throws {
        // multiply at 50 %: halfway between the backdrop and the multiplied colour.
        let half = Self.channels(try render(.multiply, opacity: 0.5)[20, 10])
        for i in 0..<3 {
            let want = (Self.backdrop[i] + Self.source[i] * Self.backdrop[i]) / 2
            #expect(abs(half[i] - want) <= 1.0 / 255 + 1e-9)
        }
    }

    @Test func plusDarkerAtHalfOpacityMatchesTheGeneralFormula() throws {
        let half = Self.channels(try render(.plusDarker, opacity: 0.5)[20, 10])
        for i in 0..<3 {
            let (cs, cb) = (Self.source[i] * 0.5, Self.backdrop[i])
            let want = cb * 0.5 + max(0, cs + cb * 0.5 - 0.5)
            #expect(abs(half[i] - want) <= 1.0 / 255 + 1e-9)
        }
    }

    @Test func insideACompositingGroupDestinationOutCutsOnlyTheGroupsOwnDrawing() throws {
        // A yellow page beneath; the group holds a red square and a blue circle-sized square
        // cutting it. Without the compositing group the cut reaches the page too.
        let page = T.rect(Rect(x: 0, y: 0, width: 40, height: 20), .color(RGBA(1, 1, 0)))
        func render(compositing: Bool) throws -> RasterImage {
            let red = T.rect(Rect(x: 0, y: 0, width: 30, height: 20), T.red.paint)
            let cut = GroupItem(
                frame: Rect(x: 10, y: 0, width: 30, height: 20),
                children: [T.rect(Rect(x: 10, y: 0, width: 30, height: 20), T.blue.paint)], blendMode: .destinationOut)
            let group = GroupItem(
                frame: Rect(x: 0, y: 0, width: 40, height: 20), children: [red, .group(cut)],
                compositingGroup: compositing ? true : nil)
            return try T.render(T.archive(width: 40, height: 20, [page, .group(group)]))
        }
        let isolated = try render(compositing: true)
        #expect(isolated[5, 10] == .solidRed)
        #expect(isolated[20, 10] == RasterImage.Pixel(255, 255, 0, 255), "the page shows through the cut")
        #expect(isolated[35, 10] == RasterImage.Pixel(255, 255, 0, 255))
        let through = try render(compositing: false)
        #expect(through[20, 10].alpha == 0, "the cut reaches the page")
    }

    /// A 40 × 20 canvas of opaque red with a diamond (10…30 × 0…20) of blue at `alpha` drawn
    /// with `mode`, as a Canvas drawing is recorded.
    private func diamond(_ mode: BlendingMode, alpha: Double = 1) throws -> RasterImage {
        let page = T.rect(Rect(x: 0, y: 0, width: 40, height: 20), T.red.paint)
        let frame = Rect(x: 10, y: 0, width: 20, height: 20)
        let path = PathData([
            .move(to: Point(x: 20, y: 0)), .line(to: Point(x: 30, y: 10)), .line(to: Point(x: 20, y: 20)),
            .line(to: Point(x: 10, y: 10)), .closeSubpath,
        ])
        let shape = ShapeItem(frame: frame, path: path, fill: .color(RGBA(0, 0, 1, alpha)))
        let group = GroupItem(frame: frame, children: [.shape(shape)], blendMode: mode)
        return try T.render(T.archive(width: 40, height: 20, [page, .group(group)]))
    }

    @Test func porterDuffModesChangeOnlyWhatTheDrawingCovers() throws {
        // (20, 10) is inside the diamond; (11, 1), a corner of its frame, is outside it.
        let clear = try diamond(.clear)
        #expect(clear[20, 10].alpha == 0 && clear[11, 1] == .solidRed)
        let copy = try diamond(.copy, alpha: 0.5)
        #expect(copy[20, 10].blue > 120 && copy[20, 10].red == 0 && abs(Int(copy[20, 10].alpha) - 128) <= 1)
        #expect(copy[11, 1] == .solidRed)
        let sourceIn = try diamond(.sourceIn)
        #expect(
            sourceIn[20, 10] == RasterImage.Pixel(0, 0, 255, 255) && sourceIn[11, 1] == .solidRed, "\(sourceIn[20, 10])"
        )
        let sourceOut = try diamond(.sourceOut)
        #expect(sourceOut[20, 10].alpha == 0 && sourceOut[11, 1] == .solidRed, "S·(1 − Da) is clear on opaque red")
        let destinationIn = try diamond(.destinationIn, alpha: 0.5)
        #expect(
            destinationIn[20, 10].red > 120 && abs(Int(destinationIn[20, 10].alpha) - 128) <= 1,
            "\(destinationIn[20, 10])")
        #expect(destinationIn[11, 1] == .solidRed)
        let destinationAtop = try diamond(.destinationAtop)
        #expect(
            destinationAtop[20, 10] == .solidRed && destinationAtop[11, 1] == .solidRed, "\(destinationAtop[20, 10])")
        let xor = try diamond(.xor)
        #expect(xor[20, 10].alpha == 0 && xor[11, 1] == .solidRed)
    }

    @Test func plusDarkerOfOnePixelFollowsThePremultipliedFormula() {
        // Opaque grey 0.6 over opaque grey 0.7: max(0, 0.6 + 0.7 − 1) = 0.3.
        let s: UInt32 = 0xFF99_9999, b: UInt32 = 0xFFB3_B3B3
        let out = DisplayListPainter.plusDarker(s, over: b, opacity: 1)
        #expect(out >> 24 == 255)
        #expect(abs(Int(out & 0xFF) - 77) <= 1)
        // A clear source leaves the backdrop as it was.
        #expect(DisplayListPainter.plusDarker(0, over: b, opacity: 1) == b)
    }
}

extension RGBA {
    fileprivate var paint: Paint { .color(self) }
}
