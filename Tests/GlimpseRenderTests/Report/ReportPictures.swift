//  ReportPictures.swift — GlimpseRenderTests (Glimpse)
//  Status: Complete
//  Behaviour: helpers for the report picture tests: solid-colour widget archives, and keeping the
//  PNGs for a look when GLIMPSE_REPORT_OUT names a folder.

import Foundation
import GlimpseArchive
import GlimpseRender

enum ReportPictures {
    /// A `width × height` point archive filled with `color`, drawn at 2x.
    static func solid(_ color: RGBA, width: Double = 158, height: Double = 158) -> WidgetArchive {
        let canvas = Rect(x: 0, y: 0, width: width, height: height)
        var archive = TestArchives.archive(width: width, height: height, [TestArchives.rect(canvas, .color(color))])
        archive.displayScale = 2
        return archive
    }

    /// Writes `png` to `$GLIMPSE_REPORT_OUT/<name>.png` when that variable is set.
    static func keep(_ png: Data, as name: String) {
        guard let folder = ProcessInfo.processInfo.environment["GLIMPSE_REPORT_OUT"], !folder.isEmpty else { return }
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try? png.write(to: URL(fileURLWithPath: folder).appendingPathComponent("\(name).png"))
    }

    /// The stale marker's colour as pixels (#FF9500).
    static let stalePixel = RasterImage.Pixel(255, 149, 0, 255)
    /// Refused reloads' red (#FF3B30).
    static let refusedPixel = RasterImage.Pixel(255, 59, 48, 255)
}
