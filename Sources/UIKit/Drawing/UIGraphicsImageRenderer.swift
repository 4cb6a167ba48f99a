//  UIGraphicsImageRenderer.swift — UIKit (Glimpse)
//  Status: Partial — `image(actions:)`, `pngData(actions:)`, `jpegData(withCompressionQuality:
//  actions:)`; inside the closure: `UIColor.set()/setFill()/setStroke()`, `UIBezierPath` fill,
//  stroke and addClip, `UIImage.draw(in:)`/`draw(at:)`, `UIRectFill`, and the context's
//  `fill`/`stroke`/`clip(to:)`. There is no `cgContext` (no Core Graphics on Linux).
//  Behaviour: Apple UIKit "UIGraphicsImageRenderer": a bitmap of `size` points at the format's
//  scale (default: the previewed device's), transparent unless the format is opaque; origin
//  top-left, y down.

import CPangoCairo
public import Foundation
import GlimpseArchive
import GlimpseResources

/// Settings for an image renderer.
///
/// Source: Apple UIKit "UIGraphicsImageRendererFormat".
open class UIGraphicsImageRendererFormat: NSObject, @unchecked Sendable {
    // @unchecked Sendable: configured before use, as in UIKit.
    /// Pixels per point (default: the previewed device's scale).
    open var scale: CGFloat = UIScreen.main.scale
    /// Whether the bitmap starts opaque black instead of transparent.
    open var opaque = false
    /// Accepted; the bitmap is always 8-bit sRGB.
    open var preferredRange: Range = .automatic

    public override init() { super.init() }

    /// The device's best format: the previewed device's scale, transparent.
    open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
    /// The same as `default()`.
    open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

    /// Source: Apple UIKit "UIGraphicsImageRendererFormat.Range".
    public enum Range: Int, Sendable {
        case unspecified = -1, automatic = 0, extended = 1, standard = 2
    }
}

/// The drawing environment inside `image { context in … }`.
///
/// Source: Apple UIKit "UIGraphicsImageRendererContext".
open class UIGraphicsImageRendererContext: NSObject {
    package let drawing: DrawingContext
    package let surface: OpaquePointer
    /// The renderer's format.
    public let format: UIGraphicsImageRendererFormat

    package init(drawing: DrawingContext, surface: OpaquePointer, format: UIGraphicsImageRendererFormat) {
        self.drawing = drawing
        self.surface = surface
        self.format = format
        super.init()
    }

    /// What has been drawn so far.
    open var currentImage: UIImage { UIGraphicsImageRenderer.image(of: surface, scale: format.scale) }

    /// Fills `rect` (points) with the current fill colour.
    open func fill(_ rect: CGRect) {
        cairo_rectangle(drawing.cairo, rect.minX, rect.minY, rect.width, rect.height)
        drawing.setSource(drawing.fillColor)
        cairo_fill(drawing.cairo)
    }

    /// Strokes `rect`'s outline one point wide in the current stroke colour.
    open func stroke(_ rect: CGRect) {
        cairo_rectangle(drawing.cairo, rect.minX, rect.minY, rect.width, rect.height)
        drawing.setSource(drawing.strokeColor)
        cairo_set_line_width(drawing.cairo, 1)
        cairo_stroke(drawing.cairo)
    }

    /// Limits later drawing to `rect`.
    open func clip(to rect: CGRect) {
        cairo_rectangle(drawing.cairo, rect.minX, rect.minY, rect.width, rect.height)
        cairo_clip(drawing.cairo)
    }
}

/// Draws into a bitmap and returns it as a `UIImage`.
///
/// Source: Apple UIKit "UIGraphicsImageRenderer".
open class UIGraphicsImageRenderer: NSObject {
    /// The bitmap's rectangle in points (origin where drawing's origin maps).
    public let bounds: CGRect
    public let format: UIGraphicsImageRendererFormat

    /// A renderer for `size` points in the default format.
    public convenience init(size: CGSize) { self.init(size: size, format: .default()) }

    /// A renderer for `size` points in `format`.
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    /// A renderer for `bounds` (points) in the default format.
    public convenience init(bounds: CGRect) { self.init(bounds: bounds, format: .default()) }

    /// A renderer for `bounds` (points) in `format`.
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        self.bounds = bounds
        self.format = format
        super.init()
    }

    /// Runs `actions` against a fresh bitmap and returns it; an empty or non-finite size gives
    /// an empty image.
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        withSurface(actions) { surface in Self.image(of: surface, scale: format.scale) } ?? UIImage()
    }

    /// Runs `actions` and returns the bitmap as PNG bytes (empty for an empty size).
    open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).pngData() ?? Data()
    }

    /// Runs `actions` and returns the bitmap as JPEG bytes (empty for an empty size).
    open func jpegData(
        withCompressionQuality compressionQuality: CGFloat, actions: (UIGraphicsImageRendererContext) -> Void
    ) -> Data {
        image(actions: actions).jpegData(compressionQuality: compressionQuality) ?? Data()
    }

    // MARK: - Steps

    /// Largest side accepted, pixels.
    static let maximumSide = 8192.0

    private func withSurface<T>(
        _ actions: (UIGraphicsImageRendererContext) -> Void, _ result: (OpaquePointer) -> T
    ) -> T? {
        let scale = format.scale > 0 && format.scale.isFinite ? format.scale : 1
        let width = (bounds.width * scale).rounded(.up)
        let height = (bounds.height * scale).rounded(.up)
        guard width.isFinite, height.isFinite, width >= 1, height >= 1, width <= Self.maximumSide,
            height <= Self.maximumSide,
            let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        else { return nil }
        defer { cairo_surface_destroy(surface) }
        guard let cr = cairo_create(surface) else { return nil }
        defer { cairo_destroy(cr) }
        if format.opaque {
            cairo_set_source_rgb(cr, 0, 0, 0)
            cairo_paint(cr)
        }
        cairo_scale(cr, scale, scale)
        cairo_translate(cr, -bounds.minX, -bounds.minY)
        let drawing = DrawingContext(cairo: cr)
        let context = UIGraphicsImageRendererContext(drawing: drawing, surface: surface, format: format)
        DrawingContext.$current.withValue(drawing) { actions(context) }
        cairo_surface_flush(surface)
        return result(surface)
    }

    /// A `UIImage` of the surface's pixels at `scale`.
    static func image(of surface: OpaquePointer, scale: CGFloat) -> UIImage {
        guard let png = ImageCodec.png(from: surface), let decoded = ImageCodec.decode(png) else { return UIImage() }
        return UIImage(content: .bitmap(decoded), scale: scale)
    }
}

/// Fills `rect` (points) with the current fill colour in the current renderer context.
///
/// Source: Apple UIKit "UIRectFill".
public func UIRectFill(_ rect: CGRect) {
    guard let drawing = DrawingContext.current else { return }
    cairo_rectangle(drawing.cairo, rect.minX, rect.minY, rect.width, rect.height)
    drawing.setSource(drawing.fillColor)
    cairo_fill(drawing.cairo)
}

/// Outlines `rect` (points) one point wide with the current stroke colour.
///
/// Source: Apple UIKit "UIRectFrame".
public func UIRectFrame(_ rect: CGRect) {
    guard let drawing = DrawingContext.current else { return }
    cairo_rectangle(drawing.cairo, rect.minX + 0.5, rect.minY + 0.5, rect.width - 1, rect.height - 1)
    drawing.setSource(drawing.strokeColor)
    cairo_set_line_width(drawing.cairo, 1)
    cairo_stroke(drawing.cairo)
}
