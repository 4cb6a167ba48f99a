//  DisplayListPainter+ShapeTests.swift — GlimpseRenderTests (Glimpse)
//  Status: Complete
//  Behaviour: pins fill rules, strokes (width, dash) and the handling of invalid geometry.

import GlimpseArchive
import GlimpseRender
import Testing

struct DisplayListPainterShapeTests {
    private typealias T = TestArchives

    /// An outer 80×80 square and an inner 40×40 square wound the same way.
    private var nested: PathData {
        var elements = T.rectPath(Rect(x: 10, y: 10, width: 80, height: 80)).elements
        elements += T.rectPath(Rect(x: 30, y: 30, width: 40, height: 40)).elements
        return PathData(elements)
    }

    @Test func evenOddLeavesAHoleWhereNonZeroFills() throws {
        let frame = Rect(x: 10, y: 10, width: 80, height: 80)
        let winding = try T.render(T.archive([.shape(ShapeItem(frame: frame, path: nested, fill: .color(T.red)))]))
        let evenOdd = try T.render(
            T.archive([.shape(ShapeItem(frame: frame, path: nested, fill: .color(T.red), evenOdd: true))]))
        #expect(winding.at(50, 50) == .solidRed)
        #expect(evenOdd.at(50, 50) == .transparent)
        #expect(evenOdd.at(20, 20) == .solidRed)
    }

    @Test func strokeIsCentredOnThePathWithItsWidth() throws {
        let r = Rect(x: 20, y: 20, width: 60, height: 60)
        let stroke = StrokeData(paint: .color(T.blue), lineWidth: 4)
        let image = try T.render(T.archive([.shape(ShapeItem(frame: r, path: T.rectPath(r), stroke: stroke))]))
        #expect(image.at(18.5, 50) == .solidBlue)
        #expect(image.at(21.5, 50) == .solidBlue)
        #expect(image.at(17.5, 50) == .transparent)
        #expect(image.at(22.5, 50) == .transparent)
        #expect(image.at(50, 50) == .transparent)
    }

    @Test func fillThenStrokeUseTheirOwnPaints() throws {
        let r = Rect(x: 20, y: 20, width: 60, height: 60)
        let shape = ShapeItem(
            frame: r, path: T.rectPath(r), fill: .color(T.red), stroke: StrokeData(paint: .color(T.blue), lineWidth: 4))
        let image = try T.render(T.archive([.shape(shape)]))
        #expect(image.at(50, 50) == .solidRed)
        #expect(image.at(21, 50) == .solidBlue)
    }

    @Test func dashLeavesGaps() throws {
        let path = PathData([.move(to: Point(x: 0, y: 50)), .line(to: Point(x: 100, y: 50))])
        let stroke = StrokeData(paint: .color(T.red), lineWidth: 4, dash: [10, 10])
        let image = try T.render(
            T.archive([.shape(ShapeItem(frame: Rect(x: 0, y: 48, width: 100, height: 4), path: path, stroke: stroke))]))
        #expect(image.at(5, 50) == .solidRed)
        #expect(image.at(15, 50) == .transparent)
        #expect(image.at(25, 50) == .solidRed)
    }

    @Test(arguments: [[-1.0, 5], [0, 0], [.nan, 3]])
    func invalidDashDrawsASolidLine(dash: [Double]) throws {
        let path = PathData([.move(to: Point(x: 0, y: 50)), .line(to: Point(x: 100, y: 50))])
        let stroke = StrokeData(paint: .color(T.red), lineWidth: 4, dash: dash)
        let image = try T.render(
            T.archive([.shape(ShapeItem(frame: Rect(x: 0, y: 48, width: 100, height: 4), path: path, stroke: stroke))]))
        #expect(image.count(y0: 50, y1: 51) { $0 == .solidRed } == 100)
    }

    @Test func quadraticCurvesAreDrawn() throws {
        let path = PathData([
            .move(to: Point(x: 10, y: 90)), .quadCurve(to: Point(x: 90, y: 90), control: Point(x: 50, y: 10)),
            .closeSubpath,
        ])
        let image = try T.render(
            T.archive([
                .shape(ShapeItem(frame: Rect(x: 10, y: 50, width: 80, height: 40), path: path, fill: .color(T.red)))
            ]))
        // The curve peaks at y = 50 (halfway to the control point).
        #expect(image.at(50, 55) == .solidRed)
        #expect(image.at(50, 45) == .transparent)
    }

    @Test func nonFiniteCoordinatesSkipTheShapeButNotTheFrame() throws {
        let bad = PathData([
            .move(to: Point(x: 0, y: 0)), .line(to: Point(x: .nan, y: 100)), .line(to: Point(x: 100, y: 100)),
        ])
        let image = try T.render(
            T.archive([
                .shape(ShapeItem(frame: Rect(x: 0, y: 0, width: 100, height: 100), path: bad, fill: .color(T.red))),
                T.rect(Rect(x: 0, y: 0, width: 10, height: 10), .color(T.blue)),
            ]))
        #expect(image.at(5, 5) == .solidBlue)
        #expect(image.count { $0 == .solidRed } == 0)
    }
}
