//  PathTests.swift — SwiftUITests
//  Path geometry: rectangles, ellipses, arcs (Core Graphics' direction rules), tangent arcs,
//  bounds, trimming, text form.

import Foundation
import GlimpseArchive
import Testing

@testable import SwiftUI

struct PathTests {
    /// The curve segments of `path`, in order.
    static func curves(_ path: Path) -> [PathSegment] { path.segments.filter { $0.kind == .curve } }

    /// The end point of element `index` of `path` (nil for a close).
    static func point(_ path: Path, _ index: Int) -> CGPoint? {
        switch path.elements[index] {
        case .move(let p), .line(let p), .quadCurve(let p, _), .curve(let p, _, _): return p
        case .closeSubpath: return nil
        }
    }

    @Test func rectIsAClosedClockwiseSubpathFromItsOrigin() {
        let path = Path(CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(path.description == "1 2 m 4 2 l 4 6 l 1 6 l h")
        #expect(path.currentPoint == CGPoint(x: 1, y: 2))
    }

    @Test func ellipseIsFourQuarterCurvesStartingAtItsTrailingPoint() {
        let path = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(Self.curves(path).count == 4)
        #expect(path.elements.first == .move(to: CGPoint(x: 100, y: 25)))
        #expect(near(path.boundingRect, CGRect(x: 0, y: 0, width: 100, height: 50), 1e-9))
        // The first quarter runs to the bottom point: clockwise on screen.
        #expect(near(Self.curves(path)[0].p3, CGPoint(x: 50, y: 50), 1e-9))
    }

    @Test func circlePointAt45DegreesLiesOnTheRadius() {
        let path = Path(ellipseIn: CGRect(x: 0, y: 0, width: 200, height: 200))
        let mid = Self.curves(path)[0].point(at: 0.5)
        let distance = hypot(mid.x - 100, mid.y - 100)
        #expect(abs(distance - 100) < 0.01)
        #expect(near(mid, CGPoint(x: 100 + 100 / 2.0.squareRoot(), y: 100 + 100 / 2.0.squareRoot()), 0.01))
    }

    @Test func counterclockwiseArcIncreasesTheAngleThroughTheBottom() {
        var path = Path()
        path.addArc(
            center: CGPoint(x: 50, y: 50), radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        #expect(path.elements.first == .move(to: CGPoint(x: 60, y: 50)))
        #expect(Self.curves(path).count == 1)
        #expect(near(path.currentPoint!, CGPoint(x: 50, y: 60), 1e-9))
        #expect(near(path.boundingRect, CGRect(x: 50, y: 50, width: 10, height: 10), 1e-9))
    }

    @Test func clockwiseArcDecreasesTheAngleTheLongWayRound() {
        var path = Path()
        path.addArc(
            center: CGPoint(x: 50, y: 50), radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: true)
        #expect(Self.curves(path).count == 3)  // 270° in three quarters
        #expect(near(path.currentPoint!, CGPoint(x: 50, y: 60), 1e-9))
        #expect(near(path.boundingRect, CGRect(x: 40, y: 40, width: 20, height: 20), 1e-9))
    }

    @Test func arcOfAFullTurnOrMoreIsTheWholeCircle() {
        var path = Path()
        path.addArc(center: .zero, radius: 5, startAngle: .zero, endAngle: .degrees(400), clockwise: false)
        #expect(Self.curves(path).count == 4)
        #expect(near(path.currentPoint!, CGPoint(x: 5, y: 0), 1e-9))
    }

    @Test func arcJoinsAnOpenSubpathWithALine() {
        var path = Path()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addArc(
            center: CGPoint(x: 20, y: 0), radius: 5, startAngle: .degrees(180), endAngle: .zero, clockwise: false)
        guard case .line(let joint) = path.elements[1] else {
            Issue.record("expected a line to the arc")
            return
        }
        #expect(near(joint, CGPoint(x: 15, y: 0)))
        #expect(near(path.currentPoint!, CGPoint(x: 25, y: 0), 1e-9))
        // 180° → 270° → 360°: angles grow towards +y, so 270° is the top of the circle.
        #expect(near(path.boundingRect, CGRect(x: 0, y: -5, width: 25, height: 5), 1e-9))
    }

    @Test func relativeArcTurnsByItsDelta() {
        var path = Path()
        path.addRelativeArc(center: .zero, radius: 10, startAngle: .degrees(90), delta: .degrees(-180))
        #expect(near(Self.point(path, 0)!, CGPoint(x: 0, y: 10)))
        #expect(near(path.currentPoint!, CGPoint(x: 0, y: -10), 1e-9))
        #expect(path.boundingRect.minX > -1e-9)  // went through +x
    }

    @Test func tangentArcRoundsTheCornerBetweenTwoLines() {
        var path = Path()
        path.move(to: .zero)
        path.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 20)
        guard case .line(let tangentPoint) = path.elements[1] else {
            Issue.record("expected a line first")
            return
        }
        #expect(near(tangentPoint, CGPoint(x: 80, y: 0), 1e-9))
        #expect(near(path.currentPoint!, CGPoint(x: 100, y: 20), 1e-9))
        let mid = Self.curves(path)[0].point(at: 0.5)
        #expect(abs(hypot(mid.x - 80, mid.y - 20) - 20) < 0.01)
    }

    @Test func tangentArcOfCollinearPointsIsALine() {
        var path = Path()
        path.move(to: .zero)
        path.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 20, y: 0), radius: 5)
        #expect(path.elements == [.move(to: .zero), .line(to: CGPoint(x: 10, y: 0))])
    }

    @Test func currentPointAfterCloseIsTheSubpathStart() {
        var path = Path()
        path.addLines([CGPoint(x: 1, y: 1), CGPoint(x: 5, y: 1), CGPoint(x: 5, y: 5)])
        path.closeSubpath()
        #expect(path.currentPoint == CGPoint(x: 1, y: 1))
        #expect(Path().currentPoint == nil)
        #expect(Path().isEmpty)
    }

    @Test func boundingRectExcludesControlPoints() {
        var path = Path()
        path.move(to: .zero)
        path.addCurve(to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 0, y: 100), control2: CGPoint(x: 100, y: 100))
        #expect(near(path.boundingRect, CGRect(x: 0, y: 0, width: 100, height: 75), 1e-9))
        #expect(Path().boundingRect.isNull)
    }

    @Test func trimmingACircleToHalfEndsAtTheOppositePoint() {
        let path = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        let half = path.trimmedPath(from: 0, to: 0.5)
        #expect(half.elements.first == .move(to: CGPoint(x: 100, y: 50)))
        #expect(near(half.currentPoint!, CGPoint(x: 0, y: 50), 1e-6))
        #expect(near(half.boundingRect, CGRect(x: 0, y: 50, width: 100, height: 50), 1e-6))
    }

    @Test func trimmingAQuarterOfASquareFollowsItsEdges() {
        let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        let piece = square.trimmedPath(from: 0.125, to: 0.375)
        #expect(
            piece.elements == [
                .move(to: CGPoint(x: 5, y: 0)), .line(to: CGPoint(x: 10, y: 0)), .line(to: CGPoint(x: 10, y: 5)),
            ])
        let tail = square.trimmedPath(from: 0.75, to: 1)
        #expect(tail.elements == [.move(to: CGPoint(x: 0, y: 10)), .line(to: CGPoint(x: 0, y: 0))])
    }

    @Test func trimmingTheWholeRangeKeepsThePathAndAnEmptyRangeGivesNothing() {
        let path = Path(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(path.trimmedPath(from: 0, to: 1) == path)
        #expect(path.trimmedPath(from: 0.6, to: 0.4).isEmpty)
        #expect(path.trimmedPath(from: -1, to: 2) == path)
    }

    @Test func lengthOfACircleIsTwoPiR() {
        let path = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(abs(Double(path.length) - 100 * .pi) < 0.05)
    }

    @Test func textFormRoundTrips() throws {
        var path = Path()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addQuadCurve(to: CGPoint(x: 10, y: 0), control: CGPoint(x: 5, y: 5))
        path.addCurve(to: CGPoint(x: 20, y: 0), control1: CGPoint(x: 12, y: 3), control2: CGPoint(x: 18, y: 3))
        path.closeSubpath()
        #expect(path.description == "0 0 m 5 5 10 0 q 12 3 18 3 20 0 c h")
        #expect(Path(path.description) == path)
        #expect(Path("1 2 m 3") == nil)
        #expect(Path("0 0 10 10 re")?.description == "0 0 m 10 0 l 10 10 l 0 10 l h")
    }

    @Test func offsetMovesEveryPoint() {
        let path = Path(CGRect(x: 0, y: 0, width: 2, height: 2)).offsetBy(dx: 3, dy: -1)
        #expect(path.boundingRect == CGRect(x: 3, y: -1, width: 2, height: 2))
    }

    @Test func containsUsesTheFillRule() {
        var rings = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        rings.addEllipse(in: CGRect(x: 25, y: 25, width: 50, height: 50))
        #expect(rings.contains(CGPoint(x: 50, y: 50)))
        #expect(!rings.contains(CGPoint(x: 50, y: 50), eoFill: true))
        #expect(rings.contains(CGPoint(x: 10, y: 50), eoFill: true))
        #expect(!rings.contains(CGPoint(x: 101, y: 50)))
    }

    @Test func linesOnAnEmptyPathStartASubpath() {
        var path = Path()
        path.addLine(to: CGPoint(x: 3, y: 4))
        #expect(path.elements == [.move(to: CGPoint(x: 3, y: 4))])
    }

    @Test func archivePathHasTheSameAbsoluteElements() {
        let data = Path(CGRect(x: 0.5, y: 1, width: 2, height: 3)).archivePath
        #expect(data.svg == "M 0.5 1 L 2.5 1 L 2.5 4 L 0.5 4 Z")
    }
}
