//  TransformedShapeTests.swift — SwiftUITests
//  Affine transforms on paths and shapes (`Path.applying(_:)`, the `transform:` parameters of
//  Path's `add…` methods, `Shape.transform(_:)`) and on views (`transformEffect(_:)`).

import Foundation
import GlimpseArchive
import GlimpseRender
import Testing

@testable import SwiftUI

struct TransformedShapeTests {
    private typealias R = EffectRendering

    @Test func applyingMovesEveryPoint() {
        let path = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
            .applying(CGAffineTransform(translationX: 5, y: 0).scaledBy(x: 2, y: 1))
        #expect(path.boundingRect == CGRect(x: 5, y: 0, width: 20, height: 10))
    }

    @Test func transformParametersMapOnlyWhatIsAdded() {
        var path = Path()
        path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10), transform: CGAffineTransform(translationX: 100, y: 0))
        path.addEllipse(in: CGRect(x: 0, y: 0, width: 10, height: 10), transform: CGAffineTransform(scaleX: 1, y: 3))
        let bounds = path.boundingRect
        #expect(abs(bounds.minY) < 1e-9 && bounds.minX == 0 && bounds.width == 110 && bounds.height == 30, "\(bounds)")
        var arc = Path()
        arc.addArc(
            center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: false,
            transform: CGAffineTransform(translationX: 50, y: 50))
        #expect(arc.currentPoint.map { abs($0.x - 50) < 1e-9 && abs($0.y - 60) < 1e-9 } == true)
    }

    @Test func aTransformedShapeMapsItsPathInItsOwnSpace() {
        let shape = Rectangle().transform(CGAffineTransform(scaleX: 0.5, y: 1))
        let bounds = shape.path(in: CGRect(x: 0, y: 0, width: 40, height: 20)).boundingRect
        #expect(bounds == CGRect(x: 0, y: 0, width: 20, height: 20))
    }

    @Test func aTransformedShapeDrawsWhereTheTransformPutsIt() throws {
        // A 40 × 40 square in a 100 × 60 canvas sits at x 30…70; halved horizontally it covers 30…50.
        let view = Rectangle().transform(CGAffineTransform(scaleX: 0.5, y: 1)).fill(R.red).frame(width: 40, height: 40)
        try R.keep(view, "transformed-shape")
        let image = try R.pixels(view)
        #expect(image[40, 30].alpha == 255)
        #expect(image[60, 30].alpha == 0)
    }

    @Test func transformEffectWorksInTheViewsLocalSpace() throws {
        // Local space: scaling by 0.5 about the view's top-leading corner (30, 10) keeps 30…50 × 10…30.
        let view = Rectangle().fill(R.red).frame(width: 40, height: 40)
            .transformEffect(CGAffineTransform(scaleX: 0.5, y: 0.5))
        try R.keep(view, "transform-effect")
        let image = try R.pixels(view)
        #expect(image[35, 15].alpha == 255)
        #expect(image[55, 15].alpha == 0)
        #expect(image[35, 35].alpha == 0)
        let moved = Rectangle().fill(R.red).frame(width: 40, height: 40)
            .transformEffect(CGAffineTransform(translationX: 20, y: 0))
        let shifted = try R.pixels(moved)
        #expect(shifted[32, 30].alpha == 0 && shifted[85, 30].alpha == 255)
    }
}
