//  UIImage+Loading.swift — UIKit (Glimpse)
//  Status: Complete for PNG and JPEG; other formats make the failable initialisers return nil.
//  Behaviour: Apple UIKit "UIImage" init?(named:), init?(named:in:with:),
//  init?(named:in:compatibleWith:), init?(data:), init?(data:scale:), init?(contentsOfFile:),
//  init?(systemName:). A missing name returns nil (and is logged once, naming it).

public import Foundation
import GlimpseResources

extension UIImage {
    /// The image `name` from the main bundle's asset catalogs or image files, at the previewed
    /// device's scale, or nil.
    public convenience init?(named name: String) { self.init(named: name, in: nil, compatibleWith: nil) }

    /// The image `name` from `bundle` (nil: the main bundle), or nil. The configuration is
    /// accepted; its traits are not used.
    public convenience init?(named name: String, in bundle: Bundle?, with configuration: Configuration?) {
        self.init(named: name, in: bundle, compatibleWith: nil)
    }

    /// The image `name` from `bundle` (nil: the main bundle) for `traitCollection`'s scale and
    /// interface style (the previewed device's, light, when nil), or nil.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?)
    {
        let traits = traitCollection ?? .current
        let scale = traits.displayScale > 0 ? traits.displayScale : UIScreen.main.scale
        guard let found = BundleImages.image(named: name, bundle: bundle, scale: scale, dark: traits.isDark) else {
            BundleImages.reportMissing(name)
            return nil
        }
        self.init(content: .bitmap(found.decoded), scale: found.scale, prefersTemplate: found.isTemplate)
    }

    /// An image from PNG or JPEG bytes at scale 1, or nil when they are neither.
    public convenience init?(data: Data) { self.init(data: data, scale: 1) }

    /// An image from PNG or JPEG bytes whose pixels are `scale` per point, or nil.
    public convenience init?(data: Data, scale: CGFloat) {
        guard let decoded = ImageCodec.decode(data) else { return nil }
        self.init(content: .bitmap(decoded), scale: scale > 0 ? scale : 1)
    }

    /// An image from a PNG or JPEG file, or nil. A `@2x`/`@3x` name sets the scale.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let base = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        let scale: CGFloat = base.hasSuffix("@3x") ? 3 : base.hasSuffix("@2x") ? 2 : 1
        self.init(data: data, scale: scale)
    }

    /// The SF Symbol `name` (drawn by the host; every name is accepted, an unknown one draws as
    /// the host's missing-symbol glyph).
    public convenience init?(systemName name: String) { self.init(content: .symbol(name), scale: UIScreen.main.scale) }

    /// The SF Symbol `name`; the configuration is accepted and not applied.
    public convenience init?(systemName name: String, withConfiguration configuration: Configuration?) {
        self.init(systemName: name)
    }

    /// The SF Symbol `name`; the traits are not used.
    public convenience init?(
        systemName name: String, compatibleWith traitCollection: UITraitCollection?
    ) {
        self.init(systemName: name)
    }

    // MARK: - Encoding

    /// The image as PNG bytes, or nil for a symbol or empty image.
    public func pngData() -> Data? { bitmap?.png }

    /// The image as JPEG bytes at `compressionQuality` (0 smallest … 1 best), or nil for a
    /// symbol or empty image. Transparent pixels are flattened onto black, as UIKit does.
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        guard let bitmap else { return nil }
        return ImageCodec.jpeg(png: bitmap.png, quality: Double(compressionQuality))
    }
}

extension UIImage {
    /// Traits and symbol settings for an image (accepted; not applied).
    ///
    /// Source: Apple UIKit "UIImage.Configuration".
    open class Configuration: NSObject, @unchecked Sendable {
        // @unchecked Sendable: no stored state.
        public override init() { super.init() }
    }

    /// Symbol settings: point size, weight, scale, text style (accepted; not applied).
    ///
    /// Source: Apple UIKit "UIImage.SymbolConfiguration".
    open class SymbolConfiguration: Configuration, @unchecked Sendable {
        // @unchecked Sendable: every stored property is immutable.
        public let pointSize: CGFloat

        public init(pointSize: CGFloat) {
            self.pointSize = pointSize
            super.init()
        }
        public convenience init(pointSize: CGFloat, weight: SymbolWeight) { self.init(pointSize: pointSize) }
        public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.init(pointSize: pointSize)
        }
        public convenience init(weight: SymbolWeight) { self.init(pointSize: 17) }
        public convenience init(scale: SymbolScale) { self.init(pointSize: 17) }
        public convenience init(textStyle: UIFont.TextStyle) {
            self.init(pointSize: UIFont.preferredFont(forTextStyle: textStyle).pointSize)
        }
        public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) { self.init(textStyle: textStyle) }
        public convenience init(font: UIFont) { self.init(pointSize: font.pointSize) }
        public convenience init(font: UIFont, scale: SymbolScale) { self.init(pointSize: font.pointSize) }
        public convenience init(hierarchicalColor: UIColor) { self.init(pointSize: 17) }
        public convenience init(paletteColors: [UIColor]) { self.init(pointSize: 17) }
        public static func preferringMulticolor() -> SymbolConfiguration { SymbolConfiguration(pointSize: 17) }
        public static var unspecified: SymbolConfiguration { SymbolConfiguration(pointSize: 17) }
        open func applying(_ configuration: Configuration?) -> Self { self }
    }

    /// Source: Apple UIKit "UIImage.SymbolWeight".
    public enum SymbolWeight: Int, Hashable, Sendable {
        case unspecified, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    }

    /// Source: Apple UIKit "UIImage.SymbolScale".
    public enum SymbolScale: Int, Hashable, Sendable {
        case `default` = -1, unspecified = 0, small, medium, large
    }
}
