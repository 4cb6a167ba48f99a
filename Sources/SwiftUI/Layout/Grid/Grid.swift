//  Grid.swift — SwiftUI (Glimpse)
//  Status: Complete (left-to-right only)
//  Behaviour: Apple SwiftUI "Grid", "GridRow" (iOS 16): rows of cells whose columns line up;
//  a view outside a `GridRow` is a row of its own spanning every column. Layout in GridNode.

public import Foundation

/// A container that arranges views in rows and columns that line up, like a table.
///
/// Each `GridRow` is a row; its first view is in the first column, its second in the second,
/// and so on. A column is as wide as its widest cell, a row as tall as its tallest cell. A
/// view placed directly in the grid (not in a `GridRow`) spans all columns.
///
/// Source: Apple SwiftUI "Grid".
public struct Grid<Content: View>: View, PrimitiveView {
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
    let content: Content

    /// - Parameters:
    ///   - alignment: How cells sit in their boxes: the horizontal guide for columns, the
    ///     vertical guide for rows (default `.center`).
    ///   - horizontalSpacing: Points between columns; nil uses the cells' preferred spacing.
    ///   - verticalSpacing: Points between rows; nil uses the cells' preferred spacing.
    public init(
        alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }

    public var body: Never { bodyNeverCalled() }

    func makeNodes(_ env: EnvironmentValues) -> [LayoutNode] {
        var inner = env
        inner.stackAxis = .vertical  // a Divider between rows runs across
        return [
            GridNode(
                env: env, alignment: alignment, horizontalSpacing: horizontalSpacing,
                verticalSpacing: verticalSpacing, rows: GridNode.rows(of: SwiftUI.makeNodes(content, inner)))
        ]
    }
}

/// A row of a `Grid`: its views are the row's cells, one column each unless a cell says
/// `gridCellColumns(_:)`. Outside a grid it lays out like an `HStack`.
///
/// Source: Apple SwiftUI "GridRow".
public struct GridRow<Content: View>: View, PrimitiveView {
    let alignment: VerticalAlignment?
    let content: Content

    /// - Parameter alignment: Vertical guide for this row's cells; nil uses the grid's.
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public var body: Never { bodyNeverCalled() }

    func makeNodes(_ env: EnvironmentValues) -> [LayoutNode] {
        var inner = env
        inner.stackAxis = .horizontal  // a Divider in a row stands upright
        return [GridRowNode(env: env, alignment: alignment, cells: SwiftUI.makeNodes(content, inner))]
    }
}

extension GridNode {
    /// A grid's rows from its content's nodes: a `GridRow`'s cells, or one view spanning all columns.
    static func rows(of nodes: [LayoutNode]) -> [Row] {
        nodes.map { node in
            if let row = node as? GridRowNode { return Row(cells: row.cells, alignment: row.alignment) }
            return Row(spanning: node)
        }
    }
}

/// A grid row's cells; a grid reads them, anything else lays them out as an `HStack`.
final class GridRowNode: PassthroughNode {
    let alignment: VerticalAlignment?
    let cells: [LayoutNode]

    init(env: EnvironmentValues, alignment: VerticalAlignment?, cells: [LayoutNode]) {
        self.alignment = alignment
        self.cells = cells
        let stack = StackNode(
            env: env, axis: .horizontal, alignment: (alignment ?? .center).key, spacing: nil, children: cells)
        super.init(env: env, child: stack)
    }
}
