//  DisplayListPainter+Text.swift — GlimpseRender (Glimpse)
//  Status: Complete
//  Behaviour: text is laid out by the extension (lines, runs, truncation); the host only draws
//  each run at its position with GlimpseText's `TextDrawing`, so it measures as it was laid
//  out. Inside a bent group each glyph is placed on the curve (`TextDrawing.show(_:placing:)`). Underline and strikethrough
//  sit where the font's own metrics put them (GlimpseText `TextDecorations`).

import CPangoCairo
import GlimpseArchive
import GlimpseText

extension DisplayListPainter {
    /// Draws every run of every line with the run's paint (gradients in absolute points),
    /// then its underline and strikethrough. Runs at non-finite positions, and runs in a font
    /// size intake refuses (not above 0, over `ArchiveRanges.fontSize`), are skipped. A run whose
    /// font request passes `TextDrawing.fontRequestLimit` under the current transformation is drawn as
    /// outlines, without decorations.
    func drawText(_ text: TextItem) {
        for line in text.lines where line.baseline.isFinite {
            for run in line.runs
            where !run.text.isEmpty && run.x.isFinite && run.font.size > 0
                && run.font.size <= ArchiveRanges.fontSize.upperBound
            {
                let cover = Rect(
                    x: run.x, y: line.baseline - run.font.size * 1.5,
                    width: run.width.isFinite ? max(run.width, 0) : 0, height: run.font.size * 2)
                guard setSource(run.paint, cover: cover) else { continue }
                if TextDrawing.needsOutline(run, on: cr) {
                    // Larger than FreeType draws: outlines, and no font is asked for that size
                    // (one refusal would fail every later draw in the font).
                    TextDrawing.showOutlined(run, baseline: line.baseline, on: cr)
                    continue
                } else if let treatment = colorGlyphs, ColorGlyphs.contains(run.text) {
                    // Straight or on a curve, emoji follow the mode.
                    drawRecoloringColorGlyphs(run, baseline: line.baseline, treatment: treatment)
                } else if let bend {
                    drawBentRun(run, baseline: line.baseline, bend: bend)
                } else {
                    TextDrawing.show(run, baseline: line.baseline, on: cr)
                }
                cairo_new_path(cr)
                if run.underline == true || run.strikethrough == true {
                    drawDecorations(of: run, baseline: line.baseline)
                }
            }
        }
    }

    // MARK: - Steps

    /// Fills the underline and strikethrough bars across the run's measured width with the
    /// current source, where the font's metrics put them (`TextDecorations`).
    private func drawDecorations(of run: TextRun, baseline: Double) {
        guard run.width.isFinite, run.width > 0 else { return }
        let bars = TextDecorations(font: run.font)
        // Positions are the distance from the baseline up to the top of the bar.
        if run.underline == true {
            fillBar(
                x: run.x, width: run.width, top: baseline - bars.underlinePosition, thickness: bars.underlineThickness,
                size: run.font.size)
        }
        if run.strikethrough == true {
            fillBar(
                x: run.x, width: run.width, top: baseline - bars.strikethroughPosition,
                thickness: bars.strikethroughThickness, size: run.font.size)
        }
    }

    /// A bar at least 1/15 of the font size thick (fonts without metrics report 0).
    private func fillBar(x: Double, width: Double, top: Double, thickness: Double, size: Double) {
        let height = max(thickness, size / 15)
        cairo_new_path(cr)
        let bar = PathData([
            .move(to: Point(x: x, y: top)), .line(to: Point(x: x + width, y: top)),
            .line(to: Point(x: x + width, y: top + height)), .line(to: Point(x: x, y: top + height)), .closeSubpath,
        ])
        guard addPath(bar) else { return }
        cairo_fill(cr)
    }
}
