//  RasterImage+PNG.swift — GlimpseRender (Glimpse)
//  Status: Complete
//  Behaviour: a bitmap a host put together itself (a whole surface of widgets) written with the
//  renderer's own PNG chunk writer over libdeflate (PNGEncoder); read back, straight alpha as
//  stored, by `RasterImage(png:)` (RasterImage+PNGDecoding), so tests compare the pixels of PNGs
//  the front ends wrote.

public import Foundation

extension RasterImage {
    /// The image as PNG bytes (8-bit RGBA).
    /// - Parameter compression: `.fast` for frames that are shown and dropped, `.small` for kept files.
    /// - Throws: `RenderError` `.encoding` if the image is empty or too large for one PNG.
    public func pngData(compression: PNGCompression = .fast) throws -> Data {
        let encoder = PNGEncoder(compression: compression)
        return try rgba.withUnsafeBytes { try encoder.encodeRGBA($0.baseAddress!, width: width, height: height) }
    }
}
