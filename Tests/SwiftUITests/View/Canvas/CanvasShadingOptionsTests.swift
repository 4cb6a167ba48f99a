//  CanvasShadingOptionsTests.swift — SwiftUITests
//  Status: Complete
//  Behaviour: GraphicsContext's gradient options and colour filters down to pixels (Apple
//  "GraphicsContext.GradientOptions", "Filter.colorMatrix(_:)", "Filter.alphaThreshold"):
//  `.repeat` starts the gradient again past its end, `.mirror` runs it back, `.linearColor`
//  blends in linear light; a colour matrix remaps components, an alpha threshold keeps the
//  pixels in its bounds in its colour; a Porter-Duff blend mode (`.clear`) changes only the
//  drawing's shape.

import Foundation
import GlimpseArchive
import GlimpseRender
import Testing

@testable import SwiftUI

struct CanvasShadingOptionsTests {
    private typealias R = EffectRendering

    private static let redToBlue = Gradient(colors: [
        Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1),
    ])

    /// A 100 × 60 canvas filled with a linear gradient from x 0 to x 20 with `options`.
    private func stripes(_ options: GraphicsContext.GradientOptions) -> some View {
        Canvas { context, size in
            context.fill(
                Path(CGRect(origin: .zero, size: size)),
                with: .linearGradient(
                    Self.redToBlue, startPoint: .zero, endPoint: CGPoint(x: 20, y: 0), options: options))
        }
    }

    private func isRed(_ p: RasterImage.Pixel) -> Bool { p.red > 200 && p.blue < 55 }
    private func isBlue(_ p: RasterImage.Pixel) -> Bool { p.blue > 200 && p.red < 55 }

    @Test func withoutOptionsTheGradientPadsPastItsEnd() throws {
        let image = try R.pixels(stripes([]))
        #expect(isRed(image[1, 30]) && isBlue(image[19, 30]))
        #expect(isBlue(image[22, 30]) && isBlue(image[90, 30]))
    }

    @Test func repeatStartsTheGradientAgainAtEachEnd() throws {
        try R.keep(stripes(.repeat), "canvas-gradient-repeat")
        let image = try R.pixels(stripes(.repeat))
        #expect(isRed(image[1, 30]) && isBlue(image[19, 30]))
        #expect(isRed(image[21, 30]) && isBlue(image[39, 30]))
        #expect(isRed(image[81, 30]) && isBlue(image[99, 30]))
    }

    @Test func mirrorRunsEveryOtherInstanceBackwards() throws {
        try R.keep(stripes(.mirror), "canvas-gradient-mirror")
        let image = try R.pixels(stripes(.mirror))
        #expect(isRed(image[1, 30]) && isBlue(image[19, 30]))
        #expect(isBlue(image[21, 30]) && isRed(image[39, 30]))
        #expect(isRed(image[41, 30]) && isBlue(image[59, 30]))
    }

    @Test func aRepeatedGradientBeforeItsStartRepeatsToo() throws {
        let view = Canvas { context, size in
            context.fill(
                Path(CGRect(origin: .zero, size: size)),
                with: .linearGradient(
                    Self.redToBlue, startPoint: CGPoint(x: 60, y: 0), endPoint: CGPoint(x: 80, y: 0),
                    options: .repeat))
        }
        let image = try R.pixels(view)
        #expect(isRed(image[41, 30]) && isBlue(image[59, 30]) && isRed(image[1, 30]))
    }

    @Test func linearColorBlendsBlackToWhiteInLinearLight() throws {
        let view = { (options: GraphicsContext.GradientOptions) in
            Canvas { context, size in
                context.fill(
                    Path(CGRect(origin: .zero, size: size)),
                    with: .linearGradient(
                        Gradient(colors: [.black, .white]), startPoint: .zero, endPoint: CGPoint(x: 100, y: 0),
                        options: options))
            }
        }
        // Half way, sRGB interpolation gives 0.5 (128); linear light gives 0.5 encoded, 0.735 (188).
        let plain = try R.pixels(view([]))[50, 30]
        let linear = try R.pixels(view(.linearColor))[50, 30]
        #expect(abs(Int(plain.green) - 128) <= 3, "\(plain)")
        #expect(abs(Int(linear.green) - 188) <= 3, "\(linear)")
    }

    @Test func aRepeatedRadialGradientRingsOutward() throws {
        let view = Canvas { context, size in
            context.fill(
                Path(CGRect(origin: .zero, size: size)),
                with: .radialGradient(
                    Self.redToBlue, center: CGPoint(x: 50, y: 30), startRadius: 0, endRadius: 10, options: .repeat))
        }
        try R.keep(view, "canvas-radial-repeat")
        let image = try R.pixels(view)
        #expect(isRed(image[51, 30]) && isBlue(image[59, 30]))
        #expect(isRed(image[61, 30]) && isBlue(image[79, 30]))
    }

    @Test func aColorMatrixRemapsTheComponents() throws {
        var swap = GraphicsContext.ColorMatrix()
        (swap.r1, swap.r3, swap.b1, swap.b3) = (0, 1, 1, 0)
        let view = Canvas { context, _ in
            context.addFilter(.colorMatrix(swap))
            context.fill(Path(CGRect(x: 10, y: 10, width: 20, height: 20)), with: .color(R.red))
        }
        let image = try R.pixels(view)
        #expect(isBlue(image[20, 20]) && image[20, 20].alpha == 255, "\(image[20, 20])")
        #expect(image[50, 20].alpha == 0)
    }

    @Test func theClearBlendModeErasesOnlyTheDrawingsShape() throws {
        let view = Canvas { context, size in
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(R.red))
            context.blendMode = .clear
            context.fill(Path(ellipseIn: CGRect(x: 20, y: 10, width: 40, height: 40)), with: .color(.blue))
        }
        try R.keep(view, "canvas-blend-clear")
        let image = try R.pixels(view)
        #expect(image[40, 30].alpha == 0, "inside the circle")
        #expect(image[21, 11] == RasterImage.Pixel(255, 0, 0, 255), "the corner of its frame keeps the red")
        #expect(R.archive(view).content.sExpression.contains("(blend clear)"))
    }

    @Test func anAlphaThresholdKeepsThePixelsInItsBoundsInItsColour() throws {
        let view = Canvas { context, _ in
            context.addFilter(.alphaThreshold(min: 0.5, color: .black))
            context.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 20)), with: .color(R.red.opacity(0.8)))
            context.fill(Path(CGRect(x: 40, y: 0, width: 20, height: 20)), with: .color(R.red.opacity(0.3)))
        }
        let image = try R.pixels(view)
        #expect(image[10, 10] == RasterImage.Pixel(0, 0, 0, 255), "\(image[10, 10])")
        #expect(image[50, 10].alpha == 0, "below the threshold: cleared")
    }
}
