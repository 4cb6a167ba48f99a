//  ChartLayout+InterpolationTests.swift — ChartsTests (Glimpse)
//  Status: Complete
//  Behaviour: each interpolation method joins points with its own curve: monotone segments
//  stay between their points' values where Catmull-Rom overshoots, cardinal's tension pulls
//  the controls onto the points, and Catmull-Rom with alpha 0 is the uniform (cardinal 0) curve.

import Foundation
import SwiftUI
import Testing

@testable import Charts

struct ChartLayoutInterpolationTests {
    /// A flat run, a jump, a flat run and a dip: data a smooth curve overshoots.
    let points = [(0, 10), (20, 10), (40, 80), (60, 80), (80, 30), (100, 35)].map {
        CGPoint(x: $0.0, y: $0.1)
    }

    func curves(_ method: InterpolationMethod) -> [(start: CGPoint, c1: CGPoint, c2: CGPoint, end: CGPoint)] {
        var path = Path()
        path.move(to: points[0])
        ChartLayout.join(points, into: &path, method: method)
        var last = points[0]
        var result: [(CGPoint, CGPoint, CGPoint, CGPoint)] = []
        path.forEach { element in
            if case .curve(let end, let c1, let c2) = element {
                result.append((last, c1, c2, end))
                last = end
            }
        }
        return result
    }

    /// Whether a segment's controls leave the band between its end points' values (a cubic
    /// Bézier stays inside its controls' hull, so controls inside mean no overshoot).
    func overshoots(_ curve: (start: CGPoint, c1: CGPoint, c2: CGPoint, end: CGPoint)) -> Bool {
        let low = min(curve.start.y, curve.end.y) - 1e-9, high = max(curve.start.y, curve.end.y) + 1e-9
        return [curve.c1.y, curve.c2.y].contains { $0 < low || $0 > high }
    }

    @Test func monotoneSegmentsStayBetweenTheirPointsWhereCatmullRomOvershoots() {
        let monotone = curves(.monotone)
        #expect(monotone.count == points.count - 1)
        #expect(monotone.allSatisfy { !overshoots($0) })
        #expect(curves(.catmullRom).contains { overshoots($0) })
        // Flat runs stay flat: both controls of the first segment at y = 10.
        #expect(monotone[0].c1.y == 10 && monotone[0].c2.y == 10)
    }

    @Test func monotoneFollowsPointsGivenRightToLeftAsAnAreasBaseIs() {
        var path = Path()
        let back = Array(points.reversed())
        path.move(to: back[0])
        ChartLayout.join(back, into: &path, method: .monotone)
        var last = back[0]
        var overshoot = false
        path.forEach { element in
            if case .curve(let end, let c1, let c2) = element {
                overshoot = overshoot || overshoots((last, c1, c2, end))
                last = end
            }
        }
        #expect(!overshoot && last == points[0])
    }

    @Test(arguments: [(0.0, 1.0 / 6), (0.5, 1.0 / 12), (1.0, 0.0)])
    func cardinalTensionPullsTheControlsTowardsThePoints(tension: Double, share: Double) {
        let second = curves(.cardinal(tension: tension))[1]
        // The first control of segment 1 (20,10)→(40,80) lies along (40,80) − (0,10) scaled by share.
        #expect(abs(second.c1.x - (20 + 40 * share)) < 1e-9)
        #expect(abs(second.c1.y - (10 + 70 * share)) < 1e-9)
    }

    @Test func catmullRomWithAlphaZeroIsTheUniformCurve() {
        let uniform = curves(.catmullRom(alpha: 0)), cardinal = curves(.cardinal)
        for (u, c) in zip(uniform.dropFirst().dropLast(), cardinal.dropFirst().dropLast()) {
            #expect(abs(u.c1.x - c.c1.x) < 1e-9 && abs(u.c1.y - c.c1.y) < 1e-9)
            #expect(abs(u.c2.x - c.c2.x) < 1e-9 && abs(u.c2.y - c.c2.y) < 1e-9)
        }
        // Centripetal (the default) differs from uniform where spacing is uneven.
        #expect(curves(.catmullRom)[2].c1 != uniform[2].c1)
    }

    @Test func outOfRangeParametersAreClamped() {
        #expect(InterpolationMethod.cardinal(tension: 7) == .cardinal(tension: 1))
        #expect(InterpolationMethod.catmullRom(alpha: .nan) == .catmullRom)
        #expect(curves(.catmullRom(alpha: -3)).count == points.count - 1)
    }
}
