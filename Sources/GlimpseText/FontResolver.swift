//  FontResolver.swift — GlimpseText
//  Status: Complete for the system stand-in (Inter), emoji fallback through fontconfig
//  Behaviour: maps the archive's resolved fonts to Pango; measuring (extension) and drawing
//  (host) both go through here, so a run is as wide when drawn as when it was laid out.

import CPangoCairo
public import GlimpseArchive

/// Turns `FontDescriptor`s into Pango layouts, the same way on both sides of the archive.
public enum FontResolver {
    /// The family that stands in for SF Pro (Apple's system font is not available on Linux).
    public static let systemFamily = "Inter"
    /// Stand-ins for the other `Font.Design`s.
    public static let serifFamily = "Noto Serif, DejaVu Serif"
    public static let monospacedFamily = "DejaVu Sans Mono"
    /// Rounded design (`.rounded`, and watchOS widget text): SF Compact Rounded is not on Linux.
    /// Quicksand (Debian `fonts-quicksand`) is the rounded sans Debian ships with regular to bold
    /// weights; Inter covers characters Quicksand lacks.
    public static let roundedFamily = "Quicksand, Inter"

    /// A new `PangoFontDescription*` for `font`; the caller frees it with
    /// `pango_font_description_free`.
    public static func makeDescription(_ font: FontDescriptor) -> OpaquePointer {
        let desc = pango_font_description_new()!
        pango_font_description_set_family(desc, font.family)
        pango_font_description_set_weight(desc, PangoWeight(rawValue: UInt32(max(100, min(1000, font.weight)))))
        pango_font_description_set_style(desc, font.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        // Absolute size: one user-space unit is one point.
        pango_font_description_set_absolute_size(desc, font.size * Double(PANGO_SCALE))
        return desc
    }

    /// Font options both sides use: no hinting, no metric rounding, so advances are exact
    /// fractions of a point and independent of the output scale.
    public static func applyFontOptions(to context: OpaquePointer) {
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_context_set_round_glyph_positions(context, 0)
    }

    /// Makes a `PangoLayout*` for one run of `text` in `font` (single paragraph, no width
    /// limit), with tabular digits and tracking applied. The caller unrefs it (`g_object_unref`).
    /// - Parameter context: a `PangoContext*` prepared with `applyFontOptions(to:)`.
    public static func makeRunLayout(
        _ text: String, font: FontDescriptor, tracking: Double = 0, context: OpaquePointer
    ) -> OpaquePointer {
        let layout = pango_layout_new(context)!
        let desc = makeDescription(font)
        pango_layout_set_font_description(layout, desc)
        pango_font_description_free(desc)
        pango_layout_set_text(layout, text, -1)
        if font.monospacedDigit || tracking != 0 {
            let attrs = pango_attr_list_new()!
            if font.monospacedDigit { pango_attr_list_insert(attrs, pango_attr_font_features_new("tnum")) }
            if tracking != 0 {
                pango_attr_list_insert(
                    attrs,
                    pango_attr_letter_spacing_new(
                        Int32(clamping: Int(saturating: (tracking * Double(PANGO_SCALE)).rounded()))))
            }
            pango_layout_set_attributes(layout, attrs)
            pango_attr_list_unref(attrs)
        }
        return layout
    }
}
