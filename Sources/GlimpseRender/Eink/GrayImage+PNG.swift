//  GrayImage+PNG.swift — GlimpseRender (Glimpse)
//  Status: Complete
//  Behaviour: PNG (ISO/IEC 15948) greyscale (colour type 0) at the image's own bit depth — 1, 2 or
//  4 bits, pixels packed from each byte's high bit — through the same encoder as every frame
//  (PNGEncoder, libdeflate), so a 1-bit 800 × 480 panel's frame is a 1-bit PNG e-ink tools take as
//  it is.

public import Foundation

extension GrayImage {
    /// The image as a greyscale PNG of `bitDepth` bits.
    /// - Throws: `RenderError` `.encoding` for an empty image.
    public func pngData(compression: PNGCompression = .small) throws -> Data {
        let depth = bitDepth
        let rowBytes = (width * depth + 7) / 8
        var packed = [UInt8](repeating: 0, count: rowBytes * height)
        for y in 0..<height {
            for x in 0..<width {
                let bit = x * depth
                packed[y * rowBytes + bit / 8] |= pixels[y * width + x] << UInt8(8 - depth - bit % 8)
            }
        }
        return try PNGEncoder(compression: compression).encodeGray(
            packed, width: width, height: height, bitDepth: depth)
    }
}
