//  DisplayListPainter+SymbolTests.swift — GlimpseRenderTests (Glimpse)
//  Status: Complete for the placeholder
//  Behaviour: pins the symbol placeholder: visible, in the symbol's paint, inside its frame.

import GlimpseArchive
import GlimpseRender
import Testing

struct DisplayListPainterSymbolTests {
    private typealias T = TestArchives

    @Test func symbolDrawsAnOutlinedPlaceholderInsideItsFrame() throws {
        let symbol = SymbolItem(
            frame: Rect(x: 20, y: 20, width: 60, height: 60), name: "sun.max.fill", pointSize: 40, paint: .color(T.blue)
        )
        let image = try T.render(T.archive([.symbol(symbol)]), scale: 2)
        let painted = image.count { $0.alpha > 0 }
        let inside = image.count(x0: 40, y0: 40, x1: 160, y1: 160) { $0.alpha > 0 }
        #expect(painted > 500 && painted == inside)
        #expect(image.count { $0.alpha > 0 && ($0.red > 0 || $0.green > 0) } == 0)
        // The outline is inset 10 %: the middle of the left edge, 6 pt in, is painted.
        #expect(image.at(26, 50, scale: 2) == .solidBlue)
        // The diagonal crosses the centre.
        #expect(image.at(50, 50, scale: 2) == .solidBlue)
    }
}
