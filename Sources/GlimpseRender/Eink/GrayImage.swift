//  GrayImage.swift — GlimpseRender (Glimpse)
//  Status: Complete
//  Behaviour: an e-ink panel's frame: a few evenly spaced grey levels per pixel (2 for a 1-bit
//  panel, 4 for 2-bit, 16 for 4-bit, the depths TRMNL's and Waveshare's panels take), made from a
//  rendered frame by error diffusion (GrayImage+Dither), turned for a panel mounted sideways, and
//  written as a PNG of that bit depth (GrayImage+PNG).

/// A greyscale image of `levels` evenly spaced greys, black (0) to white (`levels − 1`).
public struct GrayImage: Hashable, Sendable {
    public let width: Int
    public let height: Int
    /// 2, 4 or 16.
    public let levels: Int
    /// One level per pixel, rows top to bottom.
    public var pixels: [UInt8]

    /// The grey depths a panel takes: 2, 4 or 16 levels (1, 2 or 4 bits).
    public static let depths = [2, 4, 16]

    public init(width: Int, height: Int, levels: Int, pixels: [UInt8]) {
        precondition(Self.depths.contains(levels), "a grey image has 2, 4 or 16 levels")
        precondition(pixels.count == width * height, "one level per pixel")
        self.width = width
        self.height = height
        self.levels = levels
        self.pixels = pixels
    }

    /// Bits per pixel: 1, 2 or 4.
    public var bitDepth: Int { levels == 2 ? 1 : levels == 4 ? 2 : 4 }

    /// The level at (`x`, `y`).
    public subscript(x: Int, y: Int) -> UInt8 { pixels[y * width + x] }

    /// The brightness of `level`, 0…255.
    public func value(of level: UInt8) -> Int { Int(level) * 255 / (levels - 1) }

    /// The mean brightness of the image, 0…255.
    public var meanValue: Double {
        guard !pixels.isEmpty else { return 0 }
        return Double(pixels.reduce(0) { $0 + value(of: $1) }) / Double(pixels.count)
    }

    /// The image turned clockwise by `degrees` (0, 90, 180 or 270): a panel mounted a quarter turn
    /// to the left shows the picture upright when it is given the picture turned a quarter right.
    public func rotated(by degrees: Int) -> GrayImage {
        let turns = ((degrees / 90) % 4 + 4) % 4
        guard turns != 0 else { return self }
        let (w, h) = turns == 2 ? (width, height) : (height, width)
        var out = [UInt8](repeating: 0, count: pixels.count)
        for y in 0..<height {
            for x in 0..<width {
                let (nx, ny): (Int, Int)
                switch turns {
                case 1: (nx, ny) = (height - 1 - y, x)
                case 2: (nx, ny) = (width - 1 - x, height - 1 - y)
                default: (nx, ny) = (y, width - 1 - x)
                }
                out[ny * w + nx] = pixels[y * width + x]
            }
        }
        return GrayImage(width: w, height: h, levels: levels, pixels: out)
    }
}
