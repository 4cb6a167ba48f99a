//  CairoPathTests.swift — GlimpseRenderTests (Glimpse)
//  Status: Complete
//  Behaviour: pins the continuous rounded rectangle: it reaches 1.528 radii along each edge,
//  stays inside its rectangle, and becomes a capsule at half the shorter side.

import CPangoCairo
import GlimpseArchive
import Testing

@testable import GlimpseRender

struct CairoPathTests {
    /// Coverage of the pixel at (x, y) when `build` is filled on a 100×100 surface.
    private func coverage(_ points: [(Int, Int)], build: (OpaquePointer) -> Void) -> [UInt8] {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, 100, 100)!
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)!
        build(cr)
        cairo_fill(cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        let data = cairo_image_surface_get_data(surface)!
        let stride = Int(cairo_image_surface_get_stride(surface))
        return points.map { data[$0.1 * stride + $0.0] }
    }

    @Test func continuousCornerLeavesTheEdgeAboutOnePointFiveRadiiFromTheCorner() {
        let rect = Rect(x: 0, y: 0, width: 100, height: 100)
        let c = coverage([(16, 0), (11, 0), (0, 16), (99, 16), (50, 50), (1, 1), (4, 4)]) {
            CairoPath.addContinuousRoundedRect(rect, radius: 10, to: $0)
        }
        #expect(c[0] == 255)  // 16 pt along the top edge: straight, full
        #expect(c[1] < 255)  // 11 pt: the curve has begun (a circular corner is full from 10 pt)
        #expect(c[2] == 255 && c[3] == 255 && c[4] == 255)
        #expect(c[5] == 0)
        #expect(c[6] == 255)  // (4.5, 4.5) is inside: the corner's diagonal point is 0.29 r in
    }

    @Test func radiusOfHalfTheShorterSideMakesACircle() {
        let c = coverage([(50, 1), (1, 50), (50, 50), (10, 10), (15, 15)]) {
            CairoPath.addContinuousRoundedRect(Rect(x: 0, y: 0, width: 100, height: 100), radius: 50, to: $0)
        }
        #expect(c[0] == 255 && c[1] == 255 && c[2] == 255)
        #expect(c[3] == 0)  // (10.5, 10.5) is 55.9 from the centre
        #expect(c[4] == 255)  // (15.5, 15.5) is 48.8 from the centre
    }

    @Test func pathWithANonFiniteCoordinateIsRefused() {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, 4, 4)!
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        let ok = CairoPath.add(PathData([.move(to: .zero), .line(to: Point(x: .infinity, y: 1))]), to: cr)
        #expect(!ok)
        #expect(cairo_has_current_point(cr) == 0)
    }
}
