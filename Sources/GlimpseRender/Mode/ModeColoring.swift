//  ModeColoring.swift — GlimpseRender (Glimpse)
//  Status: Complete
//  Behaviour: reference widgetkit.md §5.1–5.2 and §12.4–12.5: which colour treatment each
//  group, image and symbol gets in a rendering mode, with Always On dimming and StandBy's red
//  night mode after it.

import GlimpseArchive

/// The colour treatments of one render: per group, per image accented mode, and the dimming
/// that follows every one of them.
struct ModeColoring: Hashable, Sendable {
    /// The primary (default) group's treatment.
    var primary: ColorTreatment
    /// The accent group's treatment (`widgetAccentable`).
    var accent: ColorTreatment
    /// Applied after the mode's step (Always On dimming), and alone to full-colour content.
    var post: ColorTreatment
    /// The accented mode's colours, for `widgetAccentedRenderingMode`; `nil` in other modes.
    var accented: AccentedRendering?

    /// - Parameters:
    ///   - mode: the rendering mode.
    ///   - brightness: Always On brightness factor (1 = not dimmed).
    ///   - night: StandBy's night mode: after everything, each colour becomes red of its luminance.
    init(mode: RenderingMode, brightness: Double = 1, night: Bool = false) {
        post = ModeColoring.post(brightness: brightness, night: night)
        switch mode {
        case .fullColor:
            primary = post
            accent = post
            accented = nil
        case .accented(let a):
            primary = ColorTreatment([.flat(a.primary)]).then(post)
            accent = ColorTreatment([.flat(a.accent)]).then(post)
            accented = a
        case .vibrant:
            primary = ColorTreatment([.luminance]).then(post)
            accent = primary
            accented = nil
        }
    }

    /// The treatment after the mode's: Always On dimming, then the night mode's red.
    static func post(brightness: Double, night: Bool) -> ColorTreatment {
        ColorTreatment((brightness == 1 ? [] : [.brightness(brightness)]) + (night ? [.redLuminance] : []))
    }

    /// The same treatment for every group, image and symbol (a kept container background).
    init(uniform treatment: ColorTreatment) {
        primary = treatment
        accent = treatment
        post = treatment
        accented = nil
    }

    /// Whether nothing changes any colour.
    var isIdentity: Bool { primary.isIdentity && accent.isIdentity && post.isIdentity }

    /// The treatment of shapes, text and shadows in the accent group (`inAccent`) or not.
    func group(_ inAccent: Bool) -> ColorTreatment { inAccent ? accent : primary }

    /// The treatment of an image or symbol with `widgetAccentedRenderingMode` value `mode`
    /// (`ImageItem.accentedMode`) in the accent group (`inAccent`) or not. Outside accented
    /// rendering the value is ignored and the image follows its group.
    func image(mode: String?, inAccent: Bool) -> ColorTreatment {
        guard let a = accented else { return group(inAccent) }
        switch mode {
        case "accented": return accent
        case "desaturated": return ColorTreatment([.luminanceToAlpha(a.primary)]).then(post)
        case "accentedDesaturated": return ColorTreatment([.luminanceToAlpha(a.accent)]).then(post)
        case "fullColor": return a.keepsFullColorImages ? post : group(inAccent)
        default: return group(inAccent)
        }
    }
}
