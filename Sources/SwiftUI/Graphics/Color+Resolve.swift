//  Color+Resolve.swift — SwiftUI (Glimpse)
//  Status: Complete
//  Behaviour: Apple SwiftUI "Color" resolution: a colour is concrete only in an environment;
//  system and asset colours take the value of the environment's colour scheme.

import GlimpseArchive

extension Color {
    /// The colour in `env`: extended sRGB components, not premultiplied.
    ///
    /// System colours take their light or dark value from `env.colorScheme`; asset colours
    /// their matching appearance (AssetColorCatalog); `accentColor` the `AccentColor` asset or
    /// system blue.
    func resolve(in env: EnvironmentValues) -> RGBA {
        switch provider {
        case .constant(let rgba):
            return rgba
        case .system(let system):
            return system.rgba(env.colorScheme)
        case .asset(let name, let bundle):
            if let rgba = AssetColorCatalog.color(named: name, bundle: bundle, scheme: env.colorScheme) {
                return rgba
            }
            AssetColorCatalog.reportMissing(name)
            return SystemColor.gray.rgba(env.colorScheme)
        case .accent:
            return AssetColorCatalog.color(named: "AccentColor", bundle: nil, scheme: env.colorScheme)
                ?? SystemColor.blue.rgba(env.colorScheme)
        case .opacity(let base, let factor):
            return base.resolve(in: env).multiplyingAlpha(factor)
        }
    }
}
