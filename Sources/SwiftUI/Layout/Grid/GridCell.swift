//  GridCell.swift — SwiftUI (Glimpse)
//  Status: Complete
//  Behaviour: Apple SwiftUI "gridCellColumns(_:)", "gridColumnAlignment(_:)",
//  "gridCellAnchor(_:)", "gridCellUnsizedAxes(_:)": what a cell tells the grid around it.

import Foundation

/// What a view asks of the grid it is a cell of. The defaults describe an ordinary cell.
struct GridCellOptions: Equatable, Sendable {
    /// Columns the cell spans (`gridCellColumns`), at least 1.
    var columns = 1
    /// The alignment of the cell's whole column (`gridColumnAlignment`).
    var columnAlignment: HorizontalAlignment?
    /// Where the cell sits in its box, overriding the guides (`gridCellAnchor`).
    var anchor: UnitPoint?
    /// Axes along which the cell does not size its row or column (`gridCellUnsizedAxes`).
    var unsizedAxes: Axis.Set = []
}

/// Passes layout through and carries a cell's grid options; options set further out win.
final class GridCellNode: PassthroughNode {
    let options: GridCellOptions

    init(env: EnvironmentValues, child: LayoutNode, update: (inout GridCellOptions) -> Void) {
        var options = child.gridCell
        update(&options)
        self.options = options
        super.init(env: env, child: child)
    }

    override var gridCell: GridCellOptions { options }
}

extension View {
    /// Makes this cell of a `GridRow` span `count` columns (values below 1 count as 1).
    ///
    /// Source: Apple SwiftUI "gridCellColumns(_:)" (iOS 16).
    public func gridCellColumns(_ count: Int) -> some View {
        gridCell { $0.columns = max(count, 1) }
    }

    /// Aligns every cell of this cell's column horizontally by `guide`, instead of the grid's
    /// alignment. Set it on one cell of the column; the first one set (top to bottom) wins.
    ///
    /// Source: Apple SwiftUI "gridColumnAlignment(_:)" (iOS 16).
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        gridCell { $0.columnAlignment = guide }
    }

    /// Places this cell at `anchor` of the box its row and column make (`.topLeading` puts
    /// its top-leading corner at the box's), instead of by the row's and column's guides.
    ///
    /// Source: Apple SwiftUI "gridCellAnchor(_:)" (iOS 16).
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        gridCell { $0.anchor = anchor }
    }

    /// Keeps this cell from sizing its column (`.horizontal`) or row (`.vertical`): it is
    /// offered the size the other cells decide, so a `Divider` or `Color` fills the grid's
    /// width without widening it.
    ///
    /// Source: Apple SwiftUI "gridCellUnsizedAxes(_:)" (iOS 16).
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        gridCell { $0.unsizedAxes = axes }
    }

    private func gridCell(_ update: @escaping (inout GridCellOptions) -> Void) -> some View {
        wrapNodes { node, env in GridCellNode(env: env, child: node, update: update) }
    }
}

extension LayoutNode {
    /// How far this view, at `size`, sits from the start of a cell box of `box` when both are
    /// aligned by `guide` (points along the guide's axis); 0 where the box is unbounded.
    func offset(aligning guide: AlignmentKey, size: CGSize, inBox box: CGSize) -> CGFloat {
        let offset = guide.defaultValue(in: box) - alignmentValue(guide, in: size)
        return offset.isFinite ? offset : 0
    }
}
