//  UIColor.swift — UIKit (Glimpse)
//  Status: Complete for widget use — RGB/HSB/white/Display P3 initialisers, named (asset
//  catalog) colours, dynamic providers, system colours; no pattern images, no `cgColor`.
//  Behaviour: Apple UIKit "UIColor". Components are extended sRGB (values outside 0…1 are
//  kept, as UIKit does on iOS 10+). A colour that depends on traits resolves against
//  `UITraitCollection.current` (light) unless resolved with other traits, or drawn by SwiftUI
//  in an environment (then its colour scheme chooses).

public import Foundation
import GlimpseArchive
import GlimpseResources

/// An object that stores color data and sometimes opacity.
///
/// Source: Apple UIKit "UIColor".
open class UIColor: NSObject, @unchecked Sendable {
    // @unchecked Sendable: `storage` is immutable; a dynamic provider is `@Sendable`.

    /// What the colour is before traits resolve it.
    package enum Storage: @unchecked Sendable {
        // @unchecked Sendable: the provider closure is declared `@Sendable`.
        case constant(RGBA)
        /// A scheme-dependent pair (system colours, asset catalog colour sets).
        case pair(light: RGBA, dark: RGBA)
        case dynamic(@Sendable (UITraitCollection) -> UIColor)
        /// The app's tint (its `AccentColor` asset, or system blue).
        case tint
    }

    package let storage: Storage

    package init(storage: Storage) {
        self.storage = storage
        super.init()
    }

    /// Black.
    public override convenience init() { self.init(storage: .constant(.black)) }

    /// A colour from sRGB components and alpha, each 0…1 (extended values kept).
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(storage: .constant(RGBA(Double(red), Double(green), Double(blue), Double(alpha))))
    }

    /// A colour from Display P3 components and alpha, converted to extended sRGB.
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(
            storage: .constant(
                ColorSpaceConversion.toExtendedSRGB(.displayP3, Double(red), Double(green), Double(blue), Double(alpha))
            ))
    }

    /// A grey of `white` (0 black … 1 white) and `alpha`.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A colour from hue, saturation and brightness (each 0…1; hue wraps) and alpha.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let (r, g, b) = ColorSpaceConversion.rgb(
            hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness))
        self.init(storage: .constant(RGBA(r, g, b, Double(alpha))))
    }

    /// A colour whose value `provider` chooses for the traits it is resolved against (light or
    /// dark). The provider runs each time the colour is resolved.
    public convenience init(dynamicProvider provider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        self.init(storage: .dynamic(provider))
    }

    /// The colour set `name` from an asset catalog in the main bundle's resources, or nil when
    /// there is none (UIKit returns nil too; SwiftUI's `Color(name)` draws clear instead).
    public convenience init?(named name: String) { self.init(named: name, in: nil, compatibleWith: nil) }

    /// The colour set `name` from an asset catalog in `bundle` (nil: the main bundle), or nil.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?)
    {
        guard let entry = AssetColorCatalog.entry(named: name, bundle: bundle),
            let light = entry.rgba(dark: false), let dark = entry.rgba(dark: true)
        else {
            AssetColorCatalog.reportMissing(name)
            return nil
        }
        self.init(storage: .pair(light: light, dark: dark))
    }

    /// A system colour.
    package convenience init(system: SystemColor) {
        self.init(storage: .pair(light: system.rgba(dark: false), dark: system.rgba(dark: true)))
    }

    // MARK: - Resolving

    /// The concrete colour for `traitCollection` (a constant colour is itself).
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        switch storage {
        case .constant: return self
        default: return UIColor(storage: .constant(rgba(dark: traitCollection.isDark)))
        }
    }

    /// The components in the dark or light scheme, extended sRGB, not premultiplied.
    package func rgba(dark: Bool) -> RGBA {
        switch storage {
        case .constant(let c): return c
        case .pair(let light, let darkValue): return dark ? darkValue : light
        case .dynamic(let provider):
            let traits = UITraitCollection(style: dark ? .dark : .light, scale: UIScreen.main.scale)
            return provider(traits).rgba(dark: dark)
        case .tint:
            return AssetColorCatalog.color(named: "AccentColor", bundle: nil, dark: dark)
                ?? SystemColor.blue.rgba(dark: dark)
        }
    }

    /// The components resolved against `UITraitCollection.current` (light).
    package var currentRGBA: RGBA { rgba(dark: UITraitCollection.current.isDark) }

    // MARK: - Equality

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        if other === self { return true }
        switch (storage, other.storage) {
        case (.dynamic, _), (_, .dynamic): return false
        case (.tint, .tint): return true
        default: return rgba(dark: false) == other.rgba(dark: false) && rgba(dark: true) == other.rgba(dark: true)
        }
    }

    open override var hash: Int {
        switch storage {
        case .dynamic: return ObjectIdentifier(self).hashValue
        default:
            var hasher = Hasher()
            hasher.combine(rgba(dark: false))
            return hasher.finalize()
        }
    }

    open override var description: String {
        let c = currentRGBA
        return "UIExtendedSRGBColorSpace \(c.red) \(c.green) \(c.blue) \(c.alpha)"
    }
}
