//  GradientTests.swift — SwiftUITests
//  Gradients resolve unit points against the painted frame into absolute points.

import Foundation
import GlimpseArchive
import Testing

@testable import SwiftUI

struct GradientTests {
    typealias F = GraphicsFixture
    static let frame = CGRect(x: 10, y: 20, width: 100, height: 50)

    @Test func colorsAreSpacedEvenly() {
        let g = Gradient(colors: [.red, .green, .blue])
        #expect(g.stops.map(\.location) == [0, 0.5, 1])
        #expect(Gradient(colors: [.red]).stops.map(\.location) == [0])
    }

    @Test func linearGradientMapsUnitPointsOntoTheFrame() {
        let style = LinearGradient(colors: [.black, .white], startPoint: .topLeading, endPoint: .bottomTrailing)
        let paint = style._paint(in: Self.frame, environment: F.env())
        let stops = [GradientStop(color: .black, location: 0), GradientStop(color: .white, location: 1)]
        #expect(paint == .linearGradient(stops: stops, start: Point(x: 10, y: 20), end: Point(x: 110, y: 70)))
    }

    @Test func gradientStopsAreSortedByLocation() {
        let style = LinearGradient(
            stops: [.init(color: .white, location: 0.8), .init(color: .black, location: 0.2)], startPoint: .top,
            endPoint: .bottom)
        guard case .linearGradient(let stops, _, _) = style._paint(in: Self.frame, environment: F.env()) else {
            Issue.record("expected a linear gradient")
            return
        }
        #expect(stops.map(\.location) == [0.2, 0.8])
    }

    @Test func radialGradientCenterIsAbsoluteAndRadiiArePoints() {
        let style = RadialGradient(
            colors: [.red, .blue], center: UnitPoint(x: 0.25, y: 1), startRadius: 5, endRadius: 40)
        guard
            case .radialGradient(let stops, let center, let r0, let r1) = style._paint(
                in: Self.frame, environment: F.env(.dark))
        else {
            Issue.record("expected a radial gradient")
            return
        }
        #expect(center == Point(x: 35, y: 70))
        #expect((r0, r1) == (5, 40))
        #expect(stops.first?.color == F.rgba(255, 69, 58))
    }

    @Test func angularGradientWithEqualAnglesSweepsAFullTurn() {
        let style = AngularGradient(gradient: Gradient(colors: [.red, .blue]), center: .center)
        guard case .angularGradient(_, let center, let a0, let a1) = style._paint(in: Self.frame, environment: F.env())
        else {
            Issue.record("expected an angular gradient")
            return
        }
        #expect(center == Point(x: 60, y: 45))
        #expect(a0 == 0)
        #expect(near(a1, 2 * .pi))
    }

    @Test func angularGradientKeepsExplicitAnglesInRadians() {
        let style = AngularGradient(
            colors: [.red, .blue], center: .top, startAngle: .degrees(90), endAngle: .degrees(180))
        guard case .angularGradient(_, _, let a0, let a1) = style._paint(in: Self.frame, environment: F.env()) else {
            Issue.record("expected an angular gradient")
            return
        }
        #expect(near(a0, .pi / 2))
        #expect(near(a1, .pi))
    }

    @Test func conicGradientStartsAtItsAngle() {
        let style = AngularGradient(colors: [.red, .blue], center: .center, angle: .degrees(-90))
        guard case .angularGradient(_, _, let a0, let a1) = style._paint(in: Self.frame, environment: F.env()) else {
            Issue.record("expected an angular gradient")
            return
        }
        #expect(near(a0, -.pi / 2))
        #expect(near(a1, 1.5 * .pi))
    }

    @Test func colorGradientRunsTopToBottomFromLessToMoreSaturated() {
        let paint = Color.blue.gradient._paint(in: Self.frame, environment: F.env())
        guard case .linearGradient(let stops, let start, let end) = paint else {
            Issue.record("expected a linear gradient")
            return
        }
        #expect(start == Point(x: 60, y: 20))
        #expect(end == Point(x: 60, y: 70))
        #expect(stops.count == 2)
        // Blue (0, 122, 255) at 75 % saturation keeps full brightness and lifts red and green.
        #expect(near(stops[0].color, RGBA(0.25, 0.25 + 0.75 * 122 / 255, 1), 1e-9))
        #expect(near(stops[1].color, RGBA(0, 1 - 1.0 * (1 - 122.0 / 255), 1), 1e-9))
    }

    @Test func gradientAsAViewFillsItsFrame() throws {
        let view = LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
        let item = try #require(F.shapeItem(view, in: Self.frame))
        guard case .linearGradient(_, let start, let end) = item.fill else {
            Issue.record("expected a linear gradient fill")
            return
        }
        #expect(start == Point(x: 10, y: 45))
        #expect(end == Point(x: 110, y: 45))
        #expect(item.path.svg == "M 10 20 L 110 20 L 110 70 L 10 70 Z")
    }

    @Test func shapeStyleGradientStaticsBuildTheSameGradients() {
        let a: LinearGradient = .linearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
        let b = LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
        #expect(a._paint(in: Self.frame, environment: F.env()) == b._paint(in: Self.frame, environment: F.env()))
    }
}
