//  EnvironmentModifier.swift — SwiftUI (Glimpse)
//  Status: Complete
//  Behaviour: Apple SwiftUI "environment(_:_:)", "transformEnvironment(_:transform:)".

/// A view whose content resolves in a changed environment.
struct EnvironmentWritingView<Content: View>: View, PrimitiveView {
    let content: Content
    let transform: (inout EnvironmentValues) -> Void
    var body: Never { bodyNeverCalled() }
    func makeNodes(_ env: EnvironmentValues) -> [LayoutNode] {
        var changed = env
        transform(&changed)
        return SwiftUI.makeNodes(content, changed)
    }
}

extension View {
    /// Sets the environment value at `keyPath` for this view and its descendants.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        EnvironmentWritingView(content: self) { $0[keyPath: keyPath] = value }
    }

    /// Changes the environment value at `keyPath` for this view and its descendants.
    public func transformEnvironment<V>(
        _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
    ) -> some View {
        EnvironmentWritingView(content: self) { transform(&$0[keyPath: keyPath]) }
    }

    /// Engine hook: runs `transform` on the environment of this subtree.
    func modifyingEnvironment(_ transform: @escaping (inout EnvironmentValues) -> Void) -> some View {
        EnvironmentWritingView(content: self, transform: transform)
    }
}
