//  LazyGridLayoutTests.swift — SwiftUITests
//  Expected frames worked by hand from Apple's "LazyVGrid", "LazyHGrid" and "GridItem.Size"
//  docs, following LazyGridNode's steps (fixed first, then shares in order, clamped).

import Foundation
import GlimpseTesting
import SwiftUI
import Testing

/// A fixed-size cell tagged `id`.
private func cell(_ id: String, _ w: CGFloat, _ h: CGFloat) -> some View {
    Color.red.frame(width: w, height: h).accessibilityIdentifier(id)
}

/// `count` greedy cells tagged `c0`, `c1`, ….
private func colors(_ count: Int) -> some View {
    ForEach(0..<count) { i in Color.blue.accessibilityIdentifier("c\(i)") }
}

struct LazyGridLayoutTests {
    static let cases: [GridCase] = [
        // fixed columns keep their size; the block is centred in the grid's full width
        GridCase(
            "fixed columns centred in the proposed width",
            ["a": rect(121, 0, 20, 10), "b": rect(169, 0, 20, 10), "c": rect(121, 14, 20, 10)]
        ) {
            LazyVGrid(columns: [GridItem(.fixed(50)), GridItem(.fixed(30))], spacing: 4) {
                cell("a", 20, 10); cell("b", 20, 10); cell("c", 20, 10)
            }
        },
        // two flexible columns split 200 − 8 equally; a Color cell is 10 tall (its ideal)
        GridCase(
            "flexible columns share the width", in: ProposedViewSize(width: 200, height: 300),
            ["c0": rect(0, 0, 96, 10), "c1": rect(104, 0, 96, 10)]
        ) {
            LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())]) { colors(2) }
        },
        // the first share (96) is clamped to its maximum; the next column gets the rest
        GridCase(
            "flexible maximum leaves the rest to the next column", in: ProposedViewSize(width: 200, height: 300),
            ["c0": rect(0, 0, 50, 10), "c1": rect(58, 0, 142, 10)]
        ) {
            LazyVGrid(columns: [GridItem(.flexible(maximum: 50)), GridItem(.flexible())]) { colors(2) }
        },
        // adaptive minimum 40 with spacing 10 fits 4 columns in 200 of (200 − 30) / 4 = 42.5
        GridCase(
            "adaptive item repeats as often as its minimum fits", in: ProposedViewSize(width: 200, height: 300),
            ["c0": rect(0, 0, 42.5, 10), "c3": rect(157.5, 0, 42.5, 10), "c4": rect(0, 18, 42.5, 10)]
        ) {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 40), spacing: 10)]) { colors(5) }
        },
        // no proposal: an adaptive item is one column at its minimum
        GridCase(
            "adaptive item with no proposal is one column at its minimum", in: .unspecified,
            ["c0": rect(0, 0, 40, 10), "c1": rect(0, 18, 40, 10)]
        ) {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 40))]) { colors(2) }
        },
        // fixed first (60), the flexible column takes 200 − 60 − 8
        GridCase(
            "flexible column takes what the fixed one leaves", in: ProposedViewSize(width: 200, height: 300),
            ["c0": rect(0, 0, 60, 10), "c1": rect(68, 0, 132, 10)]
        ) {
            LazyVGrid(columns: [GridItem(.fixed(60)), GridItem(.flexible())]) { colors(2) }
        },
        // a GridItem's alignment places cells in the box (column × row height)
        GridCase(
            "item alignment places the cell in its box", ["a": rect(0, 10, 20, 10), "b": rect(58, 0, 20, 30)]
        ) {
            LazyVGrid(
                columns: [GridItem(.fixed(50), alignment: .leading), GridItem(.fixed(50), alignment: .topLeading)],
                alignment: .leading
            ) {
                cell("a", 20, 10); cell("b", 20, 30)
            }
        },
        // LazyHGrid: rows fill top to bottom, then the next column; rows centred vertically
        GridCase(
            "horizontal grid fills rows then columns",
            ["a": rect(0, 131, 10, 10), "b": rect(0, 159, 10, 10), "c": rect(14, 131, 10, 10)]
        ) {
            LazyHGrid(rows: [GridItem(.fixed(20)), GridItem(.fixed(20))], spacing: 4, pinnedViews: [.sectionHeaders]) {
                cell("a", 10, 10); cell("b", 10, 10); cell("c", 10, 10)
            }
        },
    ]

    @Test(arguments: cases)
    func cellsLandWhereTheGridItemsPutThem(_ c: GridCase) {
        let frames = layoutFrames(of: c.view(), proposal: c.proposal)
        for (id, expected) in c.expected.sorted(by: { $0.key < $1.key }) {
            expectFrame(frames[id], expected, tolerance: 0.34)
        }
    }

    @Test func verticalGridIsAsWideAsItsProposalAndAsTallAsItsRows() {
        let frames = layoutFrames(
            of: LazyVGrid(columns: [GridItem(.fixed(50))], spacing: 4) { colors(3) }.accessibilityIdentifier("grid"),
            proposal: ProposedViewSize(width: 300, height: 300))
        expectFrame(frames["grid"], rect(0, 0, 300, 38))
    }

    @Test func adaptiveItemUnderAnInfiniteProposalMakesOneColumnAtTheLeadingEdge() {
        let frames = layoutFrames(
            of: LazyVGrid(columns: [GridItem(.adaptive(minimum: 40))]) { colors(2) },
            proposal: ProposedViewSize(width: .infinity, height: 300))
        #expect(frames["c0"]?.minX == 0 && frames["c0"]?.minY == 0)
        #expect(frames["c1"]?.minX == 0 && frames["c1"]?.minY == 18)
    }
}
