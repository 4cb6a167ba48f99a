//  View.swift — SwiftUI (Glimpse)
//  Status: Complete
//  Behaviour: Apple SwiftUI "View". A view's `body` is evaluated with the environment of its
//  place in the tree; primitives (Body == Never) resolve straight to layout nodes.

/// A piece of user interface. Conform, and describe the content in `body`.
///
/// Source: Apple SwiftUI "View". Unlike iOS 18's SDK the protocol is not main-actor isolated,
/// so layouts can be computed (and tested) from any thread; widget code is unaffected.
public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Self.Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
}

/// A view that resolves itself to layout nodes instead of having a body.
protocol PrimitiveView {
    func makeNodes(_ env: EnvironmentValues) -> [LayoutNode]
}

extension PrimitiveView {
    func bodyNeverCalled() -> Never { fatalError("\(Self.self) is a primitive view; its body is never evaluated") }
}

/// Resolves any view to the layout nodes it stands for, in order.
///
/// Composite views evaluate `body` with `env` as the current environment, so `@Environment`
/// properties read the values of their place in the tree.
func makeNodes<V: View>(_ view: V, _ env: EnvironmentValues) -> [LayoutNode] {
    if let primitive = view as? any PrimitiveView {
        return primitive.makeNodes(env)
    }
    let body = EnvironmentValues.$current.withValue(env) { view.body }
    return makeNodes(body, env)
}
