//  ColorGlyphTreatment.swift — GlimpseRender (Glimpse)
//  Status: Complete
//  Behaviour: colour glyphs (emoji) ignore the text's paint, so the archive transform cannot
//  recolour them; the painter applies the mode to their pixels (reference widgetkit.md §5.1:
//  accented content is flat colour keeping alpha, vibrant content is luminance).

/// How the painter recolours the colour glyphs (emoji) of a text run.
enum ColorGlyphTreatment: Hashable, Sendable {
    /// Accented: emoji pixels take the run's (already recoloured) paint colour, alpha kept, so an
    /// emoji becomes a silhouette in its group's colour.
    case template
    /// Vibrant and Always On: emoji pixels go through the treatment (luminance, dimming).
    case map(ColorTreatment)
}
