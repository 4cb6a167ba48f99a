//  UIImage.swift — UIKit (Glimpse)
//  Status: Partial — bitmaps from PNG and JPEG (data, files, asset catalogs, renderer output)
//  and SF Symbols by name (drawn by SwiftUI through `Image(uiImage:)`, not inside a renderer);
//  no animated images, no PDF/SVG assets, no EXIF orientation.
//  Behaviour: Apple UIKit "UIImage". `size` is in points (pixels ÷ `scale`). Named images are
//  looked up as SwiftUI's `Image(_:)` does (GlimpseResources.BundleImages), for the previewed
//  device's scale.

public import Foundation
import GlimpseArchive
import GlimpseResources
import GlimpseText

/// An object that manages image data.
///
/// Source: Apple UIKit "UIImage".
open class UIImage: NSObject, @unchecked Sendable {
    // @unchecked Sendable: every stored property is immutable.

    /// What the image holds.
    package enum Content: Hashable, Sendable {
        /// Decoded pixels, carried as PNG (the archive's format).
        case bitmap(ImageCodec.Decoded)
        /// An SF Symbol, drawn by the host.
        case symbol(String)
        /// No pixels (`UIImage()`).
        case empty
    }

    package let content: Content
    /// Pixels per point of the bitmap (1, 2 or 3).
    public let scale: CGFloat
    /// How the image draws: as is, or as a template filled with the tint colour.
    public let renderingMode: RenderingMode
    /// The colour a template image (or one made by `withTintColor`) is filled with.
    package let tint: UIColor?
    /// The asset catalog asked for template rendering (`.automatic` then draws as a template).
    package let prefersTemplate: Bool
    /// Whether `resizableImage(withCapInsets:)` made it (SwiftUI then stretches it).
    package let isResizable: Bool

    package init(
        content: Content, scale: CGFloat, renderingMode: RenderingMode = .automatic, tint: UIColor? = nil,
        prefersTemplate: Bool = false, isResizable: Bool = false
    ) {
        self.content = content
        self.scale = scale
        self.renderingMode = renderingMode
        self.tint = tint
        self.prefersTemplate = prefersTemplate
        self.isResizable = isResizable
        super.init()
    }

    /// An empty image (size zero).
    public override convenience init() { self.init(content: .empty, scale: 1) }

    /// How an image uses its tint colour.
    ///
    /// Source: Apple UIKit "UIImage.RenderingMode".
    public enum RenderingMode: Int, Hashable, Sendable {
        /// Template if the asset catalog says so, else original.
        case automatic = 0
        /// The image's own colours.
        case alwaysOriginal = 1
        /// The image's alpha, filled with the tint colour.
        case alwaysTemplate = 2
    }

    /// Whether the image draws as a template (its alpha filled with the tint).
    package var drawsAsTemplate: Bool {
        switch renderingMode {
        case .alwaysTemplate: return true
        case .alwaysOriginal: return tint != nil
        case .automatic: return prefersTemplate || tint != nil
        }
    }

    // MARK: - Size

    /// The image's size in points: pixels divided by `scale`.
    open var size: CGSize {
        switch content {
        case .bitmap(let d):
            return CGSize(width: CGFloat(d.pixelWidth) / scale, height: CGFloat(d.pixelHeight) / scale)
        case .symbol(let name):
            // A symbol image at the body text style (17 pt), as UIKit's default configuration.
            let m = SymbolMetrics(symbol: name, pointSize: 17, scale: .medium)
            return CGSize(width: m.size.width, height: m.size.height)
        case .empty:
            return .zero
        }
    }

    /// Always `.up`: EXIF orientation is not applied.
    open var imageOrientation: Orientation { .up }

    /// Source: Apple UIKit "UIImage.Orientation".
    public enum Orientation: Int, Hashable, Sendable {
        case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored
    }

    /// Whether this is an SF Symbol image.
    open var isSymbolImage: Bool {
        if case .symbol = content { return true }
        return false
    }

    /// The PNG bytes and content hash the archive carries, or nil for a symbol or empty image.
    package var bitmap: ImageCodec.Decoded? {
        if case .bitmap(let d) = content { return d }
        return nil
    }

    /// The SF Symbol's name, or nil.
    package var symbolName: String? {
        if case .symbol(let name) = content { return name }
        return nil
    }

    // MARK: - Variants

    package func with(
        renderingMode: RenderingMode? = nil, tint: UIColor?? = nil, isResizable: Bool? = nil
    ) -> UIImage {
        UIImage(
            content: content, scale: scale, renderingMode: renderingMode ?? self.renderingMode,
            tint: tint ?? self.tint, prefersTemplate: prefersTemplate, isResizable: isResizable ?? self.isResizable)
    }

    /// The same image drawn in `renderingMode`.
    open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage { with(renderingMode: renderingMode) }

    /// The image's alpha filled with `color` (UIKit: a template image tinted `color`).
    open func withTintColor(_ color: UIColor) -> UIImage { with(tint: .some(color)) }

    /// The image's alpha filled with `color`, in `renderingMode`.
    open func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        with(renderingMode: renderingMode, tint: .some(color))
    }

    /// A stretchable image; cap insets are accepted and not kept (SwiftUI stretches it whole).
    open func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage { with(isResizable: true) }

    /// A stretchable image; cap insets and the mode are accepted and not kept.
    open func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage {
        with(isResizable: true)
    }

    /// Source: Apple UIKit "UIImage.ResizingMode".
    public enum ResizingMode: Int, Hashable, Sendable { case tile, stretch }

    /// The same image (alignment rect insets do not affect widget layout).
    open func withAlignmentRectInsets(_ alignmentInsets: UIEdgeInsets) -> UIImage { self }

    /// The same image (baselines do not apply).
    open func withBaselineOffset(fromBottom baselineOffset: CGFloat) -> UIImage { self }

    /// The same image; symbol configurations are accepted and not applied.
    open func withConfiguration(_ configuration: Configuration) -> UIImage { self }

    /// The same image (its content is already decoded).
    open func preparingForDisplay() -> UIImage? { self }

    /// The image redrawn at `size` points (its scale kept), or nil for a symbol or empty image.
    open func preparingThumbnail(of size: CGSize) -> UIImage? {
        guard bitmap != nil, size.width > 0, size.height > 0 else { return nil }
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return UIGraphicsImageRenderer(size: size, format: format).image { _ in
            draw(in: CGRect(origin: .zero, size: size))
        }
    }

    // MARK: - Equality

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIImage else { return false }
        return other.content == content && other.scale == scale && other.renderingMode == renderingMode
            && other.tint == tint && other.isResizable == isResizable
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(content)
        hasher.combine(scale)
        return hasher.finalize()
    }
}

/// Insets in points (UIKit's edge insets).
///
/// Source: Apple UIKit "UIEdgeInsets".
public struct UIEdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

    public static let zero = UIEdgeInsets()
}
