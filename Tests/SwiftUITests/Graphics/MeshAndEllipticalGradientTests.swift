//  MeshAndEllipticalGradientTests.swift — SwiftUITests
//  `EllipticalGradient` (contours stretched to the frame) and `MeshGradient` (iOS 18) as widget
//  code writes them: their archive paints, what hostile input becomes, and the pixels drawn.

import Foundation
import GlimpseArchive
import GlimpseRender
import Testing

@testable import SwiftUI

struct MeshAndEllipticalGradientTests {
    private typealias R = EffectRendering

    @Test func anEllipticalGradientsContoursHaveTheFramesAspect() throws {
        // 80 × 40 in a 100 × 60 canvas: centre (50, 30); halfway out is 20 pt across, 10 pt down.
        let view = EllipticalGradient(colors: [R.red, Color(red: 0, green: 0, blue: 1)]).frame(width: 80, height: 40)
        try R.keep(view, "elliptical-gradient")
        let image = try R.pixels(view)
        let across = image[70, 30]
        let down = image[50, 40]
        #expect(abs(Int(across.red) - 128) <= 12 && abs(Int(down.red) - Int(across.red)) <= 8, "\(across) \(down)")
        #expect(image[50, 30].red > 240 && image[50, 30].blue < 15)
        #expect(image[89, 30].blue > 240, "the end radius touches the frame's edge")
    }

    @Test func aTwoByTwoMeshShowsItsCornerColoursAndTheirMeanInTheMiddle() throws {
        let view = MeshGradient(
            width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]],
            colors: [R.red, Color(red: 0, green: 1, blue: 0), Color(red: 0, green: 0, blue: 1), .white])
        try R.keep(view, "mesh-gradient-2x2")
        let image = try R.pixels(view)
        let corner = image[1, 1]
        #expect(corner.red > 230 && corner.green < 25, "\(corner)")
        let middle = image[50, 30]
        for c in [middle.red, middle.green, middle.blue] { #expect(abs(Int(c) - 128) <= 12, "\(middle)") }
    }

    @Test func aMovedVertexCarriesItsColour() throws {
        let points: [SIMD2<Float>] = [
            [0, 0], [0.5, 0], [1, 0], [0, 0.5], [0.8, 0.5], [1, 0.5], [0, 1], [0.5, 1], [1, 1],
        ]
        var colors = Array(repeating: Color(red: 0, green: 0, blue: 1), count: 9)
        colors[4] = .white
        let view = MeshGradient(width: 3, height: 3, points: points, colors: colors)
        try R.keep(view, "mesh-gradient-3x3")
        let image = try R.pixels(view)
        #expect(image[80, 30].red > 230, "white at the moved vertex: \(image[80, 30])")
        #expect(image[80, 30].red > image[50, 30].red)
    }

    @Test func aMeshWhoseCountsDoNotMatchPaintsItsBackground() {
        let mesh = MeshGradient(width: 3, height: 3, points: [[0, 0]], colors: [.red], background: .black)
        let paint = mesh._paint(in: CGRect(x: 0, y: 0, width: 10, height: 10), environment: EnvironmentValues())
        #expect(paint == .color(RGBA(0, 0, 0)))
    }

    @Test func hostileMeshAndEllipseNumbersStayWithinTheArchiveRanges() throws {
        let points: [SIMD2<Float>] = [[.nan, 0], [.infinity, 0], [0, 1e30], [1, 1]]
        let view = VStack {
            MeshGradient(width: 2, height: 2, points: points, colors: [.red, .green, .blue, .white])
            EllipticalGradient(colors: [.red, .blue], startRadiusFraction: .nan, endRadiusFraction: 1e300)
        }
        let archive = R.archive(view)
        #expect(throws: Never.self) { try ArchiveCoding.validate(archive) }
        _ = try R.pixels(view)
    }

    @Test func bothPaintsRoundTripThroughTheArchive() throws {
        let view = VStack {
            MeshGradient(
                width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]], colors: [.red, .green, .blue, .white])
            Rectangle().fill(.ellipticalGradient(colors: [.red, .blue], endRadiusFraction: 0.4))
        }
        let archive = R.archive(view)
        let decoded = try ArchiveCoding.decodeArchive(try ArchiveCoding.encoder().encode(archive))
        #expect(decoded == archive)
        let s = archive.content.sExpression
        #expect(s.contains("(mesh 2 2 smooth") && s.contains("(elliptical 50"), "\(s)")
    }

    @Test func aMeshOfTheWrongSizeIsRefusedAtIntakeNamingItsPoints() {
        let mesh = MeshPaint(
            width: 2, height: 2, points: [.zero], colors: [.black], background: .clear, smoothsColors: true)
        let shape = ShapeItem(
            frame: Rect(x: 0, y: 0, width: 10, height: 10),
            path: PathData([.move(to: .zero), .line(to: Point(x: 10, y: 0)), .closeSubpath]), fill: .meshGradient(mesh))
        let archive = WidgetArchive(size: Size(width: 10, height: 10), content: .shape(shape))
        let error = #expect(throws: ArchiveError.self) { try ArchiveCoding.validate(archive) }
        #expect(error?.message.contains("fill.points") == true, "\(error?.message ?? "")")
    }
}
