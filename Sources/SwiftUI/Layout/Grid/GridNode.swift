//  GridNode.swift — SwiftUI (Glimpse)
//  Status: Complete (left-to-right only; a Grid exports no alignment guides of its own)
//  Behaviour: Apple SwiftUI "Grid", "GridRow", "gridCellColumns(_:)", "gridCellUnsizedAxes(_:)",
//  "gridColumnAlignment(_:)", "gridCellAnchor(_:)"; sharing follows the stacks (reference
//  swiftui-layout.md §2), with columns and rows as the stack's children.

import Foundation

/// Sizes and places the cells of a `Grid`.
///
/// 1. Cells: each row's cells take consecutive columns (`gridCellColumns` spans several); a
///    view outside a `GridRow` spans all of them. Gaps: the given spacing, else the largest
///    preferred spacing between neighbouring cells (§2b).
/// 2. Columns: a column's length for a proposed width is its widest one-column cell's width.
///    With no proposed width every column takes its ideal; otherwise the width left after
///    the gaps is shared as a stack shares it: least flexible column first, each offered
///    `remaining / columns left`. Cells unsized horizontally take no part.
/// 3. Spanning cells: offered what the other columns leave; if they need more than their
///    columns give, the excess is split equally among those columns.
/// 4. Rows: the same sharing along the other axis, each cell offered its columns' width.
/// 5. Placing: each cell is offered its box (its columns × its row) and aligned in it by
///    `gridCellAnchor`, else by its column's guide (`gridColumnAlignment`, else the grid's)
///    and its row's guide (the `GridRow`'s, else the grid's); text baselines line up across
///    the row.
final class GridNode: LayoutNode {
    /// A cell and the columns it covers.
    struct Cell {
        let node: LayoutNode
        let columns: Range<Int>
        var options: GridCellOptions { node.gridCell }
    }

    /// A row before columns are assigned: its nodes, or one view spanning every column.
    struct Row {
        let nodes: [LayoutNode]
        let alignment: VerticalAlignment?
        let spansAllColumns: Bool

        init(cells: [LayoutNode], alignment: VerticalAlignment?) {
            nodes = cells
            self.alignment = alignment
            spansAllColumns = false
        }

        init(spanning node: LayoutNode) {
            nodes = [node]
            alignment = nil
            spansAllColumns = true
        }
    }

    /// Track lengths and offsets for one proposal, points.
    struct Placement {
        var size: CGSize
        var columnWidths: [CGFloat]
        var columnOffsets: [CGFloat]
        var rowHeights: [CGFloat]
        var rowOffsets: [CGFloat]
    }

    let alignment: Alignment
    let rows: [Row]
    let cells: [[Cell]]
    let columnCount: Int
    let columnGaps: [CGFloat]
    let rowGaps: [CGFloat]
    private var lastLayout: (ProposedViewSize, Placement)?

    init(
        env: EnvironmentValues, alignment: Alignment, horizontalSpacing: CGFloat?, verticalSpacing: CGFloat?,
        rows: [Row]
    ) {
        self.alignment = alignment
        self.rows = rows
        (cells, columnCount) = Self.assignColumns(rows)
        columnGaps = Self.columnGaps(cells, columnCount: columnCount, explicit: horizontalSpacing)
        rowGaps = Self.rowGaps(cells, explicit: verticalSpacing)
        super.init(env: env)
    }

    // MARK: - Layout

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { layout(proposal).size }

    override func emit(in frame: CGRect, proposal: ProposedViewSize, _ ctx: DisplayContext) {
        let placement = layout(proposal)
        for (r, row) in cells.enumerated() {
            let boxes = row.map { box(of: $0, row: r, placement) }
            let sizes = row.indices.map { row[$0].node.sizeThatFits(ProposedViewSize(boxes[$0].size)) }
            let guide = (rows[r].alignment ?? alignment.vertical).key
            let line = baselineLine(guide, row: row, sizes: sizes)
            for (i, cell) in row.enumerated() {
                let origin = place(cell, size: sizes[i], in: boxes[i], rowGuide: guide, line: line)
                let rect = CGRect(origin: CGPoint(x: frame.minX + origin.x, y: frame.minY + origin.y), size: sizes[i])
                cell.node.place(in: rect, proposal: ProposedViewSize(boxes[i].size), ctx)
            }
        }
    }

    // MARK: - Steps

    private func layout(_ proposal: ProposedViewSize) -> Placement {
        if let (p, placement) = lastLayout, p == proposal { return placement }
        let placement = computePlacement(proposal)
        lastLayout = (proposal, placement)
        return placement
    }

    /// Step 1: consecutive columns per row; spanning views cover them all.
    private static func assignColumns(_ rows: [Row]) -> ([[Cell]], Int) {
        var assigned: [[Cell]] = []
        for row in rows where !row.spansAllColumns {
            var column = 0
            assigned.append(
                row.nodes.map { node in
                    defer { column += node.gridCell.columns }
                    return Cell(node: node, columns: column..<column + node.gridCell.columns)
                })
        }
        let count = max(assigned.map { $0.last?.columns.upperBound ?? 0 }.max() ?? 0, 1)
        var result: [[Cell]] = []
        var next = 0
        for row in rows {
            if row.spansAllColumns {
                result.append([Cell(node: row.nodes[0], columns: 0..<count)])
            } else {
                result.append(assigned[next])
                next += 1
            }
        }
        return (result, count)
    }

    /// Step 1: the gap after each column but the last.
    private static func columnGaps(_ cells: [[Cell]], columnCount: Int, explicit: CGFloat?) -> [CGFloat] {
        (0..<max(columnCount - 1, 0)).map { j in
            if let explicit { return explicit }
            var best: CGFloat?
            for row in cells {
                for (a, b) in zip(row, row.dropFirst()) where a.columns.upperBound == j + 1 {
                    best = max(best ?? -.infinity, a.node.spacing().distance(to: b.node.spacing(), along: .horizontal))
                }
            }
            return best ?? ViewSpacing.defaultSpacing
        }
    }

    /// Step 1: the gap after each row but the last.
    private static func rowGaps(_ cells: [[Cell]], explicit: CGFloat?) -> [CGFloat] {
        zip(cells, cells.dropFirst()).map { upper, lower in
            if let explicit { return explicit }
            var best: CGFloat?
            for a in upper {
                for b in lower where a.columns.overlaps(b.columns) {
                    best = max(best ?? -.infinity, a.node.spacing().distance(to: b.node.spacing(), along: .vertical))
                }
            }
            return best ?? ViewSpacing.defaultSpacing
        }
    }

    private func computePlacement(_ proposal: ProposedViewSize) -> Placement {
        // Steps 2 and 3: columns, from the cells' widths at their ideal height.
        let columnSizers = cells.flatMap { row in
            row.filter { !$0.options.unsizedAxes.contains(.horizontal) }.map { cell in
                TrackSizer(tracks: cell.columns) {
                    cell.node.sizeThatFits(ProposedViewSize(width: $0, height: nil)).width
                }
            }
        }
        let widths = Self.shareTracks(
            count: columnCount, gaps: columnGaps, sizers: columnSizers, proposal: proposal.width)
        // Step 4: rows, each cell offered the width of its columns.
        let columnOffsets = Self.offsets(widths, gaps: columnGaps)
        let rowSizers = cells.enumerated().flatMap { r, row in
            row.filter { !$0.options.unsizedAxes.contains(.vertical) }.map { cell in
                let width = Self.span(cell.columns, offsets: columnOffsets, lengths: widths)
                return TrackSizer(tracks: r..<r + 1) {
                    cell.node.sizeThatFits(ProposedViewSize(width: width, height: $0)).height
                }
            }
        }
        let heights = Self.shareTracks(count: cells.count, gaps: rowGaps, sizers: rowSizers, proposal: proposal.height)
        let rowOffsets = Self.offsets(heights, gaps: rowGaps)
        let size = CGSize(
            width: widths.reduce(0, +) + columnGaps.reduce(0, +),
            height: heights.reduce(0, +) + rowGaps.reduce(0, +))
        return Placement(
            size: size, columnWidths: widths, columnOffsets: columnOffsets, rowHeights: heights,
            rowOffsets: rowOffsets)
    }

    /// A cell as a sizing pass sees it: the tracks it covers and its length along the pass's
    /// axis for a proposed length (nil asks for its ideal).
    private struct TrackSizer {
        let tracks: Range<Int>
        let length: (CGFloat?) -> CGFloat
    }

    /// Steps 2–4, along either axis: the length of each of `count` tracks.
    private static func shareTracks(count: Int, gaps: [CGFloat], sizers: [TrackSizer], proposal: CGFloat?)
        -> [CGFloat]
    {
        let single = (0..<count).map { t in sizers.filter { $0.tracks == t..<t + 1 } }
        func length(_ t: Int, _ p: CGFloat?) -> CGFloat { single[t].map { $0.length(p) }.max() ?? 0 }

        var lengths = [CGFloat](repeating: 0, count: count)
        let gapTotal = gaps.reduce(0, +)
        if let proposal {
            // Least flexible first, each offered an equal share of what is left (as a stack).
            let mins = (0..<count).map { length($0, 0) }
            let maxs = (0..<count).map { length($0, .infinity) }
            let order = (0..<count).sorted { a, b in
                let fa = maxs[a] - mins[a], fb = maxs[b] - mins[b]
                return fa != fb ? fa < fb : a < b
            }
            var remaining = proposal - gapTotal
            for (k, t) in order.enumerated() {
                lengths[t] = length(t, max(remaining / CGFloat(count - k), 0))
                remaining -= lengths[t]
            }
        } else {
            lengths = (0..<count).map { length($0, nil) }
        }
        // Step 3: a spanning cell offered what the tracks outside it leave widens its tracks.
        for sizer in sizers where sizer.tracks.count > 1 {
            let offsets = offsets(lengths, gaps: gaps)
            let have = span(sizer.tracks, offsets: offsets, lengths: lengths)
            let outside = (proposal ?? 0) - (lengths.reduce(0, +) + gapTotal - have)
            let need = sizer.length(proposal.map { _ in max(outside, have) })
            guard need > have else { continue }
            for t in sizer.tracks { lengths[t] += (need - have) / CGFloat(sizer.tracks.count) }
        }
        return lengths
    }

    /// Where each track starts, from the first track's start.
    private static func offsets(_ lengths: [CGFloat], gaps: [CGFloat]) -> [CGFloat] {
        var result: [CGFloat] = []
        var position: CGFloat = 0
        for (t, length) in lengths.enumerated() {
            result.append(position)
            position += length + (t < gaps.count ? gaps[t] : 0)
        }
        return result
    }

    /// The length `tracks` cover, gaps between them included.
    private static func span(_ tracks: Range<Int>, offsets: [CGFloat], lengths: [CGFloat]) -> CGFloat {
        guard let first = tracks.first, let last = tracks.last else { return 0 }
        return offsets[last] + lengths[last] - offsets[first]
    }

    /// Step 5: a cell's box, from the grid's origin.
    private func box(of cell: Cell, row r: Int, _ p: Placement) -> CGRect {
        CGRect(
            x: p.columnOffsets[cell.columns.lowerBound], y: p.rowOffsets[r],
            width: Self.span(cell.columns, offsets: p.columnOffsets, lengths: p.columnWidths),
            height: p.rowHeights[r])
    }

    /// Step 5: where text baselines meet in a row (from the row's top), or nil for other guides.
    private func baselineLine(_ guide: AlignmentKey, row: [Cell], sizes: [CGSize]) -> CGFloat? {
        guard guide == VerticalAlignment.firstTextBaseline.key || guide == VerticalAlignment.lastTextBaseline.key
        else { return nil }
        return row.indices.map { row[$0].node.alignmentValue(guide, in: sizes[$0]) }.max()
    }

    /// Step 5: a cell's origin in its box, from the grid's origin.
    private func place(_ cell: Cell, size: CGSize, in box: CGRect, rowGuide: AlignmentKey, line: CGFloat?)
        -> CGPoint
    {
        if let anchor = cell.options.anchor {
            return CGPoint(
                x: box.minX + (box.width - size.width) * anchor.x, y: box.minY + (box.height - size.height) * anchor.y)
        }
        let columnGuide = (columnAlignment(cell) ?? alignment.horizontal).key
        let x = box.minX + cell.node.offset(aligning: columnGuide, size: size, inBox: box.size)
        let y =
            box.minY
            + (line.map { $0 - cell.node.alignmentValue(rowGuide, in: size) }
                ?? cell.node.offset(aligning: rowGuide, size: size, inBox: box.size))
        return CGPoint(x: x, y: y)
    }

    /// The guide `gridColumnAlignment` sets for the column a one-column cell is in (first set wins).
    private func columnAlignment(_ cell: Cell) -> HorizontalAlignment? {
        guard cell.columns.count == 1 else { return nil }
        for row in cells {
            for other in row where other.columns == cell.columns {
                if let guide = other.options.columnAlignment { return guide }
            }
        }
        return nil
    }
}
