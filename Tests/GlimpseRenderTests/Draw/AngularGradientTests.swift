//  AngularGradientTests.swift — GlimpseRenderTests (Glimpse)
//  Status: Complete
//  Behaviour: pins the colour ramp and the normalisation of angle ranges.

import Foundation
import GlimpseArchive
import Testing

@testable import GlimpseRender

struct AngularGradientTests {
    private let stops = [
        GradientStop(color: RGBA(1, 0, 0), location: 0.25), GradientStop(color: RGBA(0, 0, 1), location: 0.75),
    ]

    @Test(arguments: [
        (0.0, RGBA(1, 0, 0)),  // before the first stop: its colour
        (0.25, RGBA(1, 0, 0)),  // on the first stop
        (0.5, RGBA(0.5, 0, 0.5)),  // halfway between
        (1.0, RGBA(0, 0, 1)),  // after the last stop
    ])
    func colourIsInterpolatedBetweenStopsAndPaddedOutside(t: Double, expected: RGBA) {
        let gradient = AngularGradient(stops: stops, center: .zero, startAngle: 0, endAngle: 1)
        #expect(gradient.color(at: t) == expected)
    }

    @Test func reversedRangeRunsTheStopsBackwards() {
        let gradient = AngularGradient(stops: stops, center: .zero, startAngle: 2, endAngle: 1)
        #expect(gradient.startAngle == 1 && gradient.endAngle == 2)
        #expect(gradient.color(at: 0) == RGBA(0, 0, 1))
        #expect(gradient.color(at: 1) == RGBA(1, 0, 0))
    }

    @Test func rangeOverAFullTurnIsCutToOneTurn() {
        let gradient = AngularGradient(stops: stops, center: .zero, startAngle: 0, endAngle: 10)
        #expect(abs(gradient.endAngle - 2 * Double.pi) < 1e-12)
    }

    @Test func noStopsMakesNoMesh() {
        let gradient = AngularGradient(stops: [], center: .zero, startAngle: 0, endAngle: 1)
        #expect(gradient.makeMeshPattern(covering: Rect(x: 0, y: 0, width: 10, height: 10)) == nil)
    }

    @Test(arguments: [
        (0.5, 0.25),  // inside the range: a quarter of the way
        (3.0, 1.0),  // in the first half of the gap: last colour
        (5.5, 0.0),  // in the second half of the gap: first colour
        (-0.5, 0.0),  // just before the start, the same angle as 5.78
    ])
    func colourAtAnAngleFollowsTheRangeThenSplitsTheGap(angle: Double, t: Double) {
        let gradient = AngularGradient(
            stops: [GradientStop(color: RGBA(1, 0, 0), location: 0), GradientStop(color: RGBA(0, 0, 1), location: 1)],
            center: .zero, startAngle: 0, endAngle: 2)
        #expect(gradient.color(atAngle: angle) == gradient.color(at: t))
    }

    @Test(arguments: stride(from: -3.0, through: 3.0, by: 0.25).flatMap { y in [(y, 1.0), (y, -0.7), (0.3, y)] })
    func fastAtan2IsWithinATenMillionthOfARadian(y: Double, x: Double) {
        #expect(abs(AngularGradient.fastAtan2(y, x) - atan2(y, x)) < 1e-7)
    }
}
