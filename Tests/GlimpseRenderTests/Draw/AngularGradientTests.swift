//  AngularGradientMeshTests.swift — GlimpseRenderTests (Glimpse)
//  Status: Complete
//  Behaviour: pins the colour ramp and the normalisation of angle ranges.

import GlimpseArchive
import Testing

@testable import GlimpseRender

struct AngularGradientMeshTests {
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
        let mesh = AngularGradientMesh(stops: stops, center: .zero, startAngle: 0, endAngle: 1)
        #expect(mesh.color(at: t) == expected)
    }

    @Test func reversedRangeRunsTheStopsBackwards() {
        let mesh = AngularGradientMesh(stops: stops, center: .zero, startAngle: 2, endAngle: 1)
        #expect(mesh.startAngle == 1 && mesh.endAngle == 2)
        #expect(mesh.color(at: 0) == RGBA(0, 0, 1))
        #expect(mesh.color(at: 1) == RGBA(1, 0, 0))
    }

    @Test func rangeOverAFullTurnIsCutToOneTurn() {
        let mesh = AngularGradientMesh(stops: stops, center: .zero, startAngle: 0, endAngle: 10)
        #expect(abs(mesh.endAngle - 2 * Double.pi) < 1e-12)
    }

    @Test func noStopsMakesNoPattern() {
        let mesh = AngularGradientMesh(stops: [], center: .zero, startAngle: 0, endAngle: 1)
        #expect(mesh.makePattern(covering: Rect(x: 0, y: 0, width: 10, height: 10)) == nil)
    }
}
