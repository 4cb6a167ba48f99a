//  VisualEffectTests.swift — SwiftUITests
//  Apple SwiftUI "visualEffect(_:)" and "VisualEffect" (iOS 17): effects computed from the view's
//  geometry change its drawing, never its layout.

import Foundation
import GlimpseArchive
import GlimpseRender
import GlimpseTesting
import Testing

@testable import SwiftUI

struct VisualEffectTests {
    private typealias R = EffectRendering

    /// A 20-point red square, centred in a 100 × 60 canvas at (40, 20).
    private var square: some View { Rectangle().fill(R.red).frame(width: 20, height: 20) }

    @Test func anOffsetFromTheProxyMovesTheDrawing() throws {
        let view = square.visualEffect { content, proxy in content.offset(x: proxy.size.width) }
        try R.keep(view, "visual-effect-offset")
        let image = try R.pixels(view)
        #expect(image[70, 30].red == 255)
        #expect(image[50, 30].alpha == 0)
    }

    @Test func theProxyHasTheViewsGlobalFrame() throws {
        let view = square.visualEffect { content, proxy in
            content.offset(y: proxy.frame(in: .global).minY)  // 20 points down
        }
        let image = try R.pixels(view)
        #expect(image[50, 45].red == 255)
        #expect(image[50, 25].alpha == 0)
    }

    @Test func scaleRotationAndOpacityChainLikeTheViewModifiers() throws {
        let scaled = try R.pixels(square.visualEffect { c, _ in c.scaleEffect(2) })
        #expect(scaled[32, 30].red == 255, "40 points wide about the centre")
        #expect(scaled[25, 30].alpha == 0)
        let faded = try R.pixels(square.visualEffect { c, _ in c.opacity(0.5) })
        #expect(abs(Int(faded[50, 30].alpha) - 128) <= 1)
        let turned = R.archive(square.visualEffect { c, _ in c.rotationEffect(.degrees(45)).blur(radius: 2) })
        let s = turned.content.sExpression
        #expect(s.contains("(transform"), "\(s)")
        #expect(s.contains("blur"), "\(s)")
    }

    @Test func rotation3DAndHueRotationAreOfferedOnTheEffect() {
        let s = R.archive(
            square.visualEffect { c, _ in
                c.rotation3DEffect(.degrees(40), axis: (x: 0, y: 1, z: 0)).hueRotation(.degrees(30))
            }
        ).content.sExpression
        #expect(s.contains("(transform"), "\(s)")
        #expect(s.contains("hueRotation"), "\(s)")
    }

    @Test func layoutIsUnchanged() {
        let size = CGSize(width: 100, height: 60)
        let plain = layoutFrames(of: square.accessibilityIdentifier("s"), in: size)
        let effected = layoutFrames(
            of: square.visualEffect { c, p in c.offset(x: 30).scaleEffect(x: 2, y: 1, anchor: .leading) }
                .accessibilityIdentifier("s"),
            in: size)
        #expect(plain["s"] == effected["s"])
    }

    @Test func anEmptyEffectDrawsTheViewAsIs() {
        #expect(
            R.archive(square.visualEffect { c, _ in c }).content.sExpression == R.archive(square).content.sExpression)
    }
}
