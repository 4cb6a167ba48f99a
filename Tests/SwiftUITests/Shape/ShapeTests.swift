//  ShapeTests.swift — SwiftUITests
//  Built-in shapes: sizing, paths in their frames, fills, strokes, stroke borders, trims.

import Foundation
import GlimpseArchive
import Testing

@testable import SwiftUI

struct ShapeTests {
    typealias F = GraphicsFixture
    static let frame = CGRect(x: 0, y: 0, width: 100, height: 50)

    @Test(arguments: [
        // (proposal, size): greedy, nil → 10, ∞ stays ∞
        (ProposedViewSize(width: nil, height: nil), CGSize(width: 10, height: 10)),
        (ProposedViewSize(width: 50, height: nil), CGSize(width: 50, height: 10)),
        (ProposedViewSize(width: CGFloat.infinity, height: 30), CGSize(width: CGFloat.infinity, height: 30)),
        (ProposedViewSize(width: 0, height: 0), CGSize(width: 0, height: 0)),
    ])
    func shapesTakeTheProposalWithUnspecifiedAsTen(proposal: ProposedViewSize, size: CGSize) {
        #expect(Circle().sizeThatFits(proposal) == size)
        #expect(Rectangle().sizeThatFits(proposal) == size)
        #expect(ShapeNode(env: F.env(), shape: Capsule(), fill: nil).sizeThatFits(proposal) == size)
        let color = makeNodes(Color.red, F.env())[0]
        #expect(color.sizeThatFits(proposal) == size)
    }

    @Test func circleIsInscribedAndCentered() {
        #expect(near(Circle().path(in: Self.frame).boundingRect, CGRect(x: 25, y: 0, width: 50, height: 50)))
        #expect(near(Ellipse().path(in: Self.frame).boundingRect, Self.frame))
    }

    @Test func circularRoundedRectangleHasQuarterCircleCorners() {
        let path = RoundedRectangle(cornerRadius: 10, style: .circular).path(in: Self.frame)
        #expect(path.elements.first == .move(to: CGPoint(x: 10, y: 0)))
        #expect(near(path.boundingRect, Self.frame, 1e-9))
        // The corner's arc about (10, 10) passes (2.93, 2.93).
        #expect(path.contains(CGPoint(x: 2.8, y: 2.8)) == false)
        #expect(path.contains(CGPoint(x: 3.1, y: 3.1)))
    }

    @Test func continuousCornersLeaveTheEdge1Point53RadiiFromTheCorner() {
        let path = RoundedRectangle(cornerRadius: 10).path(in: Self.frame)
        #expect(near(path.currentPoint!, CGPoint(x: 15.2866483, y: 0), 1e-9))
        #expect(path.elements.contains(.line(to: CGPoint(x: 100 - 15.2866483, y: 0))))
        #expect(near(path.boundingRect, Self.frame, 1e-9))
        // At 45° the curve passes 0.2915 radii from the corner on each axis (a circle: 0.2929).
        #expect(path.contains(CGPoint(x: 2.85, y: 2.85)) == false)
        #expect(path.contains(CGPoint(x: 2.98, y: 2.98)))
    }

    @Test func cornersAreHeldToHalfTheShorterSide() {
        let path = RoundedRectangle(cornerRadius: 80, style: .circular).path(in: Self.frame)
        #expect(path == Capsule(style: .circular).path(in: Self.frame))
        let elliptical = RoundedRectangle(cornerSize: CGSize(width: 80, height: 10), style: .circular)
        #expect(elliptical.path(in: Self.frame).elements.first == .move(to: CGPoint(x: 50, y: 0)))
    }

    @Test func continuousCapsuleHasRoundEnds() {
        let path = Capsule().path(in: Self.frame)
        #expect(near(path.boundingRect, Self.frame, 1e-9))
        // A circle of radius 25 about (25, 25) passes through (25 − 25·cos45°, 25 − 25·sin45°).
        let onArc = CGPoint(x: 25 - 25 / 2.0.squareRoot() + 0.05, y: 25 - 25 / 2.0.squareRoot() + 0.05)
        #expect(path.contains(onArc))
        #expect(path.contains(CGPoint(x: 0.5, y: 25)))
    }

    @Test func unevenRoundedRectangleRoundsOnlyItsCorners() {
        let shape = UnevenRoundedRectangle(topLeadingRadius: 20, bottomTrailingRadius: 5, style: .circular)
        let path = shape.path(in: Self.frame)
        #expect(path.elements.first == .move(to: CGPoint(x: 20, y: 0)))
        #expect(path.contains(CGPoint(x: 99.9, y: 0.1)))  // square top-trailing corner
        #expect(!path.contains(CGPoint(x: 1, y: 1)))
    }

    @Test func fillEmitsTheShapePathInItsFrameWithTheStyle() throws {
        let frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        let item = try #require(F.shapeItem(Circle().fill(.red, style: FillStyle(eoFill: true)), in: frame))
        #expect(item.fill == .color(F.rgba(255, 59, 48)))
        #expect(item.evenOdd == true)
        #expect(item.stroke == nil)
        // Built in local space (origin zero) and moved to the frame, as SwiftUI does.
        #expect(
            item.path == Path(ellipseIn: CGRect(origin: .zero, size: frame.size)).offsetBy(dx: 10, dy: 10).archivePath)
    }

    @Test func strokeEmitsTheOutlineWithStrokeData() throws {
        let style = StrokeStyle(lineWidth: 3, lineCap: .round, lineJoin: .bevel, dash: [4, 2], dashPhase: 1)
        let item = try #require(F.shapeItem(Rectangle().stroke(Color.blue, style: style), in: Self.frame))
        #expect(item.fill == nil)
        #expect(
            item.stroke
                == StrokeData(
                    paint: .color(F.rgba(0, 122, 255)), lineWidth: 3, cap: .round, join: .bevel, miterLimit: 10,
                    dash: [4, 2], dashPhase: 1))
        #expect(item.path == Path(Self.frame).archivePath)
    }

    @Test func strokeWithLineWidthAloneUsesTheForeground() throws {
        let view = Circle().stroke(lineWidth: 2).foregroundStyle(.green)
        let item = try #require(F.shapeItem(view, in: Self.frame))
        #expect(item.stroke?.paint == .color(F.rgba(52, 199, 89)))
        #expect(item.stroke?.lineWidth == 2)
        #expect(item.fill == nil)
    }

    @Test func strokeBorderInsetsTheOutlineByHalfTheLineWidth() throws {
        let view = RoundedRectangle(cornerRadius: 10, style: .circular).strokeBorder(Color.red, lineWidth: 4)
        let item = try #require(F.shapeItem(view, in: Self.frame))
        let inset = Path(roundedRect: CGRect(x: 2, y: 2, width: 96, height: 46), cornerRadius: 8, style: .circular)
        #expect(item.path == inset.archivePath)
        #expect(item.stroke?.lineWidth == 4)
    }

    @Test func strokeBorderOfACircleStaysInsideTheFrame() throws {
        let item = try #require(F.shapeItem(Circle().strokeBorder(lineWidth: 6), in: Self.frame))
        #expect(item.path == Path(ellipseIn: CGRect(x: 28, y: 3, width: 44, height: 44)).archivePath)
    }

    @Test func trimmedShapeDrawsPartOfItsOutline() throws {
        let view = Circle().trim(from: 0, to: 0.25).stroke(Color.black, lineWidth: 1)
        let item = try #require(F.shapeItem(view, in: CGRect(x: 0, y: 0, width: 20, height: 20)))
        let path = try Path(elements: []).with(item.path)
        #expect(near(path.boundingRect, CGRect(x: 10, y: 10, width: 10, height: 10), 1e-6))
    }

    @Test func offsetRotationAndScaleTransformThePath() {
        let offset = Rectangle().offset(x: 5, y: -5).path(in: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(offset.boundingRect == CGRect(x: 5, y: -5, width: 10, height: 10))
        let rotated = Rectangle().rotation(.degrees(90)).path(in: CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(near(rotated.boundingRect, CGRect(x: 5, y: -5, width: 10, height: 20), 1e-9))
        let scaled = Rectangle().scale(0.5, anchor: .topLeading).path(in: CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(scaled.boundingRect == CGRect(x: 0, y: 0, width: 10, height: 5))
    }

    @Test func customShapeIsAViewFilledWithTheForeground() throws {
        struct Triangle: Shape {
            func path(in rect: CGRect) -> Path {
                Path { p in
                    p.move(to: CGPoint(x: rect.midX, y: rect.minY))
                    p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
                    p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
                    p.closeSubpath()
                }
            }
        }
        let item = try #require(F.shapeItem(Triangle().foregroundStyle(.orange), in: Self.frame))
        #expect(item.path.svg == "M 50 0 L 100 50 L 0 50 Z")
        #expect(item.fill == .color(F.rgba(255, 149, 0)))
    }

    @Test func shapeNodeHelperFillsWithTheGivenStyleOrTheForeground() throws {
        let ctx = DisplayContext(scale: 1)
        shapeNode(Capsule(), fill: AnyShapeStyle(Color.white), env: F.env()).place(
            in: Self.frame, proposal: ProposedViewSize(Self.frame.size), ctx)
        shapeNode(Rectangle(), fill: nil, env: F.env(.dark)).place(
            in: Self.frame, proposal: ProposedViewSize(Self.frame.size), ctx)
        guard ctx.rootItems.count == 2, case .shape(let a) = ctx.rootItems[0], case .shape(let b) = ctx.rootItems[1]
        else {
            Issue.record("expected two shape items, got \(ctx.rootItems)")
            return
        }
        #expect(a.fill == .color(.white))
        #expect(b.fill == .color(.white))  // primary in dark mode
        #expect(archivePath(Rectangle(), in: Self.frame) == Path(Self.frame).archivePath)
    }
}

extension Path {
    /// This path's elements replaced by those of archived `data` (for measuring archived paths).
    fileprivate func with(_ data: PathData) throws -> Path {
        Path(
            elements: data.elements.map { element -> Path.Element in
                func cg(_ p: Point) -> CGPoint { CGPoint(x: p.x, y: p.y) }
                switch element {
                case .move(let p): return .move(to: cg(p))
                case .line(let p): return .line(to: cg(p))
                case .quadCurve(let p, let c): return .quadCurve(to: cg(p), control: cg(c))
                case .curve(let p, let c1, let c2): return .curve(to: cg(p), control1: cg(c1), control2: cg(c2))
                case .closeSubpath: return .closeSubpath
                }
            })
    }
}
