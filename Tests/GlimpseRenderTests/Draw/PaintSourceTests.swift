//  PaintSourceTests.swift — GlimpseRenderTests (Glimpse)
//  Status: Complete
//  Behaviour: pins gradients in absolute points: stop colours at the ends, padding beyond them,
//  and the angular gradient's sweep (clockwise from startAngle, y down).

import Foundation
import GlimpseArchive
import GlimpseRender
import Testing

struct PaintSourceTests {
    private typealias T = TestArchives
    private let full = Rect(x: 0, y: 0, width: 100, height: 100)
    private let redToBlue = [
        GradientStop(color: RGBA(1, 0, 0), location: 0), GradientStop(color: RGBA(0, 0, 1), location: 1),
    ]

    @Test(arguments: [1.0, 3.0])
    func linearGradientEndsHaveTheStopColours(scale: Double) throws {
        let paint = Paint.linearGradient(stops: redToBlue, start: Point(x: 10, y: 0), end: Point(x: 90, y: 0))
        let image = try T.render(T.archive([T.rect(full, paint)]), scale: scale)
        #expect(image.at(10, 50, scale: scale).isClose(to: .solidRed, tolerance: 4))
        #expect(image.at(89.9, 50, scale: scale).isClose(to: .solidBlue, tolerance: 4))
        #expect(image.at(50, 50, scale: scale).isClose(to: RasterImage.Pixel(128, 0, 127, 255), tolerance: 4))
        // Padded beyond the ends.
        #expect(image.at(2, 50, scale: scale) == .solidRed)
        #expect(image.at(98, 50, scale: scale) == .solidBlue)
    }

    @Test func linearGradientGeometryIsAbsoluteNotRelativeToTheShape() throws {
        let paint = Paint.linearGradient(stops: redToBlue, start: Point(x: 0, y: 0), end: Point(x: 100, y: 0))
        let image = try T.render(T.archive([T.rect(Rect(x: 80, y: 0, width: 20, height: 20), paint)]))
        #expect(image.at(99, 10).isClose(to: .solidBlue, tolerance: 6))
        #expect(image.at(80, 10).blue > 190)
    }

    @Test func radialGradientRunsFromCentreToRadius() throws {
        let paint = Paint.radialGradient(stops: redToBlue, center: Point(x: 50, y: 50), startRadius: 0, endRadius: 40)
        let image = try T.render(T.archive([T.rect(full, paint)]))
        #expect(image.at(50, 50).isClose(to: .solidRed, tolerance: 6))
        #expect(image.at(95, 50) == .solidBlue)
    }

    /// A ring stroked with a full-turn angular gradient from red (top) to blue, clockwise.
    @Test func angularGradientSweepsClockwiseFromTheStartAngle() throws {
        let paint = Paint.angularGradient(
            stops: redToBlue, center: Point(x: 50, y: 50), startAngle: -Double.pi / 2, endAngle: 3 * Double.pi / 2)
        let ring = ringPath(center: Point(x: 50, y: 50), radius: 40)
        let shape = ShapeItem(frame: full, path: ring, stroke: StrokeData(paint: paint, lineWidth: 8))
        let image = try T.render(T.archive([.shape(shape)]), scale: 2)
        // Just clockwise of the top: red. Right (a quarter turn): 3/4 red. Bottom: half. Left: 3/4 blue.
        #expect(image.at(53, 10, scale: 2).red > 235)
        let right = image.at(90, 50, scale: 2), bottom = image.at(50, 90, scale: 2), left = image.at(10, 50, scale: 2)
        #expect(abs(Int(right.red) - 191) <= 8 && abs(Int(right.blue) - 64) <= 8)
        #expect(abs(Int(bottom.red) - 128) <= 8 && abs(Int(bottom.blue) - 127) <= 8)
        #expect(abs(Int(left.red) - 64) <= 8 && abs(Int(left.blue) - 191) <= 8)
        #expect(image.at(47, 10, scale: 2).blue > 235)
        // Nothing inside the ring.
        #expect(image.at(50, 50, scale: 2) == .transparent)
    }

    @Test func partialAngularGradientPadsTheGapWithItsEndColours() throws {
        // From 0 (right) to π (left) through the bottom; the top half is the gap.
        let paint = Paint.angularGradient(stops: redToBlue, center: Point(x: 50, y: 50), startAngle: 0, endAngle: .pi)
        let image = try T.render(T.archive([T.rect(full, paint)]))
        #expect(image.at(50, 90).isClose(to: RasterImage.Pixel(128, 0, 127, 255), tolerance: 8))  // middle of range
        #expect(image.at(20, 20).isClose(to: .solidBlue, tolerance: 3))  // after the end: last colour
        #expect(image.at(80, 20).isClose(to: .solidRed, tolerance: 3))  // before the start: first colour
    }

    @Test func nonFiniteGradientGeometrySkipsTheFill() throws {
        let paint = Paint.linearGradient(stops: redToBlue, start: Point(x: .nan, y: 0), end: Point(x: 100, y: 0))
        let image = try T.render(
            T.archive([T.rect(full, paint), T.rect(Rect(x: 0, y: 0, width: 10, height: 10), .color(T.red))]))
        #expect(image.at(5, 5) == .solidRed)
        #expect(image.at(50, 50) == .transparent)
    }

    private func ringPath(center c: Point, radius r: Double) -> PathData {
        let k = 0.5522847498 * r
        return PathData([
            .move(to: Point(x: c.x + r, y: c.y)),
            .curve(
                to: Point(x: c.x, y: c.y + r), control1: Point(x: c.x + r, y: c.y + k),
                control2: Point(x: c.x + k, y: c.y + r)),
            .curve(
                to: Point(x: c.x - r, y: c.y), control1: Point(x: c.x - k, y: c.y + r),
                control2: Point(x: c.x - r, y: c.y + k)),
            .curve(
                to: Point(x: c.x, y: c.y - r), control1: Point(x: c.x - r, y: c.y - k),
                control2: Point(x: c.x - k, y: c.y - r)),
            .curve(
                to: Point(x: c.x + r, y: c.y), control1: Point(x: c.x + k, y: c.y - r),
                control2: Point(x: c.x + r, y: c.y - k)),
            .closeSubpath,
        ])
    }
}
