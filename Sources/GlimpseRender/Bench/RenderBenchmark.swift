//  RenderBenchmark.swift — GlimpseRender (Glimpse)
//  Status: Complete
//  Behaviour: STYLE R17 — `glimpse bench render`: fixed workloads, release build, one core,
//  ratios against a floor and a peer measured in the same run. Never used to gate a test.

import CPangoCairo
import Foundation
import GlimpseArchive

/// Measures archive → PNG throughput on the fixed workloads of `BenchmarkWorkloads`.
public enum RenderBenchmark {
    /// Renders each workload `iterations` times at 3× to PNG bytes and reports the figures.
    ///
    /// 1. Warm up (decode images, load fonts) with a few frames.
    /// 2. Time `iterations` frames, draw and encode separately.
    /// 3. Record one frame's Cairo operations and time their replay (the floor).
    /// 4. Time Cairo's own PNG writer on the same pixels (the peer), for up to 20 frames.
    ///
    /// - Parameter iterations: frames per workload, at least 1 (smaller values are raised).
    /// - Complexity: about `iterations × 2` ms per workload in a release build.
    public static func run(iterations: Int) -> RenderBenchmarkReport {
        let n = max(1, iterations)
        let workloads: [(String, WidgetArchive)] = [
            ("render.systemSmall.3x", BenchmarkWorkloads.systemSmall()),
            ("render.systemMedium.3x", BenchmarkWorkloads.systemMedium()),
        ]
        return RenderBenchmarkReport(workloads: workloads.map { measure($0.1, name: $0.0, iterations: n) })
    }

    // MARK: - Steps

    private static func measure(_ archive: WidgetArchive, name: String, iterations: Int)
        -> RenderBenchmarkReport.Workload
    {
        let options = RenderOptions(scale: 3, cornerRadius: 22)
        // Frames as the simulator encodes them.
        let session = RenderSession(pngCompression: .fast)
        let clock = ContinuousClock()
        var bytes = 0
        // 1. Warm up.
        for _ in 0..<min(5, iterations) {
            bytes = (try? session.encodePNG(try session.rasterize(archive, options: options)))?.count ?? 0
        }
        // 2. Draw and encode.
        var draw = Duration.zero, encode = Duration.zero
        var raster: RenderSession.Raster?
        for _ in 0..<iterations {
            let t0 = clock.now
            raster = try? session.rasterize(archive, options: options)
            let t1 = clock.now
            if let raster { bytes = (try? session.encodePNG(raster))?.count ?? 0 }
            let t2 = clock.now
            draw += t1 - t0
            encode += t2 - t1
        }
        let (width, height) = (raster?.width ?? 0, raster?.height ?? 0)
        // 3. The floor.
        let floor = floorMilliseconds(archive, options: options, session: session, iterations: iterations)
        // 4. The peer encoder.
        var cairoPNG = 0.0
        if let raster {
            let frames = min(20, iterations)
            let t0 = clock.now
            for _ in 0..<frames { _ = cairoWritePNG(raster.surface) }
            cairoPNG = milliseconds(clock.now - t0) / Double(frames)
        }
        let drawMs = milliseconds(draw) / Double(iterations)
        let encodeMs = milliseconds(encode) / Double(iterations)
        return RenderBenchmarkReport.Workload(
            name: name, pixelWidth: width, pixelHeight: height, iterations: iterations,
            framesPerSecond: drawMs + encodeMs > 0 ? 1000 / (drawMs + encodeMs) : 0, drawMilliseconds: drawMs,
            encodeMilliseconds: encodeMs, floorMilliseconds: floor, cairoPNGMilliseconds: cairoPNG, pngBytes: bytes)
    }

    /// Records the archive's Cairo operations once (device units = pixels), then times
    /// replaying them onto a cleared image surface.
    private static func floorMilliseconds(
        _ archive: WidgetArchive, options: RenderOptions, session: RenderSession, iterations: Int
    ) -> Double {
        let scale = options.scale ?? archive.displayScale
        guard let (width, height) = try? RenderSession.pixelSize(archive.size, scale: scale) else { return 0 }
        var extents = cairo_rectangle_t(x: 0, y: 0, width: Double(width), height: Double(height))
        let recording = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, &extents)!
        defer { cairo_surface_destroy(recording) }
        let rc = cairo_create(recording)!
        cairo_scale(rc, scale, scale)
        session.drawLayers(
            archive, options: options, on: rc, shadowResolution: 1,
            canvas: Rect(x: 0, y: 0, width: Double(width), height: Double(height)), clipsCorners: false,
            angularPixelScale: 1)
        cairo_destroy(rc)
        let target = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        defer { cairo_surface_destroy(target) }
        let clock = ContinuousClock()
        let t0 = clock.now
        for _ in 0..<iterations {
            cairo_surface_flush(target)
            memset(cairo_image_surface_get_data(target), 0, Int(cairo_image_surface_get_stride(target)) * height)
            cairo_surface_mark_dirty(target)
            let cr = cairo_create(target)!
            cairo_set_source_surface(cr, recording, 0, 0)
            cairo_paint(cr)
            cairo_destroy(cr)
            cairo_surface_flush(target)
        }
        return milliseconds(clock.now - t0) / Double(iterations)
    }

    /// Cairo's PNG writer into memory; returns the byte count.
    private static func cairoWritePNG(_ surface: OpaquePointer) -> Int {
        var count = 0
        let write: cairo_write_func_t = { closure, _, length in
            closure!.assumingMemoryBound(to: Int.self).pointee += Int(length)
            return CAIRO_STATUS_SUCCESS
        }
        withUnsafeMutablePointer(to: &count) { _ = cairo_surface_write_to_png_stream(surface, write, $0) }
        return count
    }

    private static func milliseconds(_ d: Duration) -> Double {
        let (seconds, attoseconds) = d.components
        return Double(seconds) * 1000 + Double(attoseconds) / 1e15
    }
}
