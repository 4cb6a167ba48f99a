//  PixelConversion.swift — GlimpseRender (Glimpse)
//  Status: Complete
//  Behaviour: Cairo's CAIRO_FORMAT_ARGB32 is a native-endian 32-bit word per pixel,
//  0xAARRGGBB, colour premultiplied by alpha; PNG and `RasterImage` want bytes R, G, B, A with
//  straight alpha.

/// Converts Cairo image rows to straight-alpha RGBA bytes.
enum PixelConversion {
    /// 65536 × 255 / a, rounded, for a in 1…255: unpremultiplies with a multiply and a shift.
    private static let reciprocal: [UInt32] = (0..<256).map { (a: Int) -> UInt32 in
        a == 0 ? 0 : UInt32(((255 << 16) + a / 2) / a)
    }

    /// Writes `width × height` RGBA pixels (straight alpha, rows packed, 4 bytes a pixel) into
    /// `out`, from ARGB32 rows `stride` bytes apart at `source`.
    /// - Precondition: `out` holds at least `width × height × 4` bytes.
    /// - Complexity: O(width × height); opaque and transparent pixels take a fast path.
    static func unpremultiply(
        source: UnsafeRawPointer, stride: Int, width: Int, height: Int, into out: UnsafeMutableRawPointer
    ) {
        reciprocal.withUnsafeBufferPointer { recip in
            for y in 0..<height {
                let row = source + y * stride
                let dst = out + y * width * 4
                for x in 0..<width {
                    let p = row.load(fromByteOffset: x * 4, as: UInt32.self)
                    let a = p >> 24
                    var rgba: UInt32
                    if a == 255 {
                        // 0xFFRRGGBB → bytes R G B A (little-endian word 0xAABBGGRR).
                        rgba = (p & 0xFF00_FF00) | ((p >> 16) & 0xFF) | ((p & 0xFF) << 16)
                    } else if a == 0 {
                        rgba = 0
                    } else {
                        let f = recip[Int(a)]
                        let r = min(255, (((p >> 16) & 0xFF) * f + 0x8000) >> 16)
                        let g = min(255, (((p >> 8) & 0xFF) * f + 0x8000) >> 16)
                        let b = min(255, ((p & 0xFF) * f + 0x8000) >> 16)
                        rgba = r | (g << 8) | (b << 16) | (a << 24)
                    }
                    dst.storeBytes(of: rgba.littleEndian, toByteOffset: x * 4, as: UInt32.self)
                }
            }
        }
    }
}
