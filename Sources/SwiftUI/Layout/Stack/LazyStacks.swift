//  LazyStacks.swift — SwiftUI (Glimpse)
//  Status: Complete for widgets (nothing scrolls, so nothing is made lazily)
//  Behaviour: Apple SwiftUI "LazyVStack" and "LazyHStack": a stack that makes its children as
//  they scroll into view. A widget has no scroll view, so every child is made and laid out as
//  in `VStack`/`HStack`; as on iOS, a lazy stack takes the whole length offered on its cross
//  axis (it cannot measure children it has not made), its children aligned inside.

public import Foundation

/// A vertical stack that fills the width offered.
public struct LazyVStack<Content: View>: View {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    /// - Parameters:
    ///   - alignment: Horizontal guide the children share.
    ///   - spacing: Points between children; nil uses each pair's preferred spacing.
    ///   - pinnedViews: Section headers or footers pinned while scrolling; nothing scrolls in a widget.
    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: some View {
        VStack(alignment: alignment, spacing: spacing) { content }
            .frame(maxWidth: .infinity, alignment: Alignment(horizontal: alignment, vertical: .center))
    }
}

/// A horizontal stack that fills the height offered.
public struct LazyHStack<Content: View>: View {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    /// - Parameters:
    ///   - alignment: Vertical guide the children share.
    ///   - spacing: Points between children; nil uses each pair's preferred spacing.
    ///   - pinnedViews: Section headers or footers pinned while scrolling; nothing scrolls in a widget.
    public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: some View {
        HStack(alignment: alignment, spacing: spacing) { content }
            .frame(maxHeight: .infinity, alignment: Alignment(horizontal: .center, vertical: alignment))
    }
}
