//  AccessoryWidgetGroupTests.swift — WidgetKitTests (Glimpse)
//  Apple WidgetKit "AccessoryWidgetGroup" (watchOS 11): a label over three equal cells.

import Foundation
import SwiftUI
import Testing
import WidgetKit

/// Frames of the identified views of `view` laid out in `size` (as GlimpseTesting's
/// `layoutFrames`, which this target does not link).
private func layoutFrames<V: View>(of view: V, in size: CGSize) -> [String: CGRect] {
    layoutRoot(view, proposal: ProposedViewSize(size), container: size, environment: EnvironmentValues())
        .identifiedFrames
}

struct AccessoryWidgetGroupTests {
    @Test func threeItemsSitInEqualSquareCellsUnderTheLabel() {
        let group = AccessoryWidgetGroup("Timers", systemImage: "timer") {
            Color.red.accessibilityIdentifier("one")
            Color.green.accessibilityIdentifier("two")
            Color.blue.accessibilityIdentifier("three")
        }
        let f = layoutFrames(of: group, in: CGSize(width: 150, height: 60))
        let cells = ["one", "two", "three"].compactMap { f[$0] }
        #expect(cells.count == 3)
        // Equal squares, 6 pt apart, left to right, on one line below the label.
        let widths = cells.map(\.width)
        #expect((widths.max() ?? 0) - (widths.min() ?? 0) < 0.34)  // the pixel grid at 3×
        #expect(cells.allSatisfy { abs($0.width - $0.height) < 0.34 })
        #expect(abs(cells[1].minX - cells[0].maxX - 6) < 0.34)
        #expect(abs(cells[2].minX - cells[1].maxX - 6) < 0.34)
        #expect(Set(cells.map(\.minY)).count == 1)
        #expect(cells[0].minY > 10)
    }

    @Test func aFourthItemGetsNoCell() {
        let group = AccessoryWidgetGroup("Four") {
            Color.red.accessibilityIdentifier("one")
            Color.red
            Color.red
            Color.blue.accessibilityIdentifier("four")
        }
        let f = layoutFrames(of: group.accessoryWidgetGroupStyle(.roundedSquare), in: CGSize(width: 150, height: 60))
        #expect((f["one"]?.width ?? 0) > 20)
        #expect(f["four"]?.width == 0)
    }
}
