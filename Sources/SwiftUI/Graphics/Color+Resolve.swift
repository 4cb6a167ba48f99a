//  Color+Resolve.swift — SwiftUI (Glimpse)
//  Status: Complete
//  Behaviour: Apple SwiftUI "Color" resolution: a colour is concrete only in an environment;
//  system and asset colours take the value of the environment's colour scheme.

import GlimpseArchive
import GlimpseResources
import UIKit

extension Color {
    /// The colour in `env`: extended sRGB components, not premultiplied.
    ///
    /// System colours take their light or dark value from `env.colorScheme`; asset colours
    /// their matching appearance (AssetColorCatalog; clear when missing); `accentColor` the
    /// `AccentColor` asset or system blue; a `UIColor` its value for the scheme (a dynamic
    /// provider is asked with a trait collection of that interface style).
    func resolve(in env: EnvironmentValues) -> RGBA {
        switch provider {
        case .constant(let rgba):
            return rgba
        case .system(let system):
            return system.rgba(env.colorScheme)
        case .asset(let name, let bundle):
            if let rgba = AssetColorCatalog.color(named: name, bundle: bundle, dark: env.colorScheme == .dark) {
                return rgba
            }
            // iOS draws a missing colour set clear and logs "No color named … found".
            AssetColorCatalog.reportMissing(name)
            return .clear
        case .accent:
            return AssetColorCatalog.color(named: "AccentColor", bundle: nil, dark: env.colorScheme == .dark)
                ?? SystemColor.blue.rgba(env.colorScheme)
        case .uiColor(let color):
            return color.rgba(dark: env.colorScheme == .dark)
        case .opacity(let base, let factor):
            return base.resolve(in: env).multiplyingAlpha(factor)
        case .mix(let a, let b, let t, let perceptual):
            return Color.mix(a.resolve(in: env), b.resolve(in: env), t, perceptual: perceptual)
        }
    }
}
