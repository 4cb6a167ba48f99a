//  Stacks.swift — SwiftUI (Glimpse)
//  Status: Complete
//  Behaviour: Apple SwiftUI "HStack", "VStack", "ZStack"; reference swiftui-layout.md §2, ZStack.

public import Foundation

/// Arranges its children in a horizontal line.
public struct HStack<Content: View>: View, PrimitiveView {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    /// - Parameters:
    ///   - alignment: Vertical guide the children share (default `.center`).
    ///   - spacing: Points between children; nil uses each pair's preferred spacing (8 between plain views).
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: Never { bodyNeverCalled() }

    func makeNodes(_ env: EnvironmentValues) -> [LayoutNode] {
        var inner = env
        inner.stackAxis = .horizontal
        return [
            StackNode(
                env: env, axis: .horizontal, alignment: alignment.key, spacing: spacing,
                children: SwiftUI.makeNodes(content, inner))
        ]
    }
}

/// Arranges its children in a vertical line.
public struct VStack<Content: View>: View, PrimitiveView {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    /// - Parameters:
    ///   - alignment: Horizontal guide the children share (default `.center`).
    ///   - spacing: Points between children; nil uses each pair's preferred spacing.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content)
    {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: Never { bodyNeverCalled() }

    func makeNodes(_ env: EnvironmentValues) -> [LayoutNode] {
        var inner = env
        inner.stackAxis = .vertical
        return [
            StackNode(
                env: env, axis: .vertical, alignment: alignment.key, spacing: spacing,
                children: SwiftUI.makeNodes(content, inner))
        ]
    }
}

/// Overlays its children, aligned in both axes.
public struct ZStack<Content: View>: View, PrimitiveView {
    let alignment: Alignment
    let content: Content

    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public var body: Never { bodyNeverCalled() }

    func makeNodes(_ env: EnvironmentValues) -> [LayoutNode] {
        var inner = env
        inner.stackAxis = nil
        return [ZStackNode(env: env, alignment: alignment, children: SwiftUI.makeNodes(content, inner))]
    }
}
