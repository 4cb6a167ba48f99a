//  AnyShapeTests.swift — SwiftUITests
//  Status: Complete
//  Behaviour: AnyShape draws, sizes and strokes as the shape it wraps (AnyShape.swift).

import Foundation
import Testing

@testable import SwiftUI

struct AnyShapeTests {
    private typealias R = EffectRendering
    private let rect = CGRect(x: 0, y: 0, width: 40, height: 20)

    @Test func itsPathInARectIsTheWrappedShapesPath() {
        #expect(AnyShape(Capsule()).path(in: rect) == Capsule().path(in: rect))
        #expect(AnyShape(AnyShape(Circle())).path(in: rect) == Circle().path(in: rect))
    }

    @Test func itSizesAsTheWrappedShape() {
        let proposal = ProposedViewSize(width: 30, height: nil)
        #expect(AnyShape(Circle()).sizeThatFits(proposal) == Circle().sizeThatFits(proposal))
    }

    @Test(arguments: [true, false]) func aChosenShapeClipsAsTheShapeItself(isRound: Bool) {
        let erased = Color.red.frame(width: 40, height: 40)
            .clipShape(isRound ? AnyShape(Circle()) : AnyShape(Rectangle()))
        let direct = Color.red.frame(width: 40, height: 40)
        let expected = isRound ? R.archive(direct.clipShape(Circle())) : R.archive(direct.clipShape(Rectangle()))
        #expect(R.archive(erased).sExpression == expected.sExpression)
    }

    @Test func aWrappedStrokeStillDrawsAsAStroke() {
        let erased = AnyShape(Circle().stroke(lineWidth: 3)).frame(width: 20, height: 20)
        let direct = Circle().stroke(lineWidth: 3).frame(width: 20, height: 20)
        #expect(R.archive(erased).sExpression == R.archive(direct).sExpression)
        #expect(R.archive(erased).sExpression.contains("stroke"))
    }
}
