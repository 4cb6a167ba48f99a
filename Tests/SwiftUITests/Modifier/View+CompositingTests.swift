//  View+CompositingTests.swift — SwiftUITests
//  Status: Complete
//  Behaviour: blendMode, compositingGroup, drawingGroup and rotation3DEffect as widget code
//  writes them, down to pixels: opacity and blend modes apply to each drawing unless the
//  content is a compositing group (Apple "compositingGroup()").

import Foundation
import GlimpseArchive
import GlimpseRender
import Testing

@testable import SwiftUI

struct ViewCompositingTests {
    private typealias R = EffectRendering

    /// Two 40-point circles overlapping over x 40…60 in a 100 × 60 canvas.
    private var circles: some View {
        ZStack {
            Circle().fill(R.red).frame(width: 40, height: 40).offset(x: -10)
            Circle().fill(R.red).frame(width: 40, height: 40).offset(x: 10)
        }
    }

    @Test func opacityWithoutACompositingGroupFadesEachCircleSoTheOverlapIsDarker() throws {
        let view = circles.opacity(0.5)
        try R.keep(view, "opacity-per-circle")
        let image = try R.pixels(view)
        #expect(abs(Int(image[35, 30].alpha) - 128) <= 1, "one circle")
        #expect(abs(Int(image[50, 30].alpha) - 191) <= 1, "both circles: 1 − 0.5 × 0.5")
    }

    @Test func opacityOverACompositingGroupFadesTheCirclesOnce() throws {
        let view = circles.compositingGroup().opacity(0.5)
        try R.keep(view, "opacity-composited")
        let image = try R.pixels(view)
        #expect(abs(Int(image[35, 30].alpha) - 128) <= 1)
        #expect(abs(Int(image[50, 30].alpha) - 128) <= 1, "the overlap is no darker")
        #expect(image[50, 30].red == 255)
    }

    @Test func drawingGroupCompositesLikeACompositingGroup() throws {
        let image = try R.pixels(circles.drawingGroup().opacity(0.5))
        #expect(abs(Int(image[50, 30].alpha) - 128) <= 1)
    }

    @Test func opacityIsPushedToEachDrawingInTheArchive() {
        let archive = R.archive(circles.opacity(0.5))
        let s = archive.content.sExpression
        #expect(s.components(separatedBy: "(opacity 0.5)").count - 1 == 2, "\(s)")
        let composited = R.archive(circles.compositingGroup().opacity(0.5)).content.sExpression
        #expect(composited.components(separatedBy: "(opacity 0.5)").count - 1 == 1)
        #expect(composited.contains("(opacity 0.5) (compositing)"))
    }

    @Test func nestedOpacitiesMultiply() {
        let s = R.archive(Rectangle().fill(R.red).opacity(0.5).opacity(0.5)).content.sExpression
        #expect(s.contains("(opacity 0.25)"), "\(s)")
    }

    @Test func multiplyOverAYellowCardDrawsTheProduct() throws {
        // Yellow (1, 1, 0) × cyan-ish (0, 0.5, 1) = (0, 0.5, 0) where they overlap.
        let view = ZStack {
            Rectangle().fill(Color(red: 1, green: 1, blue: 0)).frame(width: 60, height: 40).offset(x: -15)
            Rectangle().fill(Color(red: 0, green: 0.5, blue: 1)).frame(width: 60, height: 40).offset(x: 15)
                .blendMode(.multiply)
        }
        try R.keep(view, "multiply")
        let image = try R.pixels(view)
        let overlap = image[50, 30]
        #expect(overlap.red == 0 && abs(Int(overlap.green) - 128) <= 1 && overlap.blue == 0 && overlap.alpha == 255)
        #expect(image[20, 30] == RasterImage.Pixel(255, 255, 0, 255))
        #expect(image[80, 30] == RasterImage.Pixel(0, 128, 255, 255))
    }

    @Test func screenAndPlusLighterLightenTheOverlap() throws {
        func overlap(_ mode: BlendMode) throws -> RasterImage.Pixel {
            try R.pixels(
                ZStack {
                    Rectangle().fill(Color(red: 0.4, green: 0.2, blue: 0)).frame(width: 60, height: 40).offset(x: -15)
                    Rectangle().fill(Color(red: 0.4, green: 0.6, blue: 0.2)).frame(width: 60, height: 40).offset(x: 15)
                        .blendMode(mode)
                })[50, 30]
        }
        let screen = try overlap(.screen)  // a + b − ab
        #expect(abs(Int(screen.red) - 163) <= 1 && abs(Int(screen.green) - 173) <= 1 && abs(Int(screen.blue) - 51) <= 1)
        let plus = try overlap(.plusLighter)  // min(1, a + b)
        #expect(abs(Int(plus.red) - 204) <= 1 && abs(Int(plus.green) - 204) <= 1 && abs(Int(plus.blue) - 51) <= 1)
    }

    @Test func destinationOutInACompositingGroupCutsAHoleInTheCardOnly() throws {
        // The classic cut-out: a card with a circle punched through it, over a yellow page.
        let view = ZStack {
            Color(red: 1, green: 1, blue: 0)
            ZStack {
                Rectangle().fill(R.red).frame(width: 80, height: 50)
                Circle().frame(width: 30, height: 30).blendMode(.destinationOut)
            }
            .compositingGroup()
        }
        try R.keep(view, "destination-out")
        let image = try R.pixels(view)
        #expect(image[50, 30] == RasterImage.Pixel(255, 255, 0, 255), "the page shows through the hole")
        #expect(image[20, 30] == RasterImage.Pixel(255, 0, 0, 255), "the card")
        #expect(image[5, 30] == RasterImage.Pixel(255, 255, 0, 255), "the page around the card")
    }

    @Test func aBlendModeOverAGroupReachesEachDrawing() {
        let s = R.archive(circles.blendMode(.multiply)).content.sExpression
        #expect(s.components(separatedBy: "(blend multiply)").count - 1 == 2, "\(s)")
        let once = R.archive(circles.compositingGroup().blendMode(.multiply)).content.sExpression
        #expect(once.components(separatedBy: "(blend multiply)").count - 1 == 1)
    }

    @Test func everyAppleBlendModeHasAnArchiveName() {
        // The archive's other seven are GraphicsContext's Porter-Duff modes.
        let porterDuff: Set<BlendingMode> = [
            .clear, .copy, .sourceIn, .sourceOut, .destinationIn, .destinationAtop, .xor,
        ]
        #expect(Set(BlendMode.allCases.map(\.archived)) == Set(BlendingMode.allCases).subtracting(porterDuff))
        #expect(BlendMode.allCases.count == 21)
    }

    // MARK: - rotation3DEffect

    @Test func aYAxisRotationDrawsTheNearerLeftEdgeTallerAndTheBoxNarrower() throws {
        // 60 × 40 rectangle centred at (50, 50), 45° about y, perspective 1 (d = 60 points):
        // the left corners project to x −32.8, y ±30.9 from the centre, the right ones to
        // x 15.7, y ±14.8; the least-squares affine keeps x 17.2…65.7 and y 50 ± 22.9.
        let view = Rectangle().fill(R.red).frame(width: 60, height: 40)
            .rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0))
        try R.keep(view, "rotation3d-y45", width: 100, height: 100)
        guard case .group(let root) = R.archive(view, width: 100, height: 100).content,
            case .group(let rotated) = root.children.first, let t = rotated.transform
        else {
            Issue.record("no transformed group")
            return
        }
        #expect(abs(t.a - 0.80812) < 1e-4 && abs(t.d - 8.0 / 7) < 1e-4)
        #expect(abs(t.b) < 1e-9 && abs(t.c) < 1e-9)
        #expect(abs((t.a * 50 + t.tx) - (50 - 60.0 / 7)) < 1e-4, "the centre moves toward the nearer edge")
        let image = try R.pixels(view, width: 100, height: 100)
        #expect(image[19, 50].alpha == 255 && image[15, 50].alpha == 0)
        #expect(image[64, 50].alpha == 255 && image[67, 50].alpha == 0)
        #expect(image[40, 29].alpha == 255 && image[40, 26].alpha == 0)
    }

    @Test func aZAxisRotationIsExactlyTheFlatRotation() {
        let rect = CGRect(x: 10, y: 20, width: 60, height: 40)
        let r = Rotation3D(angle: .pi / 6, axis: (0, 0, 1), anchor: (0.5, 0.5), anchorZ: 0, perspective: 1)
        let flat = Transform.rotation(.pi / 6, about: CGPoint(x: 40, y: 40))
        let t = r.affine(in: rect)
        for (x, y) in [(t.a, flat.a), (t.b, flat.b), (t.c, flat.c), (t.d, flat.d), (t.tx, flat.tx), (t.ty, flat.ty)] {
            #expect(abs(x - y) < 1e-9)
        }
    }

    @Test func withoutPerspectiveAYAxisRotationScalesTheWidthByTheCosine() {
        let rect = CGRect(x: 0, y: 0, width: 60, height: 40)
        let t = Rotation3D(angle: .pi / 3, axis: (0, 1, 0), anchor: (0, 0), anchorZ: 0, perspective: 0).affine(in: rect)
        #expect(abs(t.a - 0.5) < 1e-9 && abs(t.d - 1) < 1e-9 && abs(t.tx) < 1e-9 && abs(t.ty) < 1e-9)
    }

    @Test(arguments: [
        // edge-on: no width left to draw
        (Double.pi / 2, 1.0),
        // a corner behind the viewer (d = 6 points)
        (Double.pi / 3, 10.0),
    ])
    func aRotationThatCannotBeSeenDrawsNothing(angle: Double, perspective: Double) throws {
        let view = Rectangle().fill(R.red).frame(width: 60, height: 40)
            .rotation3DEffect(.radians(angle), axis: (x: 0, y: 1, z: 0), perspective: perspective)
        let image = try R.pixels(view, width: 100, height: 100)
        #expect(image[50, 50].alpha == 0)
    }

    @Test func aZeroAxisOrANaNAngleDrawsTheViewUnrotated() throws {
        let zero = Rectangle().fill(R.red).frame(width: 60, height: 40)
            .rotation3DEffect(.degrees(30), axis: (x: 0, y: 0, z: 0))
        #expect(try R.pixels(zero, width: 100, height: 100)[22, 32].alpha == 255)
        let nan = Rectangle().fill(R.red).frame(width: 60, height: 40)
            .rotation3DEffect(.radians(.nan), axis: (x: 1, y: 0, z: 0))
        #expect(try R.pixels(nan, width: 100, height: 100)[22, 32].alpha == 255)
    }
}
