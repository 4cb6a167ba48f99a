//  DisplayListPainter+ArcTests.swift — GlimpseRenderTests (Glimpse)
//  Status: Complete
//  Behaviour: curved labels: a bent group's glyphs sit on its circle, its ink stays in the band
//  the arc maps the flat line to, its shapes follow the curve; the archive's label layer is drawn
//  outside the widget's corner mask, inside a viewport around the canvas, and is redacted and
//  recoloured like the content.

import CPangoCairo
import Foundation
import GlimpseArchive
import GlimpseText
import Testing

@testable import GlimpseRender

struct DisplayListPainterArcTests {
    private typealias T = TestArchives

    /// A circle of radius 60 about (100, 100): the flat baseline y = 20 lands on it, with the
    /// flat point x = 60 at the top.
    private let arc = Arc(
        center: Point(x: 100, y: 100), radius: 60, angle: -.pi / 2, origin: Point(x: 60, y: 20), clockwise: true)

    private func run(_ text: String, x: Double = 0, width: Double = 120) -> TextRun {
        TextRun(
            text: text, font: FontDescriptor(family: "Inter", size: 14, weight: 600), paint: .color(.black), x: x,
            width: width)
    }

    private func label(_ items: [DisplayItem], arc: Arc? = nil) -> DisplayItem {
        .group(GroupItem(frame: Rect(x: 0, y: 0, width: 200, height: 200), children: items, arc: arc ?? self.arc))
    }

    private func text(_ run: TextRun, tags: ItemTags? = nil) -> DisplayItem {
        .text(
            TextItem(
                frame: Rect(x: run.x, y: 6, width: run.width, height: 18), lines: [TextLine(baseline: 20, runs: [run])],
                lineHeight: 18, tags: tags))
    }

    /// Polar coordinates about the arc's centre of pixel (x, y) at `scale`: radius in points and
    /// angle in radians.
    private func polar(_ x: Int, _ y: Int, scale: Double) -> (r: Double, theta: Double) {
        let px = (Double(x) + 0.5) / scale - arc.center.x, py = (Double(y) + 0.5) / scale - arc.center.y
        return ((px * px + py * py).squareRoot(), atan2(py, px))
    }

    @Test func glyphsAreDrawnWithTheirBaselineCentresOnTheArc() throws {
        let r = run("CURVED LABEL")
        let slots = TextDrawing.glyphSlots(of: r)
        #expect(slots.count == 12)
        #expect(zip(slots, slots.dropFirst()).allSatisfy { $0.x < $1.x })
        // Where the painter draws each glyph: record the placements on a scratch surface.
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 10, 10)!
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        var placed: [TextDrawing.GlyphPlacement] = []
        TextDrawing.show(r, baseline: 20, on: cr) { flat in
            let p = TextDrawing.GlyphPlacement(position: arc.map(flat), rotation: arc.rotation(atX: flat.x))
            placed.append(p)
            return p
        }
        #expect(placed.count == slots.count)
        for p in placed {
            let d = ((p.position.x - 100) * (p.position.x - 100) + (p.position.y - 100) * (p.position.y - 100))
                .squareRoot()
            #expect(abs(d - 60) <= 1)
        }
        // The run spans its measured width: first and last glyph centres half an advance in.
        let measured = TextLayout.layout(
            TextLayoutRequest(runs: [StyledRun(text: r.text, font: r.font)], width: nil, height: nil))
        let width = try #require(measured.lines.first?.width)
        #expect(abs(slots[0].x - slots[0].advance / 2) < 0.5)
        #expect(abs(slots.last!.x + slots.last!.advance / 2 - width) < 0.5)
    }

    @Test(arguments: [1.0, 3.0])
    func inkOfABentLabelStaysInItsBandAndFollowsTheCurve(scale: Double) throws {
        let image = try T.render(T.archive(width: 200, height: 200, [label([text(run("CURVED LABEL"))])]), scale: scale)
        var inked: [(r: Double, theta: Double)] = []
        for y in 0..<image.height {
            for x in 0..<image.width where image[x, y].alpha > 128 { inked.append(polar(x, y, scale: scale)) }
        }
        #expect(inked.count > 100)
        // Caps stand on the baseline circle (r = 60) up to about the cap height (14 × 0.73).
        #expect(inked.allSatisfy { $0.r >= 59 && $0.r <= 72 })
        // The text spans about 100 pt of arc (1.7 rad) centred on the top (−π/2): a straight
        // line of that length would leave the band at its ends.
        let thetas = inked.map(\.theta)
        #expect(thetas.min()! < -.pi / 2 - 0.6)
        #expect(thetas.max()! > -.pi / 2 + 0.6)
    }

    @Test func counterClockwiseLabelsHangInsideTheCircleAndReadLeftToRight() throws {
        let under = Arc(
            center: Point(x: 100, y: 100), radius: 60, angle: .pi / 2, origin: Point(x: 60, y: 20), clockwise: false)
        let image = try T.render(
            T.archive(width: 200, height: 200, [label([text(run("CURVED LABEL"))], arc: under)]), scale: 2)
        var radii: [Double] = []
        for y in 0..<image.height {
            for x in 0..<image.width where image[x, y].alpha > 128 {
                let p = polar(x, y, scale: 2)
                #expect(p.theta > 0)  // below the centre
                radii.append(p.r)
            }
        }
        #expect(radii.allSatisfy { $0 >= 48 && $0 <= 61 })
    }

    @Test func bentBarBecomesAnArcBand() throws {
        // A flat bar 100 pt long, 6 pt tall, centred on the baseline: a gauge track.
        let bar = T.rect(Rect(x: 10, y: 17, width: 100, height: 6), .color(T.red))
        let image = try T.render(T.archive(width: 200, height: 200, [label([bar])]), scale: 2)
        // On the curve at the top, at both ends, and not on the chord between the ends.
        #expect(image.at(100, 40, scale: 2) == .solidRed)
        let end = arc.map(Point(x: 12, y: 20)), start = arc.map(Point(x: 108, y: 20))
        #expect(image.at(end.x, end.y, scale: 2) == .solidRed)
        #expect(image.at(start.x, start.y, scale: 2) == .solidRed)
        let chord = Point(x: (end.x + start.x) / 2, y: (end.y + start.y) / 2)
        #expect(image.at(chord.x, chord.y, scale: 2).alpha == 0)
    }

    @Test func aClippedTranslucentGroupInsideABendIsClippedToTheBentClip() throws {
        let flat = Rect(x: 10, y: 17, width: 100, height: 6)
        let inner = GroupItem(
            frame: flat, children: [T.rect(flat, .color(T.red))], opacity: 0.5, clip: T.rectPath(flat))
        let image = try T.render(T.archive(width: 200, height: 200, [label([.group(inner)])]), scale: 2)
        // The ends of the bent bar, far outside the flat clip's rectangle, are drawn.
        let end = arc.map(Point(x: 12, y: 20))
        #expect(image.at(end.x, end.y, scale: 2).alpha > 100)
        #expect(image.at(100, 40, scale: 2).alpha > 100)
    }

    @Test func labelLayerIsDrawnOutsideTheCornerMaskAndTheViewport() throws {
        // A 40 pt circular widget at (0, 0) with its label on a circle above it.
        let bezel = Arc(
            center: Point(x: 20, y: 70), radius: 60, angle: -.pi / 2, origin: Point(x: 60, y: 20), clockwise: true)
        var archive = T.archive(
            width: 40, height: 40, [T.rect(Rect(x: 0, y: 0, width: 40, height: 40), .color(T.blue))])
        archive.label = label([text(run("BEZEL TEXT"))], arc: bezel)
        let viewport = Rect(x: -40, y: -10, width: 120, height: 60)
        let image = try T.render(archive, scale: 2, options: RenderOptions(cornerRadius: .infinity, viewport: viewport))
        #expect(image.width == 240 && image.height == 120)
        // The widget sits at (40, 10) in the image and is masked to its circle…
        #expect(image.at(60, 30, scale: 2) == .solidBlue)
        #expect(image.at(42, 12, scale: 2).alpha == 0)
        // …while the label, on the circle through (20, 10), reaches left of the canvas (x < 0 in
        // widget space, x < 80 px here) and is not clipped.
        let outside = image.count(x0: 0, y0: 0, x1: 80, y1: 120, where: { $0.alpha > 128 && $0.blue < 100 })
        #expect(outside > 50)
    }

    @Test func aPrivacySensitiveLabelIsRedactedAndAnAccentedOneRecoloured() throws {
        var sensitive = ItemTags()
        sensitive.privacySensitive = true
        var archive = T.archive(width: 40, height: 40, [])
        archive.label = label([text(run("68 BPM"), tags: sensitive)])
        let locked = ArchiveRenderer.displayedArchive(archive, options: RenderOptions(redaction: .privacy))
        #expect(!locked.sExpression.contains("68 BPM"))
        #expect(locked.sExpression.contains("(arc "))
        let accented = ArchiveRenderer.displayedArchive(
            archive, options: RenderOptions(renderingMode: .accented(.watchFace())))
        // The primary group is white on a watch face.
        #expect(accented.sExpression.contains("\"68 BPM\" (font \"Inter\" 14 600) (color 1 1 1 1)"))
    }
}
