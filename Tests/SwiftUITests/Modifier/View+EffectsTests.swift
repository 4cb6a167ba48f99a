//  View+EffectsTests.swift — SwiftUITests
//  Status: Complete
//  Behaviour: the colour and blur modifiers as widget code writes them reach the archive as
//  filters of one group and change the drawn pixels.

import Foundation
import GlimpseArchive
import GlimpseRender
import Testing

@testable import SwiftUI

struct ViewEffectsTests {
    private typealias R = EffectRendering

    @Test func colourModifiersBecomeFiltersInTheArchive() {
        let view = Rectangle().fill(R.red).frame(width: 20, height: 20)
            .saturation(0.5).grayscale(0.25).brightness(0.1).contrast(1.2).hueRotation(.degrees(90))
            .colorMultiply(Color(red: 1, green: 1, blue: 0)).colorInvert().luminanceToAlpha().blur(radius: 3)
        let s = R.archive(view).content.sExpression
        for name in [
            "saturation 0.5", "grayscale 0.25", "brightness 0.1", "contrast 1.2", "hueRotation 1.571",
            "colorMultiply", "colorInvert", "luminanceToAlpha", "blur 3",
        ] {
            #expect(s.contains("(filter \(name)"), "\(name) in \(s)")
        }
    }

    @Test func grayscaleDrawsARedSquareGrey() throws {
        let view = Rectangle().fill(R.red).frame(width: 40, height: 40).grayscale(1)
        try R.keep(view, "grayscale")
        let p = try R.pixels(view)[50, 30]
        #expect(abs(Int(p.red) - 54) <= 1 && p.red == p.green && p.green == p.blue, "\(p)")
    }

    @Test func blurSoftensAnEdge() throws {
        let view = Rectangle().fill(R.red).frame(width: 40, height: 40).blur(radius: 6)
        try R.keep(view, "blur")
        let image = try R.pixels(view)
        #expect(image[50, 30].alpha == 255)
        #expect(image[30, 30].alpha > 64 && image[30, 30].alpha < 192, "the left edge at x 30 is half covered")
        #expect(image[26, 30].alpha > 0)
    }
}
