//  NodeModifier.swift — SwiftUI (Glimpse)
//  Status: Complete
//  Behaviour: the one mechanism behind built-in modifiers: wrap each node the content
//  resolves to (a modifier on a Group applies to each of its views, as in SwiftUI).

/// A view that wraps each of its content's nodes with a modifier's node.
struct ModifiedNodeView<Content: View>: View, PrimitiveView {
    let content: Content
    let wrap: (LayoutNode, EnvironmentValues) -> LayoutNode
    var body: Never { bodyNeverCalled() }
    func makeNodes(_ env: EnvironmentValues) -> [LayoutNode] {
        SwiftUI.makeNodes(content, env).map { node in
            let wrapped = wrap(node, env)
            if wrapped !== node { wrapped.carryTraits(of: node) }
            return wrapped
        }
    }
}

/// A view that wraps all of its content's nodes as one (an implicit stack when several).
struct ModifiedSingleNodeView<Content: View>: View, PrimitiveView {
    let content: Content
    let wrap: (LayoutNode, EnvironmentValues) -> LayoutNode
    var body: Never { bodyNeverCalled() }
    func makeNodes(_ env: EnvironmentValues) -> [LayoutNode] {
        let nodes = SwiftUI.makeNodes(content, env)
        guard !nodes.isEmpty else { return [] }
        return [wrap(singleNode(nodes, env: env), env)]
    }
}

extension View {
    /// Engine hook: wraps each node of this view.
    func wrapNodes(_ wrap: @escaping (LayoutNode, EnvironmentValues) -> LayoutNode) -> some View {
        ModifiedNodeView(content: self, wrap: wrap)
    }
}

/// Apple's `ModifiedContent`: a view with a `ViewModifier` applied.
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View, PrimitiveView where Content: View, Modifier: ViewModifier {
    public var body: Never { bodyNeverCalled() }
    func makeNodes(_ env: EnvironmentValues) -> [LayoutNode] {
        let placeholder = _ViewModifier_Content<Modifier>(resolve: { SwiftUI.makeNodes(content, $0) })
        let body = EnvironmentValues.$current.withValue(env) { modifier.body(content: placeholder) }
        return SwiftUI.makeNodes(body, env)
    }
}

/// A modifier you write: `body(content:)` returns the modified view.
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder func body(content: Self.Content) -> Self.Body
}

/// The content a `ViewModifier` is applied to.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
    let resolve: (EnvironmentValues) -> [LayoutNode]
    public var body: Never { bodyNeverCalled() }
    func makeNodes(_ env: EnvironmentValues) -> [LayoutNode] { resolve(env) }
}

extension ViewModifier {
    /// Chains two modifiers.
    public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    public func body(content: _ViewModifier_Content<Self>) -> some View {
        content.modifier(self.content).modifier(self.modifier)
    }
}

extension View {
    /// Applies `modifier` to this view.
    public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
