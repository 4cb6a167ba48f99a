//  PNGEncoder.swift — GlimpseRender (Glimpse)
//  Status: Complete
//  Behaviour: PNG (ISO/IEC 15948, RFC 2083): signature, IHDR (8-bit RGBA, or greyscale of 1, 2, 4
//  or 8 bits for e-ink frames; no interlace), one
//  IDAT of the rows, each with filter type 0 (None), as a zlib stream, IEND; CRC-32 per chunk.
//  The zlib stream comes from libdeflate, whole-buffer DEFLATE about twice as fast as zlib for
//  as small a file: on EmojiRangers frames, libdeflate level 1 takes half of zlib level 3's
//  time (files about 10 % larger) and level 4 as long as zlib 3 for files 20 % smaller. Filters
//  Up and Paeth measured slower and larger with either library on these frames.

import CDeflate
import Foundation

/// How hard `PNGEncoder` compresses.
public enum PNGCompression: Sendable {
    /// Fastest (libdeflate level 1): frames that are sent once and dropped, as the simulator's.
    case fast
    /// Smaller files (libdeflate level 4), at about the speed of zlib level 3: files kept.
    case small

    /// The libdeflate compression level.
    var level: Int32 {
        switch self {
        case .fast: return 1
        case .small: return 4
        }
    }
}

/// Encodes RGBA bitmaps as PNG, reusing its buffers between frames. Not thread-safe.
final class PNGEncoder {
    let compression: PNGCompression
    /// `struct libdeflate_compressor*`, owned.
    private let compressor: OpaquePointer
    /// The filtered rows: a filter-type byte, then the row's RGBA bytes.
    private var rows: [UInt8] = []
    /// The zlib stream of `rows`.
    private var stream: [UInt8] = []

    init(compression: PNGCompression = .small) {
        self.compression = compression
        compressor = libdeflate_alloc_compressor(compression.level)!
    }

    deinit {
        libdeflate_free_compressor(compressor)
    }

    /// PNG bytes for a Cairo ARGB32 image (`data`, `stride` bytes a row, `width × height` pixels).
    /// - Throws: `RenderError` `.encoding` if the image is empty or too large for one PNG.
    func encodeARGB32(data: UnsafeRawPointer, stride: Int, width: Int, height: Int) throws -> Data {
        try checkSize(width: width, height: height)
        let rowBytes = width * 4 + 1
        prepareRows(count: rowBytes * height)
        rows.withUnsafeMutableBytes { buffer in
            for y in 0..<height { buffer[y * rowBytes] = 0 }
            PixelConversion.unpremultiply(
                source: data, stride: stride, width: width, height: height, into: buffer.baseAddress! + 1,
                outStride: rowBytes)
        }
        return try encodeRows(width: width, height: height, rowBytes: rowBytes, bitDepth: 8, colorType: 6)
    }

    /// PNG bytes for straight-alpha RGBA rows, packed (`width × 4` bytes a row).
    /// - Throws: `RenderError` `.encoding` if the image is empty or too large for one PNG.
    func encodeRGBA(_ pixels: UnsafeRawPointer, width: Int, height: Int) throws -> Data {
        try checkSize(width: width, height: height)
        let rowBytes = width * 4 + 1
        prepareRows(count: rowBytes * height)
        rows.withUnsafeMutableBytes { buffer in
            for y in 0..<height {
                buffer[y * rowBytes] = 0
                (buffer.baseAddress! + y * rowBytes + 1).copyMemory(from: pixels + y * width * 4, byteCount: width * 4)
            }
        }
        return try encodeRows(width: width, height: height, rowBytes: rowBytes, bitDepth: 8, colorType: 6)
    }

    /// PNG bytes for a greyscale image of `bitDepth` (1, 2, 4 or 8) bits a pixel: `rows` holds
    /// `height` rows of `(width × bitDepth + 7) / 8` bytes, pixels packed from the high bit.
    /// - Throws: `RenderError` `.encoding` if the image is empty or too large for one PNG.
    func encodeGray(_ packed: [UInt8], width: Int, height: Int, bitDepth: Int) throws -> Data {
        try checkSize(width: width, height: height)
        let rowBytes = (width * bitDepth + 7) / 8 + 1
        prepareRows(count: rowBytes * height)
        rows.withUnsafeMutableBytes { buffer in
            packed.withUnsafeBytes { source in
                for y in 0..<height {
                    buffer[y * rowBytes] = 0
                    (buffer.baseAddress! + y * rowBytes + 1).copyMemory(
                        from: source.baseAddress! + y * (rowBytes - 1), byteCount: rowBytes - 1)
                }
            }
        }
        return try encodeRows(width: width, height: height, rowBytes: rowBytes, bitDepth: UInt8(bitDepth), colorType: 0)
    }

    /// An upper bound on the PNG size of a `width × height` image: the rows as stored
    /// (uncompressible) DEFLATE blocks, plus the chunks around them.
    static func sizeBound(width: Int, height: Int) -> Int {
        let raw = (width * 4 + 1) * height
        // Stored blocks: 5 bytes per 65535 bytes, plus the zlib header and Adler-32.
        let zlib = raw + 5 * (raw / 65535 + 1) + 6
        return signature.count + (12 + 13) + (12 + zlib) + 12
    }

    // MARK: - Steps

    private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    /// PNG's limit on a chunk's length and on each side: 2³¹ − 1.
    private static let limit = Int(Int32.max)

    private func checkSize(width: Int, height: Int) throws {
        guard width > 0, height > 0, (width * 4 + 1).multipliedReportingOverflow(by: height).overflow == false,
            (width * 4 + 1) * height < Self.limit / 2
        else {
            throw RenderError(
                .encoding,
                "cannot encode a \(width)×\(height) PNG: each side must be 1 pixel or more, and the pixels under 1 GB")
        }
    }

    private func prepareRows(count: Int) {
        if rows.count < count { rows = [UInt8](repeating: 0, count: count) }
    }

    /// The PNG of the first `rowBytes × height` bytes of `rows` (each row a filter byte, then its
    /// pixels), of `bitDepth` bits per sample and PNG colour type `colorType` (6 RGBA, 0 grey).
    private func encodeRows(width: Int, height: Int, rowBytes: Int, bitDepth: UInt8, colorType: UInt8) throws
        -> Data
    {
        let count = rowBytes * height
        let bound = libdeflate_zlib_compress_bound(compressor, count)
        if stream.count < bound { stream = [UInt8](repeating: 0, count: bound) }
        let compressed = rows.withUnsafeBytes { input in
            stream.withUnsafeMutableBytes { output in
                libdeflate_zlib_compress(compressor, input.baseAddress, count, output.baseAddress, output.count)
            }
        }
        guard compressed > 0 else {
            throw RenderError(.encoding, "libdeflate could not compress a \(width)×\(height) PNG; please report it")
        }
        var png = Data(capacity: Self.signature.count + 25 + 12 + compressed + 12)
        png.append(contentsOf: Self.signature)
        var header = [UInt8]()
        header.reserveCapacity(13)
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        header.append(contentsOf: [bitDepth, colorType, 0, 0, 0])  // deflate, adaptive filtering, no interlace
        header.withUnsafeBytes { Self.appendChunk("IHDR", $0, to: &png) }
        stream.withUnsafeBytes {
            Self.appendChunk("IDAT", UnsafeRawBufferPointer(rebasing: $0[..<compressed]), to: &png)
        }
        Self.appendChunk("IEND", UnsafeRawBufferPointer(start: nil, count: 0), to: &png)
        return png
    }

    /// Appends a chunk: length, type, data, CRC-32 of type and data.
    private static func appendChunk(_ type: StaticString, _ data: UnsafeRawBufferPointer, to png: inout Data) {
        var head = [UInt8]()
        head.appendBigEndian(UInt32(data.count))
        let typeBytes = UnsafeRawBufferPointer(start: type.utf8Start, count: 4)
        head.append(contentsOf: typeBytes)
        png.append(contentsOf: head)
        png.append(contentsOf: data)
        var crc = libdeflate_crc32(0, typeBytes.baseAddress, 4)
        if data.count > 0 { crc = libdeflate_crc32(crc, data.baseAddress, data.count) }
        var tail = [UInt8]()
        tail.appendBigEndian(crc)
        png.append(contentsOf: tail)
    }
}

extension [UInt8] {
    fileprivate mutating func appendBigEndian(_ value: UInt32) {
        append(contentsOf: [
            UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF),
        ])
    }
}
