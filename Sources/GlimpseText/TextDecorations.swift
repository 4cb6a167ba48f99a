//  TextDecorations.swift — GlimpseText (Glimpse)
//  Status: Complete
//  Behaviour: where underlines and strikethroughs go, from the font's own metrics (Pango
//  `pango_font_metrics_get_underline_position`/`_thickness` and `…strikethrough…`, which read
//  the font's `post` and `OS/2` tables). Asked of the measuring context: a context that follows
//  a scaled drawing transformation reports them divided by the scale (a 3× render put the
//  strikethrough on the baseline).

import CPangoCairo
public import GlimpseArchive

/// The bars a font draws under and through its text, in points.
public struct TextDecorations: Hashable, Sendable {
    /// From the baseline up to the top of the underline (negative: below the baseline).
    public var underlinePosition: Double
    public var underlineThickness: Double
    /// From the baseline up to the top of the strikethrough (about half the x-height).
    public var strikethroughPosition: Double
    public var strikethroughThickness: Double

    /// The decorations of `font` at its size. Safe to call from any thread.
    public init(font: FontDescriptor) {
        let description = FontResolver.makeDescription(font)
        defer { pango_font_description_free(description) }
        let metrics = FontContexts.measuring { pango_context_get_metrics($0, description, nil) }
        defer { pango_font_metrics_unref(metrics) }
        let unit = Double(PANGO_SCALE)
        underlinePosition = Double(pango_font_metrics_get_underline_position(metrics)) / unit
        underlineThickness = Double(pango_font_metrics_get_underline_thickness(metrics)) / unit
        strikethroughPosition = Double(pango_font_metrics_get_strikethrough_position(metrics)) / unit
        strikethroughThickness = Double(pango_font_metrics_get_strikethrough_thickness(metrics)) / unit
    }
}
