//  SystemColor+ColorScheme.swift — SwiftUI (Glimpse)
//  Status: Complete
//  Behaviour: the system palette (GlimpseResources.SystemColor, shared with UIKit) and the
//  colour spaces of `Color`, in SwiftUI's terms.

import GlimpseArchive
import GlimpseResources

extension SystemColor {
    /// The colour in `scheme`, in sRGB.
    func rgba(_ scheme: ColorScheme) -> RGBA { rgba(dark: scheme == .dark) }
}

extension Color.RGBColorSpace {
    /// The conversion's name for this space.
    var space: ColorSpaceConversion.Space {
        switch self {
        case .sRGB: return .sRGB
        case .sRGBLinear: return .sRGBLinear
        case .displayP3: return .displayP3
        }
    }
}
