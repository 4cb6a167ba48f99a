//  GridLayoutTests.swift — SwiftUITests
//  Expected frames worked by hand from Apple's "Grid" docs: a column is as wide as its widest
//  cell, a row as tall as its tallest; spans, unsized axes and guides per GridNode's steps.

import Foundation
import GlimpseTesting
import SwiftUI
import Testing

/// A fixed-size cell tagged `id`.
private func cell(_ id: String, _ w: CGFloat, _ h: CGFloat) -> some View {
    Color.red.frame(width: w, height: h).accessibilityIdentifier(id)
}

/// One layout case: a view, the proposal it gets (placed at the origin), the frames expected.
struct GridCase: Sendable, CustomTestStringConvertible {
    let name: String
    let proposal: ProposedViewSize
    let view: @Sendable () -> AnyView
    let expected: [String: CGRect]
    var testDescription: String { name }

    init<V: View & SendableMetatype>(
        _ name: String, in proposal: ProposedViewSize = ProposedViewSize(width: 300, height: 300),
        _ expected: [String: CGRect],
        _ view: @escaping @Sendable () -> V
    ) {
        self.name = name
        self.proposal = proposal
        self.view = { AnyView(view()) }
        self.expected = expected
    }
}

struct GridLayoutTests {
    static let cases: [GridCase] = [
        // columns as wide as their widest cell, rows as tall as their tallest; cells centred
        GridCase(
            "widest cell sets the column",
            ["a": rect(10, 0, 20, 10), "b": rect(50, 0, 30, 10), "c": rect(0, 15, 40, 20), "d": rect(60, 20, 10, 10)]
        ) {
            Grid(horizontalSpacing: 10, verticalSpacing: 5) {
                GridRow {
                    cell("a", 20, 10); cell("b", 30, 10)
                }
                GridRow {
                    cell("c", 40, 20); cell("d", 10, 10)
                }
            }
        },
        // grid alignment for every cell; gridColumnAlignment on one cell moves its whole column
        GridCase(
            "column alignment overrides the grid's",
            ["a": rect(0, 0, 20, 10), "b": rect(50, 0, 30, 10), "c": rect(0, 15, 40, 20), "d": rect(70, 15, 10, 10)]
        ) {
            Grid(alignment: .topLeading, horizontalSpacing: 10, verticalSpacing: 5) {
                GridRow {
                    cell("a", 20, 10); cell("b", 30, 10).gridColumnAlignment(.trailing)
                }
                GridRow {
                    cell("c", 40, 20); cell("d", 10, 10)
                }
            }
        },
        // a two-column cell wider than its columns widens both equally: 20+10+30 → 100
        GridCase(
            "spanning cell widens its columns equally",
            ["a": rect(10, 0, 20, 10), "b": rect(60, 0, 30, 10), "c": rect(0, 15, 100, 10)]
        ) {
            Grid(horizontalSpacing: 10, verticalSpacing: 5) {
                GridRow {
                    cell("a", 20, 10); cell("b", 30, 10)
                }
                GridRow { cell("c", 100, 10).gridCellColumns(2) }
            }
        },
        // the span is a trait: set inside a padding (0 pt here) it still reaches the grid
        GridCase(
            "a span set inside a modifier still spans",
            ["a": rect(10, 0, 20, 10), "b": rect(60, 0, 30, 10), "c": rect(0, 15, 100, 10)]
        ) {
            Grid(horizontalSpacing: 10, verticalSpacing: 5) {
                GridRow {
                    cell("a", 20, 10); cell("b", 30, 10)
                }
                GridRow {
                    Color.red.frame(width: 100, height: 10).gridCellColumns(2).padding(0).accessibilityIdentifier("c")
                }
            }
        },
        // a Divider outside a row, unsized horizontally, is as wide as the columns (1/3 pt thick)
        GridCase(
            "unsized divider spans the columns without widening them",
            ["a": rect(0, 0, 20, 10), "line": rect(0, 15, 60, 1.0 / 3), "c": rect(0, 20 + 1.0 / 3, 20, 10)]
        ) {
            Grid(horizontalSpacing: 10, verticalSpacing: 5) {
                GridRow {
                    cell("a", 20, 10); cell("b", 30, 10)
                }
                Divider().gridCellUnsizedAxes(.horizontal).accessibilityIdentifier("line")
                GridRow {
                    cell("c", 20, 10); cell("d", 30, 10)
                }
            }
        },
        // without it, the Divider takes the whole proposal and the columns grow to match
        GridCase(
            "sized divider widens the grid to the proposal",
            ["a": rect(60, 0, 20, 10), "line": rect(0, 15, 300, 1.0 / 3)]
        ) {
            Grid(horizontalSpacing: 10, verticalSpacing: 5) {
                GridRow {
                    cell("a", 20, 10); cell("b", 30, 10)
                }
                Divider().accessibilityIdentifier("line")
            }
        },
        // a flexible cell takes what the fixed column leaves, stack-style
        GridCase(
            "flexible column takes the rest", in: ProposedViewSize(width: 200, height: 100),
            ["a": rect(0, 0, 140, 100), "b": rect(150, 0, 50, 100)]
        ) {
            Grid(horizontalSpacing: 10) {
                GridRow {
                    Color.red.accessibilityIdentifier("a")
                    Color.blue.frame(width: 50).accessibilityIdentifier("b")
                }
            }
        },
        // GridRow(alignment:) replaces the grid's vertical guide for its row only
        GridCase(
            "row alignment applies to its row", ["a": rect(0, 20, 20, 10), "c": rect(0, 40, 20, 10)]
        ) {
            Grid(horizontalSpacing: 10, verticalSpacing: 5) {
                GridRow(alignment: .bottom) {
                    cell("a", 20, 10); cell("b", 30, 30)
                }
                GridRow {
                    cell("c", 20, 10); cell("d", 30, 20)
                }
            }
        },
        // gridCellAnchor puts the cell's corner at the box's: (1, 1) is bottom-trailing
        GridCase(
            "anchor places the cell in its box", ["a": rect(20, 20, 20, 10)]
        ) {
            Grid(horizontalSpacing: 10, verticalSpacing: 5) {
                GridRow {
                    cell("a", 20, 10).gridCellAnchor(UnitPoint(x: 1, y: 1)); cell("b", 30, 30)
                }
                GridRow { cell("c", 40, 10) }
            }
        },
        // rows and cells from ForEach, as widget code builds tables
        GridCase(
            "ForEach builds rows and cells", ["r0c0": rect(0, 0, 10, 10), "r1c2": rect(24, 12, 10, 10)]
        ) {
            Grid(horizontalSpacing: 2, verticalSpacing: 2) {
                ForEach(0..<2) { r in
                    GridRow { ForEach(0..<3) { c in cell("r\(r)c\(c)", 10, 10) } }
                }
            }
        },
        // no proposal: every column at its ideal (a Color's is 10)
        GridCase(
            "no proposal gives ideal columns", in: .unspecified, ["a": rect(0, 0, 10, 10), "b": rect(20, 0, 10, 10)]
        ) {
            Grid(horizontalSpacing: 10) {
                GridRow {
                    Color.red.accessibilityIdentifier("a")
                    Color.blue.accessibilityIdentifier("b")
                }
            }
        },
        // a GridRow outside a Grid lays out as an HStack (default spacing 8)
        GridCase(
            "row outside a grid is an HStack", ["a": rect(0, 0, 20, 10), "b": rect(28, 0, 30, 10)]
        ) {
            GridRow {
                cell("a", 20, 10); cell("b", 30, 10)
            }
        },
    ]

    @Test(arguments: cases)
    func cellsLandWhereTheGridRulesPutThem(_ c: GridCase) {
        let frames = layoutFrames(of: c.view(), proposal: c.proposal)
        for (id, expected) in c.expected.sorted(by: { $0.key < $1.key }) {
            expectFrame(frames[id], expected, tolerance: 0.34)
        }
    }

    @Test func gridSizeIsColumnsAndRowsWithGaps() {
        let frames = layoutFrames(
            of: Grid(horizontalSpacing: 10, verticalSpacing: 5) {
                GridRow {
                    cell("a", 20, 10); cell("b", 30, 10)
                }
                GridRow {
                    cell("c", 40, 20); cell("d", 10, 10)
                }
            }.accessibilityIdentifier("grid"), proposal: ProposedViewSize(width: 300, height: 300))
        expectFrame(frames["grid"], rect(0, 0, 80, 35))
    }
}
