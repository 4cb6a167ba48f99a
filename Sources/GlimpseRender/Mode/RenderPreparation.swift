//  RenderPreparation.swift — GlimpseRender (Glimpse)
//  Status: Complete
//  Behaviour: ARCHITECTURE.md "The archive": the host resolves at display time redaction for
//  the place's privacy state, live dates, the rendering mode's colours and container-background
//  removal (reference widgetkit.md §5.1–5.4, §12.4–12.7, §12.13, §12.15).

import Foundation
import GlimpseArchive

/// What a render draws after the display-time treatments: a new archive and the settings of the
/// layers around it.
struct PreparedRender {
    /// The archive to draw. Its `background`, when present, is always drawn: the preparation has
    /// already dropped or replaced it as `RenderOptions` asked.
    var archive: WidgetArchive
    /// The colour under everything inside the widget (dimmed in Always On).
    var backgroundColor: RGBA?
    /// What is behind the widget (dimmed in Always On).
    var wallpaper: Wallpaper?
    /// Set in vibrant mode: the content drives this material over the wallpaper.
    var vibrant: VibrantRendering?
    /// How the painter recolours emoji; `nil` draws them as they are.
    var colorGlyphs: ColorGlyphTreatment?
    /// The colour of the vibrant material's frost: white, or red in night mode.
    var frostColor: RGBA = .white
}

/// Turns an archive and its options into what is drawn, in this order:
/// 1. Redaction (`Redactor`), so nothing later sees a redacted string.
/// 2. Live dates and progress at `options.date` (`LiveResolver`), at minute granularity when
///    luminance is reduced.
/// 3. The container background: kept (full colour), replaced by the accented backdrop, or
///    removed (vibrant, Always On); a kept background in accented or vibrant mode is recoloured
///    (accented: luminance to alpha in the primary colour, like a `"desaturated"` image; vibrant:
///    luminance).
/// 4. The rendering mode's colours, Always On dimming and the night mode's red
///    (`RenderingModeTransform`), on the content and the label; the canvas colour, the wallpaper
///    and the vibrant material's frost get the dimming and the red too.
/// 5. Images nothing draws any more are removed.
enum RenderPreparation {
    static func prepare(_ archive: WidgetArchive, options: RenderOptions) -> PreparedRender {
        var a = Redactor.redact(archive, for: options.redaction)
        if let date = options.date { a = LiveResolver.resolve(a, at: date, luminanceReduced: options.luminanceReduced) }
        let brightness = options.luminanceReduced ? AlwaysOn.brightness : 1
        let coloring = ModeColoring(mode: options.renderingMode, brightness: brightness, night: options.nightMode)
        let dim = ModeColoring.post(brightness: brightness, night: options.nightMode)
        let kept = options.showsContainerBackground && !options.luminanceReduced ? a.background : nil
        var images = a.images
        let canvas = Rect(origin: .zero, size: a.size)

        var vibrant: VibrantRendering?
        var glyphs: ColorGlyphTreatment?
        switch options.renderingMode {
        case .fullColor:
            a.background =
                coloring.isIdentity
                ? kept : kept.map { RenderingModeTransform.apply($0, coloring: coloring, images: &images) }
            glyphs = dim.isIdentity ? nil : .map(dim)
        case .accented(let accented):
            var layers: [DisplayItem] = []
            switch accented.backdrop {
            case .tint(let color): layers.append(fill(canvas, dim.apply(color)))
            case .glass: layers.append(fill(canvas, dim.apply(AccentedRendering.glassFill)))
            case .none: break
            }
            if let kept {
                let desaturated = ModeColoring(
                    uniform: ColorTreatment([.luminanceToAlpha(accented.primary)]).then(dim))
                layers.append(RenderingModeTransform.apply(kept, coloring: desaturated, images: &images))
            }
            a.background = layers.isEmpty ? nil : .group(GroupItem(frame: canvas, children: layers))
            glyphs = .template
        case .vibrant(let material):
            a.background = kept.map { RenderingModeTransform.apply($0, coloring: coloring, images: &images) }
            vibrant = material
            glyphs = .map(coloring.primary)
        }
        if !coloring.isIdentity {
            a.content = RenderingModeTransform.apply(a.content, coloring: coloring, images: &images)
            a.label = a.label.map { RenderingModeTransform.apply($0, coloring: coloring, images: &images) }
            a.images = images
            a.images = Redactor.referencedImages(of: a)
        }
        return PreparedRender(
            archive: a, backgroundColor: options.backgroundColor.map(dim.apply),
            wallpaper: options.wallpaper.map { $0.mapColors(dim.apply) }, vibrant: vibrant, colorGlyphs: glyphs,
            frostColor: options.nightMode ? RGBA(1, 0, 0) : .white)
    }

    private static func fill(_ rect: Rect, _ color: RGBA) -> DisplayItem {
        .shape(
            ShapeItem(
                frame: rect,
                path: PathData([
                    .move(to: Point(x: rect.x, y: rect.y)), .line(to: Point(x: rect.maxX, y: rect.y)),
                    .line(to: Point(x: rect.maxX, y: rect.maxY)), .line(to: Point(x: rect.x, y: rect.maxY)),
                    .closeSubpath,
                ]), fill: .color(color)))
    }
}
