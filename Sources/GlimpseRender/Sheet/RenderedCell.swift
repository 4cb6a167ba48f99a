//  RenderedCell.swift — GlimpseRender (Glimpse)
//  Status: Complete
//  Behaviour: one contact-sheet cell drawn ahead of the sheet: its PNG and its pixels, so a host
//  can rasterise cells while it still waits for other archives (`ContactSheetRenderer.renderCell`).

import CPangoCairo
public import Foundation

/// A cell's archive drawn at the cell's pixel density: its PNG bytes and a copy of its pixels,
/// which the sheet resamples.
public final class RenderedCell: @unchecked Sendable {
    // @unchecked Sendable: immutable after init; the surface is only read (as a paint source)
    // once it is made, by one drawing thread at a time (ContactSheetRenderer holds its lock).
    /// The PNG (8-bit RGBA).
    public let png: Data
    /// Pixel size.
    public let pixelWidth: Int
    public let pixelHeight: Int
    /// `cairo_surface_t*`, ARGB32, owned.
    let surface: OpaquePointer

    /// Copies `raster`'s pixels (they belong to its session and change with the next frame).
    init(png: Data, copying raster: RenderSession.Raster) {
        self.png = png
        pixelWidth = raster.width
        pixelHeight = raster.height
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(raster.width), Int32(raster.height))!
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let target = cairo_image_surface_get_data(surface)!
        for y in 0..<raster.height {
            memcpy(target + y * stride, raster.data + y * raster.stride, raster.width * 4)
        }
        cairo_surface_mark_dirty(surface)
    }

    deinit { cairo_surface_destroy(surface) }
}
