//  VibrantRendering.swift — GlimpseRender (Glimpse)
//  Status: Complete
//  Behaviour: reference widgetkit.md §5.1 "Vibrant semantics": content is desaturated to a
//  monochrome image that drives an adaptive material; opacity sets how strongly the material
//  shows, brightness how vibrant (white) the pixel looks. Apple publishes no maths; Glimpse's is
//  documented on `frost`.

/// The material of vibrant rendering (the iPhone and iPad Lock Screen, StandBy at night).
///
/// Every colour becomes its luminance as a grey, alpha kept: `g = 0.2126 r + 0.7152 g + 0.0722 b`
/// (Rec. 709 weights on sRGB-encoded components, as `RGBA.luminance`). Drawn alone (no
/// `RenderOptions.wallpaper`) the result is that grey image. Over a wallpaper `W` the grey
/// drives the material, per channel, for a pixel of grey `g` and alpha `a`:
///
///     frosted = W · (1 − frost · a) + frost · a          (the material lifts the wallpaper)
///     out     = frosted · (1 − a) + a · screen(frosted, g),   screen(x, g) = x + g − x · g
///
/// so opaque white shows white, opaque black shows only the frosted wallpaper, and alpha
/// fades the pixel into the plain wallpaper. Both steps are Cairo operators (`OVER` through the
/// content's alpha, then `SCREEN`), so PNG, SVG and PDF agree; PDF keeps the blend as vector
/// (`/Screen`), while Cairo's SVG surface, which has no screen blend, embeds the composited page
/// as a bitmap at the render's scale.
public struct VibrantRendering: Hashable, Sendable {
    /// How much the material whitens the wallpaper under opaque content, 0…1.
    public var frost: Double

    /// - Parameter frost: 0…1; the default, 0.2, is Glimpse's choice (Apple publishes none): a
    ///   Lock Screen widget's black still reads as a light veil over the wallpaper.
    public init(frost: Double = 0.2) {
        self.frost = frost
    }
}
