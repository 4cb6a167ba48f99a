//  InkBounds.swift — GlimpseRender (Glimpse)
//  Status: Complete
//  Behaviour: the bounding box of the pixels of a Cairo ARGB32 bitmap that are not fully
//  transparent, so a shadow blurs only where the content has ink (not its whole group surface).

import GlimpseArchive

/// Finds where a bitmap has ink.
enum InkBounds {
    /// The smallest rectangle, in whole pixels from the bitmap's top-left corner, that holds
    /// every pixel whose alpha is not 0, or `nil` if every pixel is transparent.
    ///
    /// - Parameters:
    ///   - data: Cairo `CAIRO_FORMAT_ARGB32` pixels (native-endian 32-bit words, alpha in the
    ///     top byte), `stride` bytes a row.
    /// - Complexity: O(width × height) for empty rows; a row with ink is read from each end
    ///   only up to its first inked pixel.
    static func ofARGB32(_ data: UnsafeRawPointer, width: Int, height: Int, stride: Int) -> Rect? {
        guard width > 0, height > 0 else { return nil }
        var (minX, maxX, minY, maxY) = (width, -1, height, -1)
        for y in 0..<height {
            let row = (data + y * stride).assumingMemoryBound(to: UInt32.self)
            var left = 0
            while left < width, row[left] & alpha == 0 { left += 1 }
            guard left < width else { continue }
            var right = width - 1
            while right > max(left, maxX), row[right] & alpha == 0 { right -= 1 }
            (minX, maxX) = (min(minX, left), max(maxX, right))
            (minY, maxY) = (min(minY, y), y)
        }
        guard maxY >= 0 else { return nil }
        return Rect(x: Double(minX), y: Double(minY), width: Double(maxX - minX + 1), height: Double(maxY - minY + 1))
    }

    /// The alpha byte of an ARGB32 word.
    private static let alpha: UInt32 = 0xFF00_0000
}
