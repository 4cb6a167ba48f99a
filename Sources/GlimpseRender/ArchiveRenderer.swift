//  ArchiveRenderer.swift — GlimpseRender (Glimpse)
//  Status: Complete
//  Behaviour: ARCHITECTURE.md "Data flow": the host draws archives, never widget code, after
//  the display-time treatments of `RenderOptions` (live dates, rendering mode, redaction,
//  Always On; see `RenderPreparation`).

public import Foundation
public import GlimpseArchive
import Synchronization

/// Draws `WidgetArchive`s to PNG, SVG, PDF or an RGBA bitmap with Cairo.
///
/// A renderer keeps decoded images and frame buffers between calls, so reuse one for many
/// frames. Calls on one renderer are serialised by a lock; use one renderer per thread to
/// render in parallel.
///
/// ```swift
/// let renderer = ArchiveRenderer()
/// let png = try renderer.renderPNG(archive, options: RenderOptions(scale: 3, cornerRadius: 22))
/// ```
public final class ArchiveRenderer: Sendable {
    /// The largest canvas side, in pixels, any render accepts.
    public static let maximumPixelSide = 8192

    private let session: Mutex<RenderSession>

    /// - Parameter pngCompression: `.small` (the default) for PNGs that are kept; `.fast` for
    ///   frames sent once, as the simulator's.
    public init(pngCompression: PNGCompression = .small) {
        session = Mutex(RenderSession(pngCompression: pngCompression))
    }

    /// PNG bytes (8-bit RGBA, straight alpha) of `archive` at `options.scale` pixels per point.
    /// - Throws: `RenderError` `.invalidSize` if the canvas is empty, not finite or over
    ///   `maximumPixelSide` pixels a side; `.drawing` or `.encoding` if Cairo or the encoder fail.
    /// - Complexity: O(pixels) plus the display list; a 474×474 px systemSmall frame takes about
    ///   0.5 ms to draw and 2–3 ms to encode (see `RenderBenchmark`).
    public func renderPNG(_ archive: WidgetArchive, options: RenderOptions = RenderOptions()) throws -> Data {
        try session.withLock { session in
            try session.encodePNG(try session.rasterize(archive, options: options))
        }
    }

    /// An SVG document of `archive`, sized in points (Cairo's SVG surface).
    /// - Throws: `RenderError` `.invalidSize`, `.drawing` or `.encoding`.
    public func renderSVG(_ archive: WidgetArchive, options: RenderOptions = RenderOptions()) throws -> Data {
        try session.withLock { try $0.renderVector(archive, kind: .svg, options: options) }
    }

    /// A one-page PDF of `archive`, sized in points (Cairo's PDF surface).
    /// - Throws: `RenderError` `.invalidSize`, `.drawing` or `.encoding`.
    public func renderPDF(_ archive: WidgetArchive, options: RenderOptions = RenderOptions()) throws -> Data {
        try session.withLock { try $0.renderVector(archive, kind: .pdf, options: options) }
    }

    /// The pixels of `archive` at `options.scale`, straight-alpha RGBA.
    /// - Throws: `RenderError` `.invalidSize` or `.drawing`.
    public func renderImage(_ archive: WidgetArchive, options: RenderOptions = RenderOptions()) throws -> RasterImage {
        try session.withLock { session in session.image(of: try session.rasterize(archive, options: options)) }
    }

    /// The bytes of `archive` in `format`.
    /// - Throws: as `renderPNG`, `renderSVG` or `renderPDF`.
    public func render(_ archive: WidgetArchive, format: RenderFormat, options: RenderOptions = RenderOptions())
        throws -> Data
    {
        switch format {
        case .png: return try renderPNG(archive, options: options)
        case .svg: return try renderSVG(archive, options: options)
        case .pdf: return try renderPDF(archive, options: options)
        }
    }

    /// Writes `archive` to the file at `url`, replacing it.
    /// - Parameter format: the format to write; `nil` takes it from the file's extension.
    /// - Throws: `RenderError` `.unsupportedFormat` if `format` is `nil` and the extension is
    ///   not png, svg or pdf; `.io` if the file cannot be written; otherwise as `render`.
    public func render(
        _ archive: WidgetArchive, to url: URL, format: RenderFormat? = nil, options: RenderOptions = RenderOptions()
    ) throws {
        guard let format = format ?? RenderFormat(pathExtension: url.pathExtension) else {
            throw RenderError(
                .unsupportedFormat,
                "cannot tell the format of '\(url.lastPathComponent)'; name it .png, .svg or .pdf, or pass a format")
        }
        let data = try render(archive, format: format, options: options)
        do {
            try data.write(to: url, options: .atomic)
        } catch {
            throw RenderError(
                .io, "could not write \(format.rawValue.uppercased()) to '\(url.path)'", underlying: error)
        }
    }

    /// Forgets decoded images (they are otherwise kept, up to 128, for the next frames).
    public func purgeCaches() {
        session.withLock { $0.cache.removeAll() }
    }
}
