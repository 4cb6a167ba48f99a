//  Color+UIKit.swift — SwiftUI (Glimpse)
//  Status: Complete
//  Behaviour: Apple SwiftUI "Color.init(uiColor:)", "Color.init(_: UIColor)",
//  "UIColor.init(_: Color)" and "Color.init(_: ColorResource)" (iOS 17). A UIColor stays
//  dynamic inside a Color: the environment's colour scheme resolves it when drawn.

import GlimpseArchive
public import UIKit

extension Color {
    /// A colour that draws as `color`; a dynamic or system `UIColor` follows the environment's
    /// colour scheme, and `UIColor.tintColor` is the accent colour.
    public init(uiColor color: UIColor) {
        if case .tint = color.storage {
            self.init(provider: .accent)
        } else {
            self.init(provider: .uiColor(color))
        }
    }

    /// The same as `init(uiColor:)`. Disfavoured so that `Color(.brand)` picks the generated
    /// `ColorResource` over the generated `UIColor.brand`, as it does on iOS.
    @_disfavoredOverload
    public init(_ color: UIColor) { self.init(uiColor: color) }

    /// The colour set of an asset catalog resource (`Color(.brand)`); a missing set draws clear
    /// and is logged once.
    public init(_ resource: ColorResource) { self.init(provider: .asset(name: resource.name, bundle: resource.bundle)) }
}

extension UIColor {
    /// A UIKit colour from a SwiftUI colour. System and asset colours keep their light and dark
    /// values; other colours are resolved once (Glimpse resolves a `Color` outside a view in the
    /// default environment: light).
    public convenience init(_ color: Color) {
        switch color.provider {
        case .uiColor(let ui):
            self.init(storage: ui.storage)
        case .constant(let rgba):
            self.init(storage: .constant(rgba))
        default:
            var light = EnvironmentValues()
            light.colorScheme = .light
            var dark = EnvironmentValues()
            dark.colorScheme = .dark
            self.init(storage: .pair(light: color.resolve(in: light), dark: color.resolve(in: dark)))
        }
    }
}

extension Font {
    /// A fixed-size font with `font`'s size, weight and family (Apple: `Font(_: CTFont)`, to
    /// which UIFont bridges). It does not follow Dynamic Type, as on iOS.
    public init(_ font: UIFont) {
        let weights: [Int: Weight] = [
            100: .ultraLight, 200: .thin, 300: .light, 400: .regular, 500: .medium, 600: .semibold, 700: .bold,
            800: .heavy, 900: .black,
        ]
        if let name = font.customName {
            self.init(.custom(name: name, size: font.pointSize, relativeTo: nil))
        } else {
            self.init(.system(size: font.pointSize, weight: weights[font.weight.cssWeight], design: nil))
        }
        if font.isItalic { isItalic = true }
        if font.isMonospacedDigit { isMonospacedDigit = true }
        if font.isMonospaced { isMonospaced = true }
    }
}
