//  SurfaceGlyphTests.swift — GlimpseDisplayTests (Glimpse)
//  Status: Complete
//  Behaviour: the Lock Screen's glyphs are white outlines, not emoji, and the simulator page
//  (Page/style.css) draws the same paths the host's picture fills.

import Foundation
import GlimpseArchive
import Testing

@testable import GlimpseDisplay

struct SurfaceGlyphTests {
    @Test(arguments: SurfaceGlyph.allCases)
    func eachGlyphIsAClosedPathInsideItsBox(glyph: SurfaceGlyph) throws {
        let path = try PathData(svg: glyph.svgPath)
        #expect(path.elements.last == .closeSubpath)
        for element in path.elements {
            let points: [Point]
            switch element {
            case .move(let p), .line(let p): points = [p]
            case .quadCurve(let p, let c): points = [p, c]
            case .curve(let p, let c1, let c2): points = [p, c1, c2]
            case .closeSubpath: points = []
            }
            for p in points { #expect((0...24).contains(p.x) && (0...24).contains(p.y), "\(glyph) \(p)") }
        }
        // Scaled onto a rect: the box's corners map onto the rect's.
        let scaled = glyph.path(in: Rect(x: 10, y: 20, width: 48, height: 48))
        if case .move(let first) = path.elements[0], case .move(let moved) = scaled.elements[0] {
            #expect(moved == Point(x: 10 + first.x * 2, y: 20 + first.y * 2))
        }
    }

    @Test func theSimulatorPageDrawsTheSamePaths() throws {
        let css = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/GlimpseServer/Page/style.css")
        let text = try String(contentsOf: css, encoding: .utf8)
        let classes: [SurfaceGlyph: String] = [
            .lockClosed: "lock-closed", .lockOpen: "lock-open", .flashlight: "flashlight", .camera: "camera",
        ]
        for glyph in SurfaceGlyph.allCases {
            let rule = try #require(
                text.split(separator: "\n").first { $0.hasPrefix(".glyph.\(classes[glyph]!) {") }, "\(glyph)")
            #expect(rule.contains("fill-rule='evenodd' d='\(glyph.svgPath)'"), "\(glyph)")
        }
    }
}
