//  RasterImage+PNGDecoding.swift — GlimpseRender (Glimpse)
//  Status: Complete for 8-bit, non-interlaced grey, grey+alpha, RGB and RGBA (what Glimpse and
//  most tools write) and 1-, 2- and 4-bit grey (Glimpse's e-ink frames); palette, 16-bit and interlaced images are refused with a clear error
//  Behaviour: PNG (ISO/IEC 15948, RFC 2083): chunks, IHDR, the IDAT zlib stream (libdeflate),
//  the five row filters (None, Sub, Up, Average, Paeth). Straight alpha is kept as stored, so a
//  PNG written by `pngData()` reads back to the same bytes (Cairo's reader premultiplies).

import CDeflate
public import Foundation

extension RasterImage {
    /// Reads PNG bytes as straight-alpha RGBA.
    ///
    /// - Throws: `RenderError` `.decoding` naming what is wrong: not a PNG, a damaged chunk or
    ///   stream, or a kind this reader does not take (palette, 16-bit, interlaced).
    /// - Complexity: O(pixels); a 474×474 px frame reads in about 1–2 ms.
    public init(png: Data) throws {
        let header = try PNGChunks(png)
        let channels: Int
        switch header.colorType {
        case 0: channels = 1
        case 2: channels = 3
        case 4: channels = 2
        case 6: channels = 4
        default:
            throw RenderError(
                .decoding, "PNG colour type \(header.colorType) (palette) is not read; save it as RGB or RGBA")
        }
        if header.colorType == 0, [1, 2, 4].contains(header.bitDepth), header.interlace == 0 {
            self = try Self.decodePackedGray(header)
            return
        }
        guard header.bitDepth == 8, header.interlace == 0 else {
            throw RenderError(
                .decoding,
                "PNG of \(header.bitDepth) bits\(header.interlace == 0 ? "" : ", interlaced") is not read; save it as 8-bit, not interlaced"
            )
        }
        let (width, height) = (header.width, header.height)
        let rowBytes = width * channels
        let raw = try Self.inflate(header.stream, count: (rowBytes + 1) * height)
        var pixels = [UInt8](repeating: 0, count: rowBytes * height)
        try Self.unfilter(raw, into: &pixels, rowBytes: rowBytes, height: height, bytesPerPixel: channels)
        self.init(width: width, height: height, rgba: Self.expand(pixels, channels: channels))
    }

    // MARK: - Steps

    /// The filtered rows of a PNG's zlib `stream`: exactly `count` bytes, or the image is damaged.
    private static func inflate(_ stream: Data, count: Int) throws -> [UInt8] {
        var raw = [UInt8](repeating: 0, count: count)
        let result = stream.withUnsafeBytes { input in
            raw.withUnsafeMutableBytes { output in
                let decompressor = libdeflate_alloc_decompressor()!
                defer { libdeflate_free_decompressor(decompressor) }
                var written = 0
                let status = libdeflate_zlib_decompress(
                    decompressor, input.baseAddress, input.count, output.baseAddress, output.count, &written)
                return (status, written)
            }
        }
        guard result.0 == LIBDEFLATE_SUCCESS || result.0 == LIBDEFLATE_SHORT_OUTPUT, result.1 == count else {
            throw RenderError(.decoding, "the PNG's image data is damaged (its zlib stream does not inflate)")
        }
        return raw
    }

    /// Greyscale of 1, 2 or 4 bits a pixel (e-ink frames), each level stretched to 0…255.
    private static func decodePackedGray(_ header: PNGChunks) throws -> RasterImage {
        let (width, height, depth) = (header.width, header.height, Int(header.bitDepth))
        let rowBytes = (width * depth + 7) / 8
        let raw = try Self.inflate(header.stream, count: (rowBytes + 1) * height)
        var packed = [UInt8](repeating: 0, count: rowBytes * height)
        try unfilter(raw, into: &packed, rowBytes: rowBytes, height: height, bytesPerPixel: 1)
        let top = (1 << depth) - 1
        var rgba = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let bit = x * depth
                let byte = packed[y * rowBytes + bit / 8]
                let level = Int(byte >> UInt8(8 - depth - bit % 8)) & top
                let value = UInt8(level * 255 / top)
                let i = (y * width + x) * 4
                rgba[i] = value
                rgba[i + 1] = value
                rgba[i + 2] = value
            }
        }
        return RasterImage(width: width, height: height, rgba: rgba)
    }

    /// Undoes each row's filter into `pixels` (rows packed, no filter byte).
    private static func unfilter(
        _ raw: [UInt8], into pixels: inout [UInt8], rowBytes: Int, height: Int, bytesPerPixel bpp: Int
    ) throws {
        try raw.withUnsafeBufferPointer { raw in
            try pixels.withUnsafeMutableBufferPointer { out in
                for y in 0..<height {
                    let filter = raw[y * (rowBytes + 1)]
                    let src = y * (rowBytes + 1) + 1
                    let row = y * rowBytes
                    let up = row - rowBytes
                    switch filter {
                    case 0:
                        for i in 0..<rowBytes { out[row + i] = raw[src + i] }
                    case 1:
                        for i in 0..<rowBytes { out[row + i] = raw[src + i] &+ (i >= bpp ? out[row + i - bpp] : 0) }
                    case 2:
                        for i in 0..<rowBytes { out[row + i] = raw[src + i] &+ (y > 0 ? out[up + i] : 0) }
                    case 3:
                        for i in 0..<rowBytes {
                            let a = i >= bpp ? Int(out[row + i - bpp]) : 0
                            let b = y > 0 ? Int(out[up + i]) : 0
                            out[row + i] = raw[src + i] &+ UInt8((a + b) / 2)
                        }
                    case 4:
                        for i in 0..<rowBytes {
                            let a = i >= bpp ? Int(out[row + i - bpp]) : 0
                            let b = y > 0 ? Int(out[up + i]) : 0
                            let c = i >= bpp && y > 0 ? Int(out[up + i - bpp]) : 0
                            out[row + i] = raw[src + i] &+ UInt8(paeth(a, b, c))
                        }
                    default:
                        throw RenderError(
                            .decoding, "row \(y) of the PNG has filter type \(filter), which PNG does not define")
                    }
                }
            }
        }
    }

    private static func paeth(_ a: Int, _ b: Int, _ c: Int) -> Int {
        let p = a + b - c
        let (pa, pb, pc) = (abs(p - a), abs(p - b), abs(p - c))
        if pa <= pb && pa <= pc { return a }
        return pb <= pc ? b : c
    }

    /// Grey, grey+alpha or RGB widened to RGBA (opaque where there is no alpha).
    private static func expand(_ pixels: [UInt8], channels: Int) -> [UInt8] {
        if channels == 4 { return pixels }
        let count = pixels.count / channels
        var rgba = [UInt8](repeating: 255, count: count * 4)
        for i in 0..<count {
            switch channels {
            case 1: (rgba[i * 4], rgba[i * 4 + 1], rgba[i * 4 + 2]) = (pixels[i], pixels[i], pixels[i])
            case 2:
                (rgba[i * 4], rgba[i * 4 + 1], rgba[i * 4 + 2]) = (pixels[i * 2], pixels[i * 2], pixels[i * 2])
                rgba[i * 4 + 3] = pixels[i * 2 + 1]
            default:
                (rgba[i * 4], rgba[i * 4 + 1], rgba[i * 4 + 2]) = (pixels[i * 3], pixels[i * 3 + 1], pixels[i * 3 + 2])
            }
        }
        return rgba
    }
}

/// The parts of a PNG file the decoder needs: the header's fields and the joined IDAT data.
private struct PNGChunks {
    var width = 0, height = 0
    var bitDepth: UInt8 = 0, colorType: UInt8 = 0, interlace: UInt8 = 0
    var stream = Data()

    private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    /// Larger sides are refused before any memory is taken for them.
    private static let maximumSide = 1 << 15

    init(_ png: Data) throws {
        let bytes = [UInt8](png)
        guard bytes.count >= 8, Array(bytes[0..<8]) == Self.signature else {
            throw RenderError(.decoding, "the data is not a PNG (its first 8 bytes are not the PNG signature)")
        }
        var offset = 8
        var sawHeader = false
        func u32(_ at: Int) -> Int {
            Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
        }
        chunks: while offset + 8 <= bytes.count {
            let length = u32(offset)
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            let start = offset + 8
            guard length >= 0, start + length + 4 <= bytes.count else {
                throw RenderError(.decoding, "the PNG's '\(type)' chunk runs past the end of the file (truncated?)")
            }
            switch type {
            case "IHDR":
                guard length == 13 else { throw RenderError(.decoding, "the PNG's IHDR chunk is not 13 bytes") }
                (width, height) = (u32(start), u32(start + 4))
                (bitDepth, colorType, interlace) = (bytes[start + 8], bytes[start + 9], bytes[start + 12])
                sawHeader = true
            case "IDAT": stream.append(contentsOf: bytes[start..<start + length])
            case "IEND": break chunks
            default: break
            }
            offset = min(bytes.count, start + length + 4)
        }
        guard sawHeader, width > 0, height > 0, width <= Self.maximumSide, height <= Self.maximumSide else {
            throw RenderError(
                .decoding, "the PNG has no usable IHDR (size \(width)×\(height); sides must be 1…\(Self.maximumSide))")
        }
        guard !stream.isEmpty else { throw RenderError(.decoding, "the PNG has no image data (no IDAT chunk)") }
    }
}
