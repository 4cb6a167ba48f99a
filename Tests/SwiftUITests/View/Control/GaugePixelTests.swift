//  GaugePixelTests.swift — SwiftUITests
//  Gauges drawn to pixels: the ring inside the slot (not filling it), the open ring's bottom
//  opening and the cut-out around its marker, the capacity track's reduced opacity.

import Foundation
import GlimpseArchive
import GlimpseRender
import Testing

@testable import SwiftUI

struct GaugePixelTests {
    typealias T = GaugeTests
    static let red = Color(red: 1, green: 0, blue: 0)

    /// The gauge in a 72 pt slot, drawn at 2× on black; pixels are looked up in points.
    static func render<V: View>(_ view: V) throws -> (Double, Double) -> RasterImage.Pixel {
        let image = try ArchiveRenderer().renderImage(
            T.archive(view), options: RenderOptions(scale: 2, backgroundColor: .black))
        return { x, y in image[Int(x * 2), Int(y * 2)] }
    }

    /// A point on the ring's centre line at `angle` (radians, clockwise from 3 o'clock).
    static func onRing(_ angle: Double, radius: Double = T.radius) -> (Double, Double) {
        (36 + radius * cos(angle), 36 + radius * sin(angle))
    }

    @Test func capacityRingIsInsideTheSlotWithAFaintTrackAndAFullFill() throws {
        let pixel = try Self.render(
            Gauge(value: 0.25) { Text("") }.gaugeStyle(.accessoryCircularCapacity).tint(Self.red))
        let filled = Self.onRing(0)  // 3 o'clock… the fill runs from 12 to 3
        let filledMid = Self.onRing(-Double.pi / 4)
        let track = Self.onRing(Double.pi)  // 9 o'clock: track only
        #expect(pixel(filledMid.0, filledMid.1).red > 240)
        #expect(pixel(filled.0 - 1, filled.1 - 1).red > 200)
        // The track is the tint at 25 % over black: about 64 of 255.
        let t = pixel(track.0, track.1)
        #expect(t.red > 50 && t.red < 80 && t.green < 5)
        // Outside the 58 pt ring, within the 72 pt slot: nothing.
        #expect(pixel(3, 36).red == 0)
        #expect(pixel(36, 3).red == 0)
    }

    @Test func openRingHasAnOpeningAtTheBottomAndACutOutAroundItsMarker() throws {
        let pixel = try Self.render(Gauge(value: 0.5) { Text("") }.gaugeStyle(.accessoryCircular).tint(Self.red))
        // The ring's bottom (6 o'clock) is open.
        let bottom = Self.onRing(Double.pi / 2)
        #expect(pixel(bottom.0, bottom.1).red == 0)
        // The ring is drawn at 9 o'clock, and the marker dot at 12.
        let left = Self.onRing(Double.pi)
        #expect(pixel(left.0, left.1).red > 240)
        let top = Self.onRing(1.5 * Double.pi)
        #expect(pixel(top.0, top.1).red > 240)
        // Between the dot's edge and the ring's cut end (1 line width of arc from the value):
        // black on the centre line.
        let gap = Self.onRing(1.5 * Double.pi + T.line / T.radius)
        #expect(pixel(gap.0, gap.1).red < 20)
    }

    @Test func sheetRendersAndIsWrittenWhenAsked() throws {
        try GaugeSheet.writeIfAsked()
    }
}
