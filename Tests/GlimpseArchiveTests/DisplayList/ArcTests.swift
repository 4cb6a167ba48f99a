//  ArcTests.swift — GlimpseArchiveTests (Glimpse)
//  Status: Complete
//  Behaviour: the bend of curved labels: flat x becomes arc length, flat height a radial
//  distance; clockwise reads left to right on top of a circle, counter-clockwise below it.

import Foundation
import GlimpseArchive
import Testing

struct ArcTests {
    /// A circle of radius 100 about (0, 0); the flat point (50, 10) goes to the top.
    private func arc(clockwise: Bool) -> Arc {
        Arc(
            center: .zero, radius: 100, angle: clockwise ? -.pi / 2 : .pi / 2, origin: Point(x: 50, y: 10),
            clockwise: clockwise)
    }

    private func distance(_ p: Point) -> Double { (p.x * p.x + p.y * p.y).squareRoot() }

    @Test func originLandsOnTheCircleAtTheAngle() {
        let top = arc(clockwise: true).map(Point(x: 50, y: 10))
        #expect(abs(top.x) < 1e-9 && abs(top.y + 100) < 1e-9)
        let bottom = arc(clockwise: false).map(Point(x: 50, y: 10))
        #expect(abs(bottom.x) < 1e-9 && abs(bottom.y - 100) < 1e-9)
    }

    @Test(arguments: [true, false])
    func flatDistanceAlongTheBaselineIsArcLength(clockwise: Bool) {
        let a = arc(clockwise: clockwise)
        for x in stride(from: 0.0, through: 100, by: 12.5) {
            let p = a.map(Point(x: x, y: 10))
            #expect(abs(distance(p) - 100) < 1e-9)
            let swept = abs(a.angle(atX: x) - a.angle)
            #expect(abs(swept * 100 - abs(x - 50)) < 1e-9)
        }
    }

    @Test func clockwiseTextReadsLeftToRightOverTheTopWithItsTopOutward() {
        let a = arc(clockwise: true)
        // Further along the line is further right; higher on the line is further out.
        #expect(a.map(Point(x: 60, y: 10)).x > a.map(Point(x: 40, y: 10)).x)
        #expect(distance(a.map(Point(x: 50, y: 0))) == 110)
        #expect(abs(a.rotation(atX: 50)) < 1e-9)  // upright at the top
    }

    @Test func counterClockwiseTextReadsLeftToRightUnderTheBottomWithItsTopInward() {
        let a = arc(clockwise: false)
        #expect(a.map(Point(x: 60, y: 10)).x > a.map(Point(x: 40, y: 10)).x)
        #expect(distance(a.map(Point(x: 50, y: 0))) == 90)
        #expect(abs(a.rotation(atX: 50)) < 1e-9)  // upright at the bottom
    }

    @Test func boundsCoverTheBentRectangle() {
        let a = arc(clockwise: true)
        let flat = Rect(x: 0, y: 0, width: 100, height: 20)
        let box = a.bounds(of: flat)
        // The band between radius 90 and 110 over ±0.5 rad about the top.
        #expect(abs(box.y - -110) < 1e-6)
        #expect(abs(box.maxX - 110 * sin(0.5)) < 1e-6)
        #expect(abs(box.x + 110 * sin(0.5)) < 1e-6)
        #expect(abs(box.maxY - -90 * cos(0.5)) < 1e-6)
    }

    @Test func labelCurveCentresTheLabelInsideItsOuterEdge() {
        let curve = LabelCurve(center: Point(x: 5, y: 6), radius: 80, angle: 1, clockwise: false, length: 50)
        let a = curve.arc(forLabelOf: Size(width: 40, height: 16), at: Point(x: 3, y: 4))
        #expect(a.radius == 72)
        #expect(a.origin == Point(x: 23, y: 12))
        #expect(a.center == curve.center && a.angle == 1 && a.clockwise == false)
    }

    @Test func invalidArcsAreNotDrawable() {
        var a = arc(clockwise: true)
        #expect(a.isValid)
        a.radius = 0
        #expect(!a.isValid)
        a.radius = .nan
        #expect(!a.isValid)
    }
}
