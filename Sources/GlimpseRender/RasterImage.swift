//  RasterImage.swift — GlimpseRender (Glimpse)
//  Status: Complete
//  Behaviour: a plain RGBA bitmap, for tests and for hosts that post-process pixels.

/// A bitmap in 8-bit RGBA, straight (not premultiplied) alpha, rows top to bottom.
public struct RasterImage: Hashable, Sendable {
    /// One pixel, components 0…255, straight alpha.
    public struct Pixel: Hashable, Sendable, CustomStringConvertible {
        public var red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8
        public init(_ red: UInt8, _ green: UInt8, _ blue: UInt8, _ alpha: UInt8) {
            (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
        }
        public var description: String { "(\(red), \(green), \(blue), \(alpha))" }
    }

    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int
    /// `width × height × 4` bytes: R, G, B, A per pixel.
    public var rgba: [UInt8]

    public init(width: Int, height: Int, rgba: [UInt8]) {
        precondition(rgba.count == width * height * 4, "RasterImage: rgba must hold width × height × 4 bytes")
        self.width = width
        self.height = height
        self.rgba = rgba
    }

    /// The pixel at column `x`, row `y` (pixels, origin top-left).
    /// - Precondition: `0 ≤ x < width` and `0 ≤ y < height`.
    public subscript(x: Int, y: Int) -> Pixel {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "RasterImage: pixel (\(x), \(y)) out of bounds")
        let i = (y * width + x) * 4
        return Pixel(rgba[i], rgba[i + 1], rgba[i + 2], rgba[i + 3])
    }
}
