//  CanvasTests.swift — SwiftUITests
//  Status: Complete
//  Behaviour: Canvas and GraphicsContext as widget code writes them (Apple "Canvas",
//  "GraphicsContext"), down to pixels: fills, strokes, shadings, transforms, opacity, clips,
//  layers, filters, text and images, recorded as ordinary display-list items.

import Foundation
import GlimpseArchive
import GlimpseRender
import Testing

@testable import SwiftUI

struct CanvasTests {
    private typealias R = EffectRendering

    private static let red = GraphicsContext.Shading.color(R.red)

    /// Everything drawn in `archive`, depth first, groups left out.
    private func leaves(_ archive: WidgetArchive) -> [DisplayItem] {
        func walk(_ item: DisplayItem) -> [DisplayItem] {
            guard case .group(let g) = item else { return [item] }
            return g.children.flatMap(walk)
        }
        return walk(archive.content)
    }

    @Test func aFilledRectangleIsDrawnWhereTheRendererPutItAndNowhereElse() throws {
        let view = Canvas { context, size in
            context.fill(Path(CGRect(x: 10, y: 10, width: 20, height: 20)), with: Self.red)
        }
        let image = try R.pixels(view)
        #expect(image[20, 20] == RasterImage.Pixel(255, 0, 0, 255))
        #expect(image[5, 5].alpha == 0)
        #expect(image[35, 20].alpha == 0)
    }

    @Test func theRendererIsGivenTheCanvasSizeAndDrawsFromTheCanvasOrigin() throws {
        var seen = CGSize.zero
        let view = HStack(spacing: 0) {
            Color.clear.frame(width: 40)
            Canvas { context, size in
                seen = size
                context.fill(Path(CGRect(origin: .zero, size: size)), with: Self.red)
            }
        }
        let image = try R.pixels(view)
        #expect(seen == CGSize(width: 60, height: 60))
        #expect(image[38, 30].alpha == 0)
        #expect(image[42, 30].red == 255)
    }

    @Test func translateAndScaleMapUserSpaceToTheCanvas() throws {
        let view = Canvas { context, _ in
            context.translateBy(x: 50, y: 10)
            context.scaleBy(x: 2, y: 2)
            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: Self.red)
        }
        try R.keep(view, "canvas-translate-scale")
        let image = try R.pixels(view)
        #expect(image[52, 12].red == 255)
        #expect(image[68, 28].red == 255, "10 user units are 20 points")
        #expect(image[72, 20].alpha == 0)
        #expect(image[48, 20].alpha == 0)
    }

    @Test func rotationTurnsUserSpaceClockwiseAboutItsOrigin() throws {
        let view = Canvas { context, _ in
            context.translateBy(x: 50, y: 10)
            context.rotate(by: .degrees(90))
            // User x runs down the canvas, user y runs to the left.
            context.fill(Path(CGRect(x: 0, y: 0, width: 30, height: 10)), with: Self.red)
        }
        try R.keep(view, "canvas-rotate")
        let image = try R.pixels(view)
        #expect(image[45, 25].red == 255)
        #expect(image[55, 25].alpha == 0)
        #expect(image[65, 15].alpha == 0, "unrotated, the bar would be here")
        let archive = R.archive(view)
        #expect(archive.content.sExpression.contains("(transform"))
    }

    @Test func aStrokeIsAsWideAsItsLineWidthAndStyledByItsStrokeStyle() throws {
        let line = Path { p in
            p.move(to: CGPoint(x: 10, y: 30))
            p.addLine(to: CGPoint(x: 90, y: 30))
        }
        let view = Canvas { context, _ in
            context.stroke(line, with: Self.red, lineWidth: 6)
        }
        let image = try R.pixels(view)
        #expect(image[50, 28].red == 255)
        #expect(image[50, 35].alpha == 0)
        #expect(image[8, 30].alpha == 0, "butt caps end at the path")

        let dashed = Canvas { context, _ in
            context.stroke(line, with: Self.red, style: StrokeStyle(lineWidth: 6, lineCap: .round, dash: [10, 10]))
        }
        let d = leaves(R.archive(dashed)).compactMap { item -> StrokeData? in
            if case .shape(let s) = item { return s.stroke }
            return nil
        }
        #expect(d.first?.dash == [10, 10])
        #expect(d.first?.cap == .round)
        #expect(d.first?.lineWidth == 6)
    }

    @Test func aLinearGradientShadingRunsBetweenItsUserSpacePoints() throws {
        let gradient = Gradient(colors: [R.red, Color(red: 0, green: 0, blue: 1)])
        let view = Canvas { context, size in
            context.translateBy(x: 0, y: 10)
            context.fill(
                Path(CGRect(x: 0, y: 0, width: 100, height: 40)),
                with: .linearGradient(gradient, startPoint: CGPoint(x: 0, y: 0), endPoint: CGPoint(x: 100, y: 0)))
        }
        try R.keep(view, "canvas-linear-gradient")
        let image = try R.pixels(view)
        #expect(image[2, 30].red > 240 && image[2, 30].blue < 15)
        #expect(image[97, 30].blue > 240 && image[97, 30].red < 15)
        #expect(image[50, 5].alpha == 0)
        let paints = leaves(R.archive(view)).compactMap { item -> Paint? in
            if case .shape(let s) = item { return s.fill }
            return nil
        }
        guard case .linearGradient(_, let start, let end)? = paints.first else {
            Issue.record("expected a linear gradient, got \(paints)")
            return
        }
        #expect(start == Point(x: 0, y: 10), "moved with the translation")
        #expect(end == Point(x: 100, y: 10))
    }

    @Test func aRadialGradientAndAStyleShadingResolveToArchivePaints() {
        let gradient = Gradient(colors: [.white, .black])
        let view = Canvas { context, _ in
            let circle = Path(ellipseIn: CGRect(x: 10, y: 10, width: 40, height: 40))
            context.fill(
                circle, with: .radialGradient(gradient, center: CGPoint(x: 30, y: 30), startRadius: 0, endRadius: 20))
            context.fill(
                circle, with: .style(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)))
            context.fill(circle, with: .color(.sRGB, red: 0, green: 1, blue: 0))
        }
        let paints = leaves(R.archive(view)).compactMap { item -> Paint? in
            if case .shape(let s) = item { return s.fill }
            return nil
        }
        #expect(paints.count == 3)
        if case .radialGradient(_, let center, let r0, let r1)? = paints.first {
            #expect(center == Point(x: 30, y: 30) && r0 == 0 && r1 == 20)
        } else {
            Issue.record("expected a radial gradient, got \(paints)")
        }
        if paints.count == 3, case .linearGradient(_, let start, let end) = paints[1] {
            #expect(start == Point(x: 10, y: 30) && end == Point(x: 50, y: 30), "unit points of the circle's bounds")
        } else {
            Issue.record("expected a linear gradient, got \(paints)")
        }
        #expect(paints.last == .color(RGBA(0, 1, 0)))
    }

    @Test func opacityFadesLaterDrawingsOnlyAndCopiesKeepTheirOwnState() throws {
        let view = Canvas { context, _ in
            var faded = context
            faded.opacity = 0.5
            faded.fill(Path(CGRect(x: 0, y: 0, width: 40, height: 60)), with: Self.red)
            context.fill(Path(CGRect(x: 60, y: 0, width: 40, height: 60)), with: Self.red)
        }
        let image = try R.pixels(view)
        #expect(abs(Int(image[20, 30].alpha) - 128) <= 1)
        #expect(image[80, 30].alpha == 255)
    }

    @Test func aClipKeepsLaterDrawingsInsideThePath() throws {
        let view = Canvas { context, size in
            context.clip(to: Path(CGRect(x: 0, y: 0, width: 50, height: 60)))
            #expect(context.clipBoundingRect == CGRect(x: 0, y: 0, width: 50, height: 60))
            context.fill(Path(CGRect(origin: .zero, size: size)), with: Self.red)
        }
        let image = try R.pixels(view)
        #expect(image[25, 30].red == 255)
        #expect(image[75, 30].alpha == 0)
    }

    @Test func aClipIsTakenInTheUserSpaceOfItsTime() throws {
        let view = Canvas { context, size in
            context.translateBy(x: 50, y: 0)
            context.clip(to: Path(CGRect(x: 0, y: 0, width: 20, height: 60)))
            context.translateBy(x: -50, y: 0)
            context.fill(Path(CGRect(origin: .zero, size: size)), with: Self.red)
        }
        let image = try R.pixels(view)
        #expect(image[60, 30].red == 255)
        #expect(image[40, 30].alpha == 0)
        #expect(image[80, 30].alpha == 0)
    }

    @Test func aLayerTakesTheOpacityOnceSoOverlapsAreNoDarker() throws {
        let view = Canvas { context, _ in
            context.opacity = 0.5
            context.drawLayer { layer in
                layer.fill(Path(CGRect(x: 0, y: 0, width: 60, height: 60)), with: Self.red)
                layer.fill(Path(CGRect(x: 40, y: 0, width: 60, height: 60)), with: Self.red)
            }
        }
        let image = try R.pixels(view)
        #expect(abs(Int(image[50, 30].alpha) - 128) <= 1)
        #expect(abs(Int(image[20, 30].alpha) - 128) <= 1)
    }

    @Test func clipToLayerMasksLaterDrawingsByTheLayersAlpha() throws {
        let view = Canvas { context, size in
            context.clipToLayer { mask in
                mask.fill(Path(ellipseIn: CGRect(x: 30, y: 0, width: 60, height: 60)), with: .color(.black))
            }
            context.fill(Path(CGRect(origin: .zero, size: size)), with: Self.red)
        }
        let image = try R.pixels(view)
        #expect(image[60, 30].red == 255)
        #expect(image[10, 30].alpha == 0)
        #expect(image[32, 2].alpha == 0, "outside the circle, inside its box")
    }

    @Test func anEvenOddClipLeavesTheInnerRingOut() throws {
        let view = Canvas { context, size in
            var ring = Path(CGRect(x: 0, y: 0, width: 60, height: 60))
            ring.addRect(CGRect(x: 20, y: 20, width: 20, height: 20))
            context.clip(to: ring, style: FillStyle(eoFill: true))
            context.fill(Path(CGRect(origin: .zero, size: size)), with: Self.red)
        }
        let image = try R.pixels(view)
        #expect(image[10, 10].red == 255 && image[10, 10].alpha == 255)
        #expect(image[30, 30].alpha == 0, "the inner square is outside an even-odd clip")
        #expect(image[80, 30].alpha == 0, "outside the outer square")
    }

    @Test func anInverseClipKeepsWhatIsOutsideThePath() throws {
        let view = Canvas { context, size in
            context.clip(to: Path(CGRect(x: 20, y: 20, width: 20, height: 20)), options: .inverse)
            context.fill(Path(CGRect(origin: .zero, size: size)), with: Self.red)
        }
        let image = try R.pixels(view)
        #expect(image[30, 30].alpha == 0)
        #expect(image[10, 10].red == 255 && image[10, 10].alpha == 255)
        #expect(image[50, 30].red == 255 && image[50, 30].alpha == 255)
    }

    @Test func anInverseLayerClipMasksByOneMinusTheLayersAlpha() throws {
        let view = Canvas { context, size in
            context.clipToLayer(options: .inverse) { mask in
                mask.fill(Path(CGRect(x: 0, y: 0, width: 30, height: 60)), with: .color(.black))
            }
            context.fill(Path(CGRect(origin: .zero, size: size)), with: Self.red)
        }
        let image = try R.pixels(view)
        #expect(image[10, 30].alpha == 0)
        #expect(image[60, 30].red == 255 && image[60, 30].alpha == 255)
    }

    @Test func filtersWrapEachLaterDrawing() throws {
        let view = Canvas { context, _ in
            context.addFilter(.shadow(color: .black, radius: 0, x: 10, y: 0))
            context.fill(Path(CGRect(x: 10, y: 10, width: 20, height: 20)), with: Self.red)
        }
        let image = try R.pixels(view)
        #expect(image[20, 20].red == 255)
        #expect(image[35, 20] == RasterImage.Pixel(0, 0, 0, 255), "the shadow, 10 points right")
        let grey = Canvas { context, _ in
            context.addFilter(.grayscale(1))
            context.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 20)), with: Self.red)
        }
        let g = try R.pixels(grey)[10, 10]
        #expect(g.red == g.green && g.green == g.blue && g.alpha == 255)
    }

    @Test func blendModeAppliesToLaterDrawings() {
        let view = Canvas { context, _ in
            context.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 20)), with: Self.red)
            context.blendMode = .multiply
            context.fill(Path(CGRect(x: 10, y: 0, width: 20, height: 20)), with: Self.red)
        }
        let s = R.archive(view).content.sExpression
        #expect(s.components(separatedBy: "multiply").count - 1 == 1, "\(s)")
    }

    @Test func textIsDrawnWithItsAnchorAtThePoint() {
        var measured = CGSize.zero
        let view = Canvas { context, size in
            let text = context.resolve(Text("Hello").font(.system(size: 20)))
            measured = text.measure(in: size)
            context.draw(text, at: CGPoint(x: 50, y: 30), anchor: .center)
            context.draw(Text("Top"), in: CGRect(x: 0, y: 0, width: 100, height: 20))
        }
        let archive = R.archive(view)
        #expect(R.strings(archive) == ["Hello", "Top"])
        let texts = leaves(archive).compactMap { item -> TextItem? in
            if case .text(let t) = item { return t }
            return nil
        }
        #expect(measured.width > 20 && measured.height > 15)
        guard texts.count == 2 else { return }
        #expect(abs(texts[0].frame.midX - 50) <= 0.5)
        #expect(abs(texts[0].frame.midY - 30) <= 0.5)
        #expect(texts[1].frame.x == 0 && texts[1].frame.y == 0)
    }

    @Test func resolvedTextTakesItsShadingAsItsColour() throws {
        let view = Canvas { context, _ in
            var text = context.resolve(Text("███").font(.system(size: 30)))
            text.shading = .color(Color(red: 0, green: 0, blue: 1))
            context.draw(text, at: CGPoint(x: 50, y: 30))
        }
        let paints = leaves(R.archive(view)).flatMap { item -> [Paint] in
            if case .text(let t) = item { return t.lines.flatMap { $0.runs.map(\.paint) } }
            return []
        }
        #expect(paints == [.color(RGBA(0, 0, 1))])
    }

    @Test func anImageIsStretchedToTheRect() {
        let view = Canvas { context, _ in
            context.draw(Image(systemName: "star.fill"), in: CGRect(x: 10, y: 10, width: 30, height: 30))
        }
        let frames = leaves(R.archive(view)).map(\.frame)
        #expect(frames.count == 1)
        #expect(frames.first.map { abs($0.midX - 25) <= 1 && abs($0.midY - 25) <= 1 } == true, "\(frames)")
    }

    @Test func aSymbolIsFoundByItsTagAndDrawnWhereTheRendererSays() throws {
        var missing = false
        let view = Canvas { context, _ in
            missing = context.resolveSymbol(id: "none") == nil
            guard let dot = context.resolveSymbol(id: 7) else { return }
            context.draw(dot, at: CGPoint(x: 20, y: 20))
            context.draw(dot, at: CGPoint(x: 80, y: 40))
        } symbols: {
            Circle().fill(R.red).frame(width: 10, height: 10).tag(7)
            Color.blue.frame(width: 10, height: 10).tag(8)
        }
        let image = try R.pixels(view)
        #expect(missing)
        #expect(image[20, 20].red == 255)
        #expect(image[80, 40].red == 255)
        #expect(image[50, 30].alpha == 0, "symbols are not drawn unless the renderer draws them")
        #expect(image[20, 20].blue == 0)
    }

    @Test func aTiledImageShadingRepeatsTheImageInsideThePath() {
        let view = Canvas { context, _ in
            context.fill(
                Path(ellipseIn: CGRect(x: 0, y: 0, width: 60, height: 40)),
                with: .tiledImage(Image(systemName: "star.fill"), origin: .zero, scale: 1))
        }
        let archive = R.archive(view)
        var clipped: GroupItem?
        func walk(_ item: DisplayItem) {
            guard case .group(let g) = item else { return }
            if g.clip != nil { clipped = g }
            g.children.forEach(walk)
        }
        walk(archive.content)
        #expect(clipped != nil)
        let tiles = clipped?.children.count ?? 0
        #expect(tiles >= 4, "several tiles of a natural-size symbol cover 60 × 40 points: \(tiles)")
        #expect(clipped?.children.allSatisfy { if case .symbol = $0 { true } else { false } } == true)
    }

    @Test func theCanvasIsFlexible() {
        let node = singleNode(SwiftUI.makeNodes(Canvas { _, _ in }, EnvironmentValues()), env: EnvironmentValues())
        #expect(node.sizeThatFits(ProposedViewSize(width: 123, height: 45)) == CGSize(width: 123, height: 45))
    }
}

/// A dial as a widget draws one in a canvas: a track, a gradient arc, tick marks under a
/// rotation, a label and a symbol.
struct CanvasDialTests {
    private typealias R = EffectRendering

    private var dial: some View {
        Canvas { context, size in
            let centre = CGPoint(x: size.width / 2, y: size.height / 2)
            let radius = min(size.width, size.height) / 2 - 6
            var track = Path()
            track.addArc(
                center: centre, radius: radius, startAngle: .degrees(0), endAngle: .degrees(360), clockwise: false)
            context.stroke(track, with: .color(.gray.opacity(0.3)), lineWidth: 8)
            var arc = Path()
            arc.addArc(
                center: centre, radius: radius, startAngle: .degrees(-90), endAngle: .degrees(135), clockwise: false)
            context.stroke(
                arc,
                with: .conicGradient(Gradient(colors: [.green, .yellow, .red]), center: centre, angle: .degrees(-90)),
                style: StrokeStyle(lineWidth: 8, lineCap: .round))
            for tick in 0..<12 {
                var copy = context
                copy.translateBy(x: centre.x, y: centre.y)
                copy.rotate(by: .degrees(Double(tick) * 30))
                copy.fill(Path(CGRect(x: -1, y: -radius + 8, width: 2, height: 6)), with: .foreground)
            }
            context.draw(Text("72%").font(.system(size: 18, weight: .bold)), at: centre)
            context.draw(Image(systemName: "bolt.fill"), at: CGPoint(x: centre.x, y: centre.y + 22))
        }
        .frame(width: 120, height: 120)
    }

    @Test func aDialDrawsItsArcTicksAndLabel() throws {
        try R.keep(dial, "canvas-dial", width: 120, height: 120)
        let image = try R.pixels(dial, width: 120, height: 120)
        let top = image[60, 6]
        #expect(top.green > 150 && top.red < 100, "the arc starts green at the top: \(top)")
        let archive = R.archive(dial, width: 120, height: 120)
        #expect(R.strings(archive) == ["72%"])
        #expect(archive.content.sExpression.contains("bolt.fill"))
    }
}
