//  DisplayItem+DrawnBoundsTests.swift — GlimpseRenderTests (Glimpse)
//  Status: Complete
//  Behaviour: pins the conservative bounds of items and groups, and that translucent groups
//  bounded by them draw every pixel an unbounded group would.

import GlimpseArchive
import Testing

@testable import GlimpseRender

struct DisplayItemDrawnBoundsTests {
    private typealias T = TestArchives

    /// A sharp wedge: two long lines meeting at a narrow angle at (60, 40).
    private let wedge = PathData([
        .move(to: Point(x: 10, y: 30)), .line(to: Point(x: 60, y: 40)), .line(to: Point(x: 10, y: 50)),
    ])

    private func text() -> DisplayItem {
        let font = FontDescriptor(family: "Inter", size: 12)
        let run = TextRun(text: "Hi", font: font, paint: .color(.black), x: 0, width: 12)
        return .text(
            TextItem(
                frame: Rect(x: 5, y: 5, width: 12, height: 15), lines: [TextLine(baseline: 12, runs: [run])],
                lineHeight: 15))
    }

    @Test func aFilledPathIsBoundedByItsPointsAndControlPoints() {
        let path = PathData([
            .move(to: Point(x: 10, y: 20)),
            .curve(to: Point(x: 30, y: 20), control1: Point(x: 5, y: 2), control2: Point(x: 40, y: 25)),
            .quadCurve(to: Point(x: 20, y: 22), control: Point(x: 25, y: 35)), .closeSubpath,
        ])
        #expect(
            DisplayItem.shape(
                ShapeItem(frame: .init(x: 0, y: 0, width: 1, height: 1), path: path, fill: .color(.black))
            ).drawnBounds
                == Rect(x: 5, y: 2, width: 35, height: 33))
    }

    @Test func aStrokeReachesHalfItsWidthTimesTheMiterLimit() {
        let frame = Rect(x: 0, y: 0, width: 1, height: 1)
        let miter = ShapeItem(
            frame: frame, path: wedge, stroke: StrokeData(paint: .color(.black), lineWidth: 4, miterLimit: 5))
        #expect(DisplayItem.shape(miter).drawnBounds == Rect(x: 0, y: 20, width: 70, height: 40))
        let round = ShapeItem(
            frame: frame, path: wedge, stroke: StrokeData(paint: .color(.black), lineWidth: 4, join: .round))
        let r = 2 * 2.squareRoot()
        #expect(
            DisplayItem.shape(round).drawnBounds == Rect(x: 10 - r, y: 30 - r, width: 50 + 2 * r, height: 20 + 2 * r))
    }

    @Test func imagesAreBoundedByTheirFrameAndTextIsUnbounded() {
        #expect(
            DisplayItem.image(ImageItem(frame: Rect(x: 1, y: 2, width: 3, height: 4), hash: "h")).drawnBounds
                == Rect(x: 1, y: 2, width: 3, height: 4))
        #expect(text().drawnBounds == nil)
    }

    @Test func aGroupIsItsClipNarrowedToItsChildrenThenTransformed() {
        var g = T.group([
            T.rect(Rect(x: 10, y: 10, width: 20, height: 20), .color(T.red)),
            T.rect(Rect(x: 50, y: 5, width: 10, height: 10), .color(T.red)),
        ])
        #expect(g.contentBounds == Rect(x: 10, y: 5, width: 50, height: 25))
        g.clip = T.rectPath(Rect(x: 0, y: 0, width: 40, height: 40))
        #expect(g.contentBounds == Rect(x: 10, y: 5, width: 30, height: 25))
        g.transform = Transform(a: 2, b: 0, c: 0, d: -1, tx: 100, ty: 0)
        #expect(DisplayItem.group(g).drawnBounds == Rect(x: 120, y: -30, width: 60, height: 25))
        g.shadow = Shadow(color: RGBA(0, 0, 0, 1), radius: 2, x: 1, y: 1)
        #expect(DisplayItem.group(g).drawnBounds == nil)
    }

    @Test func aBentGroupIsUnbounded() {
        // Its children land around the arc's circle, not at their display-list coordinates.
        var g = T.group([T.rect(Rect(x: 10, y: 10, width: 20, height: 20), .color(T.red))])
        #expect(DisplayItem.group(g).drawnBounds != nil)
        g.arc = Arc(center: Point(x: 50, y: 50), radius: 40, angle: 0, origin: Point(x: 20, y: 20), clockwise: true)
        #expect(DisplayItem.group(g).drawnBounds == nil)
    }

    @Test func aGroupWithUnboundedChildrenIsBoundedOnlyByItsClip() {
        var g = T.group([text(), T.rect(Rect(x: 10, y: 10, width: 20, height: 20), .color(T.red))])
        #expect(g.contentBounds == nil)
        g.clip = T.rectPath(Rect(x: 0, y: 0, width: 40, height: 40))
        #expect(g.contentBounds == Rect(x: 0, y: 0, width: 40, height: 40))
    }

    @Test func aTranslucentGroupOfStrokedSpikesKeepsEveryPixel() throws {
        // Miter spikes reach far past the path: a group bounded too tightly would cut them.
        func render(opacity: Double?) throws -> RasterImage {
            let stroke = StrokeData(paint: .color(T.blue), lineWidth: 6, miterLimit: 12)
            var g = T.group([
                .shape(ShapeItem(frame: Rect(x: 0, y: 0, width: 100, height: 100), path: wedge, stroke: stroke))
            ])
            g.opacity = opacity
            g.transform = Transform(a: 0.9, b: 0.3, c: -0.2, d: 1.1, tx: 4.5, ty: 0.25)
            return try T.render(T.archive([.group(g)]), scale: 3)
        }
        let opaque = try render(opacity: nil), half = try render(opacity: 0.5)
        var inked = 0
        for y in 0..<opaque.height {
            for x in 0..<opaque.width {
                let (a, b) = (Int(opaque[x, y].alpha), Int(half[x, y].alpha))
                #expect(abs(b - (a + 1) / 2) <= 1, "pixel (\(x), \(y)): \(a) at 1, \(b) at 0.5")
                if a > 0 { inked += 1 }
            }
        }
        #expect(inked > 1000)
    }
}
