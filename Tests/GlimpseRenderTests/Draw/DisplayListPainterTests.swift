//  DisplayListPainterTests.swift — GlimpseRenderTests (Glimpse)
//  Status: Complete
//  Behaviour: pins group compositing: order, opacity, transform, clip, mask, shadow, and that
//  bad geometry never stops the rest of the frame.

import GlimpseArchive
import GlimpseRender
import Testing

struct DisplayListPainterTests {
    private typealias T = TestArchives
    private let full = Rect(x: 0, y: 0, width: 100, height: 100)

    @Test func childrenDrawInOrderLaterOnTop() throws {
        let image = try T.render(
            T.archive([
                T.rect(Rect(x: 10, y: 10, width: 50, height: 50), .color(T.red)),
                T.rect(Rect(x: 30, y: 30, width: 50, height: 50), .color(T.blue)),
            ]))
        #expect(image.at(20, 20) == .solidRed)
        #expect(image.at(40, 40) == .solidBlue)
    }

    @Test func opacityHalvesAlpha() throws {
        var g = T.group([T.rect(Rect(x: 10, y: 10, width: 30, height: 30), .color(T.red))])
        g.opacity = 0.5
        let image = try T.render(T.archive([.group(g)]))
        let p = image.at(20, 20)
        #expect(p.red == 255 && p.green == 0 && abs(Int(p.alpha) - 128) <= 1)
    }

    @Test func opacityAppliesToTheCompositedChildrenNotEachChild() throws {
        // Two overlapping opaque rects at 0.5: the overlap shows only the top one at half alpha.
        var g = T.group([
            T.rect(Rect(x: 10, y: 10, width: 40, height: 40), .color(T.red)),
            T.rect(Rect(x: 30, y: 30, width: 40, height: 40), .color(T.blue)),
        ])
        g.opacity = 0.5
        let image = try T.render(T.archive([.group(g)]))
        #expect(image.at(40, 40).isClose(to: RasterImage.Pixel(0, 0, 255, 128), tolerance: 1))
    }

    @Test func zeroOpacityDrawsNothing() throws {
        var g = T.group([T.rect(full, .color(T.red))])
        g.opacity = 0
        #expect(try T.render(T.archive([.group(g)])).count { $0.alpha > 0 } == 0)
    }

    @Test(arguments: [1.0, 3.0])
    func clipCutsChildrenToThePath(scale: Double) throws {
        var g = T.group([T.rect(full, .color(T.red))])
        g.clip = T.rectPath(Rect(x: 25, y: 25, width: 50, height: 50))
        let image = try T.render(T.archive([.group(g)]), scale: scale)
        #expect(image.at(30, 30, scale: scale) == .solidRed)
        #expect(image.at(20, 50, scale: scale) == .transparent)
        #expect(image.at(50, 80, scale: scale) == .transparent)
        #expect(image.count { $0 == .solidRed } == Int(50 * scale) * Int(50 * scale))
    }

    @Test func transformMovesChildrenInWidgetSpace() throws {
        var g = T.group([T.rect(Rect(x: 0, y: 0, width: 10, height: 10), .color(T.red))])
        g.transform = Transform(a: 2, b: 0, c: 0, d: 2, tx: 50, ty: 20)
        let image = try T.render(T.archive([.group(g)]))
        #expect(image.at(51, 21) == .solidRed)
        #expect(image.at(69, 39) == .solidRed)
        #expect(image.at(5, 5) == .transparent)
        #expect(image.at(71, 30) == .transparent)
    }

    @Test func clipIsInTheGroupsPreTransformSpace() throws {
        var g = T.group([T.rect(full, .color(T.red))])
        g.clip = T.rectPath(Rect(x: 0, y: 0, width: 10, height: 10))
        g.transform = .translation(40, 40)
        let image = try T.render(T.archive([.group(g)]))
        #expect(image.at(45, 45) == .solidRed)
        #expect(image.at(5, 5) == .transparent)
        #expect(image.at(55, 45) == .transparent)
    }

    @Test(arguments: [
        Transform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0),  // not invertible
        Transform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0),  // NaN
        Transform(a: 1, b: 0, c: 0, d: 1, tx: .infinity, ty: 0),  // infinite translation
    ])
    func badTransformSkipsItsGroupAndTheRestStillDraws(transform: Transform) throws {
        var g = T.group([T.rect(full, .color(T.red))])
        g.transform = transform
        let image = try T.render(
            T.archive([.group(g), T.rect(Rect(x: 0, y: 0, width: 10, height: 10), .color(T.blue))]))
        #expect(image.at(5, 5) == .solidBlue)
        #expect(image.at(50, 50) == .transparent)
    }

    @Test func maskKeepsChildrenOnlyWhereTheMaskIsOpaque() throws {
        var g = T.group([T.rect(full, .color(T.red))])
        g.mask = .group(
            T.group([
                T.rect(Rect(x: 0, y: 0, width: 50, height: 100), .color(.black)),
                T.rect(Rect(x: 50, y: 0, width: 50, height: 100), .color(RGBA(0, 1, 0, 0.5))),
            ]))
        let image = try T.render(T.archive([.group(g)]))
        #expect(image.at(25, 50) == .solidRed)
        let half = image.at(75, 50)
        #expect(half.red == 255 && abs(Int(half.alpha) - 128) <= 1)
    }

    @Test func maskWithOpacityMultipliesBoth() throws {
        var g = T.group([T.rect(full, .color(T.red))])
        g.mask = T.rect(Rect(x: 0, y: 0, width: 50, height: 100), .color(.black))
        g.opacity = 0.5
        let image = try T.render(T.archive([.group(g)]))
        #expect(abs(Int(image.at(25, 50).alpha) - 128) <= 1)
        #expect(image.at(75, 50) == .transparent)
    }

    @Test func shadowDrawsABlurredOffsetSilhouetteUnderTheContent() throws {
        var g = T.group([T.rect(Rect(x: 20, y: 20, width: 40, height: 40), .color(T.red))])
        g.shadow = Shadow(color: RGBA(0, 0, 0, 1), radius: 2, x: 10, y: 10)
        let image = try T.render(T.archive([.group(g)]), scale: 2)
        // Content on top.
        #expect(image.at(40, 40, scale: 2) == .solidRed)
        // Fully in the offset silhouette, past the blur: black.
        #expect(image.at(65, 65, scale: 2).isClose(to: RasterImage.Pixel(0, 0, 0, 255), tolerance: 3))
        // At the silhouette's edge: half transparent (blurred); σ = radius / 2 = 1 pt.
        let edge = image.at(70, 50, scale: 2)
        #expect(edge.alpha > 80 && edge.alpha < 176)
        #expect(image.at(71.5, 50, scale: 2).alpha < 40)
        // Far from it: nothing.
        #expect(image.at(90, 20, scale: 2) == .transparent)
        #expect(image.at(10, 10, scale: 2) == .transparent)
    }

    @Test func shadowIsNotCutByTheGroupsClip() throws {
        var g = T.group([T.rect(full, .color(T.red))])
        g.clip = T.rectPath(Rect(x: 20, y: 20, width: 30, height: 30))
        g.shadow = Shadow(color: RGBA(0, 0, 1, 1), radius: 0, x: 20, y: 0)
        let image = try T.render(T.archive([.group(g)]))
        #expect(image.at(30, 30) == .solidRed)
        #expect(image.at(60, 30) == .solidBlue)
        #expect(image.at(80, 30) == .transparent)
    }

    @Test func deepNestingWithinTheArchiveLimitDraws() throws {
        var item = T.rect(Rect(x: 0, y: 0, width: 10, height: 10), .color(T.red))
        for _ in 0..<(WidgetArchive.maximumDepth - 2) { item = .group(T.group([item])) }
        let image = try T.render(T.archive([item]))
        #expect(image.at(5, 5) == .solidRed)
    }
}
