//  LazyGrid.swift — SwiftUI (Glimpse)
//  Status: Complete (every cell is built: a widget shows all of its content at once)
//  Behaviour: Apple SwiftUI "LazyVGrid", "LazyHGrid" (iOS 14): cells flow into the columns
//  (rows) that `GridItem`s describe, then into new rows (columns). Layout in LazyGridNode.

public import Foundation

/// A grid that fills the columns `GridItem`s describe, row after row, top to bottom.
///
/// Source: Apple SwiftUI "LazyVGrid".
public struct LazyVGrid<Content: View>: View, PrimitiveView {
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    /// - Parameters:
    ///   - columns: One item per column (an `.adaptive` item stands for as many as fit).
    ///   - alignment: Where the columns sit when the grid is wider than they are (default `.center`).
    ///   - spacing: Points between rows; nil uses the default (8).
    ///   - pinnedViews: Accepted; widgets do not scroll.
    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: Never { bodyNeverCalled() }

    func makeNodes(_ env: EnvironmentValues) -> [LayoutNode] {
        [
            LazyGridNode(
                env: env, axis: .horizontal, items: columns, alignment: alignment.key, lineSpacing: spacing,
                children: SwiftUI.makeNodes(content, env))
        ]
    }
}

/// A grid that fills the rows `GridItem`s describe, column after column, leading to trailing.
///
/// Source: Apple SwiftUI "LazyHGrid".
public struct LazyHGrid<Content: View>: View, PrimitiveView {
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    /// - Parameters:
    ///   - rows: One item per row (an `.adaptive` item stands for as many as fit).
    ///   - alignment: Where the rows sit when the grid is taller than they are (default `.center`).
    ///   - spacing: Points between columns; nil uses the default (8).
    ///   - pinnedViews: Accepted; widgets do not scroll.
    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: Never { bodyNeverCalled() }

    func makeNodes(_ env: EnvironmentValues) -> [LayoutNode] {
        [
            LazyGridNode(
                env: env, axis: .vertical, items: rows, alignment: alignment.key, lineSpacing: spacing,
                children: SwiftUI.makeNodes(content, env))
        ]
    }
}
