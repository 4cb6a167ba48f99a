//  ShadowStyleTests.swift — SwiftUITests
//  `ShapeStyle.shadow(_:)` with drop and inner `ShadowStyle`s, as widget code writes them:
//  the archive groups they make and the pixels drawn.

import Foundation
import GlimpseArchive
import GlimpseRender
import Testing

@testable import SwiftUI

struct ShadowStyleTests {
    private typealias R = EffectRendering

    @Test func aFillWithADropShadowDrawsTheShadowBesideTheShape() throws {
        // The square covers x 30…70; a hard black shadow 10 pt right reaches to 80.
        let view = Rectangle().fill(R.red.shadow(.drop(color: .black, radius: 0, x: 10, y: 0)))
            .frame(width: 40, height: 40)
        try R.keep(view, "shadow-style-drop")
        let image = try R.pixels(view)
        let shadow = image[75, 30]
        #expect(shadow.alpha == 255 && shadow.red == 0, "\(shadow)")
        #expect(image[60, 30].red == 255, "the shape is drawn over its shadow")
        #expect(image[25, 30].alpha == 0)
    }

    @Test func anInnerShadowDarkensTheInsideNearTheEdgeItComesFrom() throws {
        let view = Rectangle().fill(Color.white.shadow(.inner(color: .black, radius: 0, x: 10, y: 0)))
            .frame(width: 40, height: 40)
        try R.keep(view, "shadow-style-inner")
        let image = try R.pixels(view)
        #expect(image[35, 30].red == 0 && image[35, 30].alpha == 255, "\(image[35, 30])")
        #expect(image[60, 30].red == 255, "\(image[60, 30])")
        #expect(image[75, 30].alpha == 0, "an inner shadow stays inside the shape")
    }

    @Test func aBlurredInnerShadowFadesTowardsTheMiddle() throws {
        let view = Rectangle().fill(Color.white.shadow(.inner(color: .black, radius: 8)))
            .frame(width: 40, height: 40)
        try R.keep(view, "shadow-style-inner-blur")
        let image = try R.pixels(view)
        let edge = image[31, 30].red
        let middle = image[50, 30].red
        #expect(edge < 200 && middle > 240 && edge < middle, "edge \(edge), middle \(middle)")
        #expect(image[50, 30].alpha == 255 && image[28, 30].alpha == 0)
    }

    @Test func aForegroundStyleShadowWrapsTextAndShapesInShadowGroups() {
        let view = VStack {
            Text("Hi")
            Circle().frame(width: 10, height: 10)
        }
        .foregroundStyle(.red.shadow(.inner(radius: 2)).shadow(.drop(radius: 4)))
        let s = R.archive(view).content.sExpression
        #expect(s.components(separatedBy: "(inner-shadow").count == 3, "\(s)")
        #expect(s.components(separatedBy: "(shadow").count == 3, "\(s)")
    }

    @Test func hostileShadowNumbersAreClampedAtIntake() {
        let view = Rectangle().fill(.blue.shadow(.drop(radius: .infinity, x: .nan, y: 1e300)))
        let archive = R.archive(view)
        #expect(throws: Never.self) { try ArchiveCoding.validate(archive) }
    }

    @Test func opacityFadesTheShadowToo() {
        let style = Color.red.shadow(.drop(color: .black, radius: 1)).opacity(0.5)
        let shadows = castShadows(of: style, in: EnvironmentValues())
        #expect(shadows.count == 1 && shadows.first?.color.alpha == 0.5)
    }
}
