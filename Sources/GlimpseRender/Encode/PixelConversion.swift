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

    /// Writes `width × height` RGBA pixels (straight alpha, 4 bytes a pixel) into `out`, rows
    /// `outStride` bytes apart (packed by default), from ARGB32 rows `stride` bytes apart at
    /// `source`.
    /// - Precondition: `out` holds at least `(height − 1) × outStride + width × 4` bytes.
    /// - Complexity: O(width × height); opaque and transparent pixels take a fast path.
    static func unpremultiply(
        source: UnsafeRawPointer, stride: Int, width: Int, height: Int, into out: UnsafeMutableRawPointer,
        outStride: Int? = nil
    ) {
        let outStride = outStride ?? width * 4
        reciprocal.withUnsafeBufferPointer { recip in
            for y in 0..<height {
                let row = source + y * stride
                let dst = out + y * outStride
                var x = 0
                #if _endian(little)
                    // Two pixels a step; pixel x is the low word. Opaque pairs (most of a widget)
                    // only swap red and blue.
                    while x + 1 < width {
                        let p = row.loadUnaligned(fromByteOffset: x * 4, as: UInt64.self)
                        if p & 0xFF00_0000_FF00_0000 == 0xFF00_0000_FF00_0000 {
                            let q =
                                (p & 0xFF00_FF00_FF00_FF00) | ((p >> 16) & 0x0000_00FF_0000_00FF)
                                | ((p & 0x0000_00FF_0000_00FF) << 16)
                            dst.storeBytes(of: q, toByteOffset: x * 4, as: UInt64.self)
                        } else if p == 0 {
                            dst.storeBytes(of: UInt64(0), toByteOffset: x * 4, as: UInt64.self)
                        } else {
                            let low = straight(UInt32(truncatingIfNeeded: p), recip)
                            let high = straight(UInt32(truncatingIfNeeded: p >> 32), recip)
                            dst.storeBytes(of: UInt64(low) | (UInt64(high) << 32), toByteOffset: x * 4, as: UInt64.self)
                        }
                        x += 2
                    }
                #endif
                while x < width {
                    let p = row.load(fromByteOffset: x * 4, as: UInt32.self)
                    dst.storeBytes(of: straight(p, recip).littleEndian, toByteOffset: x * 4, as: UInt32.self)
                    x += 1
                }
            }
        }
    }

    /// One ARGB32 word (0xAARRGGBB, premultiplied) as the word whose little-endian bytes are
    /// R, G, B, A with straight alpha.
    @inline(__always)
    private static func straight(_ p: UInt32, _ recip: UnsafeBufferPointer<UInt32>) -> UInt32 {
        let a = p >> 24
        if a == 255 { return (p & 0xFF00_FF00) | ((p >> 16) & 0xFF) | ((p & 0xFF) << 16) }
        if a == 0 { return 0 }
        let f = recip[Int(a)]
        let r = min(255, (((p >> 16) & 0xFF) * f + 0x8000) >> 16)
        let g = min(255, (((p >> 8) & 0xFF) * f + 0x8000) >> 16)
        let b = min(255, ((p & 0xFF) * f + 0x8000) >> 16)
        return r | (g << 8) | (b << 16) | (a << 24)
    }
}
