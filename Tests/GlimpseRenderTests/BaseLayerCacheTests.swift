//  BaseLayerCacheTests.swift — GlimpseRenderTests (Glimpse)
//  Status: Complete
//  Behaviour: a frame whose base (canvas colour and container background) is copied back is
//  the frame drawn afresh, pixel for pixel; a base is found again only when drawn from the same.

import GlimpseArchive
import Testing

@testable import GlimpseRender

struct BaseLayerCacheTests {
    private typealias T = TestArchives

    /// A widget with a diagonal gradient background and a rect whose x moves with `step`.
    private func frame(step: Int, colors: [RGBA] = [RGBA(1, 0.5, 0), RGBA(0.2, 0, 0.8)]) -> WidgetArchive {
        let stops = colors.enumerated().map { GradientStop(color: $1, location: Double($0)) }
        let background = DisplayItem.shape(
            ShapeItem(
                frame: Rect(x: 0, y: 0, width: 100, height: 100),
                path: T.rectPath(Rect(x: 0, y: 0, width: 100, height: 100)),
                fill: .linearGradient(stops: stops, start: Point(x: 0, y: 0), end: Point(x: 100, y: 100))))
        var archive = T.archive([T.rect(Rect(x: 10 + Double(step) * 7.3, y: 40, width: 20, height: 20), .color(T.blue))]
        )
        archive.background = background
        return archive
    }

    private let options = RenderOptions(scale: 2, cornerRadius: 12)

    private func fresh(_ archive: WidgetArchive) throws -> RasterImage {
        let session = RenderSession()
        return session.image(of: try session.rasterize(archive, options: options))
    }

    @Test func framesOnAKeptBaseAreTheFramesDrawnAfresh() throws {
        let session = RenderSession()
        for step in 0..<4 {
            let archive = frame(step: step)
            let image = session.image(of: try session.rasterize(archive, options: options))
            #expect(image == (try fresh(archive)), "step \(step)")
        }
        #expect(session.bases.count == 1)
    }

    @Test func anotherBackgroundOrScaleIsAnotherBase() throws {
        let session = RenderSession()
        let other = frame(step: 1, colors: [RGBA(0, 1, 0), RGBA(0, 0, 0)])
        for archive in [frame(step: 0), other, frame(step: 2), other] {
            #expect(session.image(of: try session.rasterize(archive, options: options)) == (try fresh(archive)))
        }
        #expect(session.bases.count == 2)
        var three = options
        three.scale = 3
        _ = try session.rasterize(frame(step: 0), options: three)
        #expect(session.bases.count == 3)
    }

    @Test func theOldestBasesGoFirstWhenTheBytesRunOut() throws {
        let session = RenderSession()
        let raster = try session.rasterize(frame(step: 0), options: options)
        let bitmap = raster.stride * raster.height
        let cache = BaseLayerCache(capacity: 2 * bitmap)
        let keys = (0..<3).map { i in
            BaseLayerCache.Key(
                pixelWidth: raster.width, pixelHeight: raster.height, matrix: [2, 0, 0, 2, 0, 0], cornerClip: nil,
                size: Size(width: 100, height: 100), color: RGBA(Double(i) / 3, 0, 0), background: nil, images: [:],
                colorGlyphs: nil)
        }
        for key in keys { cache.store(key, from: raster.surface) }
        #expect(cache.count == 2)
        #expect(!cache.restore(keys[0], into: raster.surface))
        #expect(cache.restore(keys[1], into: raster.surface))
        #expect(cache.restore(keys[2], into: raster.surface))
    }
}
