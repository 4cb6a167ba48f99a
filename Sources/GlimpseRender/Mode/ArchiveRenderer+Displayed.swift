//  ArchiveRenderer+Displayed.swift — GlimpseRender (Glimpse)
//  Status: Complete
//  Behaviour: the display-time treatments as a pure archive → archive function (ARCHITECTURE.md
//  "The archive": redaction, live dates, rendering mode, background removal), for hosts that
//  pass archives on (the web simulator, `glimpse inspect`) and for tests.

public import GlimpseArchive

extension ArchiveRenderer {
    /// The archive a render with `options` draws: redacted (`options.redaction`), live content
    /// resolved at `options.date`, recoloured for `options.renderingMode` and Always On, the
    /// container background dropped or replaced, and only the images still drawn.
    ///
    /// Layers outside the archive (`backgroundColor`, `wallpaper`, the vibrant material and the
    /// recolouring of emoji glyphs) are applied only when drawing.
    /// - Complexity: O(nodes), plus O(pixels) for each image recoloured for the first time.
    public static func displayedArchive(_ archive: WidgetArchive, options: RenderOptions) -> WidgetArchive {
        RenderPreparation.prepare(archive, options: options).archive
    }
}
