//  LayoutTestSupport.swift — SwiftUITests
//  Helpers for exact-frame layout tests.

import Foundation
import GlimpseArchive
import GlimpseTesting
import SwiftUI
import Testing

/// Asserts `actual` equals `expected` within `tolerance` points on every edge.
func expectFrame(
    _ actual: CGRect?, _ expected: CGRect, tolerance: CGFloat = 0.001, sourceLocation: SourceLocation = #_sourceLocation
) {
    guard let actual else {
        Issue.record("no frame recorded; expected \(expected)", sourceLocation: sourceLocation)
        return
    }
    let ok =
        abs(actual.minX - expected.minX) <= tolerance && abs(actual.minY - expected.minY) <= tolerance
        && abs(actual.width - expected.width) <= tolerance && abs(actual.height - expected.height) <= tolerance
    #expect(ok, "frame \(actual) ≠ expected \(expected)", sourceLocation: sourceLocation)
}

func rect(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGRect { CGRect(x: x, y: y, width: w, height: h) }

/// The text items of a display list, in drawing order.
func textItems(in item: DisplayItem) -> [TextItem] {
    switch item {
    case .group(let g): return g.children.flatMap(textItems)
    case .text(let t): return [t]
    default: return []
    }
}
