//  DisplayListPainter+ShadowTests.swift — GlimpseRenderTests (Glimpse)
//  Status: Complete
//  Behaviour: a shadow blurred over its content's ink only is the shadow blurred over the whole
//  canvas; group surfaces bounded to a clip draw the same pixels as unbounded ones.

import GlimpseArchive
import Testing

@testable import GlimpseRender

struct DisplayListPainterShadowTests {
    private typealias T = TestArchives

    /// A circle of diameter `d` at (`x`, `y`) as a path (four cubic arcs).
    private func circle(x: Double, y: Double, d: Double) -> PathData {
        let r = d / 2, k = 0.5523 * r, (cx, cy) = (x + r, y + r)
        return PathData([
            .move(to: Point(x: cx + r, y: cy)),
            .curve(
                to: Point(x: cx, y: cy + r), control1: Point(x: cx + r, y: cy + k),
                control2: Point(x: cx + k, y: cy + r)),
            .curve(
                to: Point(x: cx - r, y: cy), control1: Point(x: cx - k, y: cy + r),
                control2: Point(x: cx - r, y: cy + k)),
            .curve(
                to: Point(x: cx, y: cy - r), control1: Point(x: cx - r, y: cy - k),
                control2: Point(x: cx - k, y: cy - r)),
            .curve(
                to: Point(x: cx + r, y: cy), control1: Point(x: cx + k, y: cy - r),
                control2: Point(x: cx + r, y: cy - k)),
            .closeSubpath,
        ])
    }

    @Test func aSmallShadowOnALargeCanvasIsTheWholeCanvasBlurWithin1Of255() throws {
        let (width, height) = (200, 150)
        let (dx, dy) = (7, 4)
        var g = T.group(
            [T.rect(Rect(x: 40, y: 30, width: 20, height: 10), .color(T.red))],
            frame: Rect(x: 0, y: 0, width: 200, height: 150))
        g.shadow = Shadow(color: RGBA(0, 0, 0, 1), radius: 6, x: Double(dx), y: Double(dy))
        let image = try T.render(T.archive(width: 200, height: 150, [.group(g)]))
        // The reference: the silhouette blurred over the whole canvas (σ = radius / 2 = 3 px).
        var silhouette = [UInt8](repeating: 0, count: width * height)
        for y in 30..<40 { for x in 40..<60 { silhouette[y * width + x] = 255 } }
        silhouette.withUnsafeMutableBufferPointer {
            BoxBlur.blurA8(data: $0.baseAddress, width: width, height: height, stride: width, sigma: 3)
        }
        var compared = 0
        for y in 0..<height {
            for x in 0..<width {
                let pixel = image[x, y]
                if (40..<60).contains(x) && (30..<40).contains(y) {
                    #expect(pixel == .solidRed)
                    continue
                }
                let (sx, sy) = (x - dx, y - dy)
                let expected = sx >= 0 && sy >= 0 ? Int(silhouette[sy * width + sx]) : 0
                #expect(abs(Int(pixel.alpha) - expected) <= 1, "pixel (\(x), \(y))")
                if expected > 0 { compared += 1 }
            }
        }
        #expect(compared > 400)
    }

    @Test func aGroupWithNoInkCastsNoShadow() throws {
        var g = T.group([T.rect(Rect(x: 10, y: 10, width: 30, height: 30), .color(RGBA(1, 0, 0, 0)))])
        g.shadow = Shadow(color: RGBA(0, 0, 0, 1), radius: 4, x: 3, y: 3)
        let image = try T.render(T.archive([.group(g)]), scale: 2)
        #expect(image.count { $0 != .transparent } == 0)
    }

    @Test func aClippedShadowedAvatarCastsItsShadowPastTheClip() throws {
        // As EmojiRangers' AvatarView: a clipped group inside a shadowed one.
        var clipped = T.group([T.rect(Rect(x: 0, y: 0, width: 100, height: 100), .color(T.blue))])
        clipped.clip = circle(x: 30, y: 30, d: 40)
        var g = T.group([.group(clipped)])
        g.shadow = Shadow(color: RGBA(0, 0, 0, 1), radius: 0, x: 0, y: 25)
        let image = try T.render(T.archive([.group(g)]), scale: 3)
        #expect(image.at(50, 50, scale: 3) == .solidBlue)
        #expect(image.at(50, 90, scale: 3) == RasterImage.Pixel(0, 0, 0, 255))
        #expect(image.at(20, 50, scale: 3) == .transparent)
    }

    @Test func aClippedGroupWithOpacityIsItsOpaqueSelfAtThatOpacity() throws {
        // The translucent group's surface is bounded to the clip's pixels; antialiased edges stay.
        func render(opacity: Double?) throws -> RasterImage {
            var g = T.group([T.rect(Rect(x: 0, y: 0, width: 100, height: 100), .color(T.red))])
            g.clip = circle(x: 20.3, y: 25.6, d: 37.7)
            g.opacity = opacity
            g.transform = Transform(a: 1.5, b: 0, c: 0, d: 1.25, tx: 3.5, ty: -2.25)
            return try T.render(T.archive([.group(g)]), scale: 2)
        }
        let opaque = try render(opacity: nil), half = try render(opacity: 0.5)
        var edges = 0
        for y in 0..<opaque.height {
            for x in 0..<opaque.width {
                let (a, b) = (Int(opaque[x, y].alpha), Int(half[x, y].alpha))
                #expect(abs(b - (a + 1) / 2) <= 1, "pixel (\(x), \(y)): \(a) at 1, \(b) at 0.5")
                if a > 0 && a < 255 { edges += 1 }
            }
        }
        #expect(edges > 50)
    }

    @Test func aClippedGroupWithAMaskDrawsAsWithoutTheBoundedSurface() throws {
        // An opaque mask over the whole canvas changes nothing, so the masked (pushed, bounded)
        // group must equal the plainly drawn one pixel for pixel.
        func render(masked: Bool) throws -> RasterImage {
            var g = T.group([T.rect(Rect(x: 0, y: 0, width: 100, height: 100), .color(T.red))])
            g.clip = circle(x: 10.4, y: 12.2, d: 51.3)
            if masked { g.mask = T.rect(Rect(x: -10, y: -10, width: 120, height: 120), .color(.black)) }
            return try T.render(T.archive([.group(g)]), scale: 3)
        }
        #expect(try render(masked: true) == render(masked: false))
    }
}
