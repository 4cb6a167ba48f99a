//  ViewBuilder.swift — SwiftUI (Glimpse)
//  Status: Complete
//  Behaviour: Apple SwiftUI "ViewBuilder": blocks of any length (parameter packs), if/else,
//  switch, optionals, availability checks.

/// Builds views from closures: `VStack { Text("a"); if x { Text("b") } }`.
@resultBuilder
public enum ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }

    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<
        (repeat each Content)
    > {
        TupleView(packing: repeat each content)
    }

    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }

    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
        -> _ConditionalContent<TrueContent, FalseContent>
    {
        _ConditionalContent(storage: .trueContent(first))
    }

    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
        -> _ConditionalContent<TrueContent, FalseContent>
    {
        _ConditionalContent(storage: .falseContent(second))
    }

    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

/// A view made of several views, from a `@ViewBuilder` block.
public struct TupleView<T>: View, PrimitiveView {
    public var value: T
    private let resolve: (EnvironmentValues) -> [LayoutNode]
    /// The views, in order (a `PreviewProvider`'s `previews` shows each as a preview).
    let members: [any View]

    /// Apple's initializer. A tuple built this way has no views to lay out unless it came
    /// from a `@ViewBuilder` block, since Swift cannot iterate an arbitrary tuple's members.
    public init(_ value: T) {
        self.value = value
        self.resolve = { _ in [] }
        self.members = []
    }

    init<each V: View>(packing views: repeat each V) where T == (repeat each V) {
        self.value = (repeat each views)
        var members: [any View] = []
        for view in repeat each views { members.append(view) }
        self.members = members
        self.resolve = { env in
            var nodes: [LayoutNode] = []
            for view in repeat each views {
                nodes.append(contentsOf: SwiftUI.makeNodes(view, env))
            }
            return nodes
        }
    }

    public var body: Never { bodyNeverCalled() }
    func makeNodes(_ env: EnvironmentValues) -> [LayoutNode] { resolve(env) }
}

/// The result of `if`/`else` or `switch` in a view builder.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    let storage: Storage
    public var body: Never { bodyNeverCalled() }
    func makeNodes(_ env: EnvironmentValues) -> [LayoutNode] {
        switch storage {
        case .trueContent(let v): return SwiftUI.makeNodes(v, env)
        case .falseContent(let v): return SwiftUI.makeNodes(v, env)
        }
    }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { fatalError("Optional has no body") }
}

extension Optional: PrimitiveView where Wrapped: View {
    func makeNodes(_ env: EnvironmentValues) -> [LayoutNode] {
        switch self {
        case .some(let v): return SwiftUI.makeNodes(v, env)
        case .none: return []
        }
    }
}

/// A view with no content; it takes no space and adds no spacing.
public struct EmptyView: View, PrimitiveView {
    public init() {}
    public var body: Never { bodyNeverCalled() }
    func makeNodes(_ env: EnvironmentValues) -> [LayoutNode] { [] }
}

/// Several views treated as one for modifiers; in a stack, each is a child of the stack.
public struct Group<Content> {
    let content: Content
}

extension Group: View, PrimitiveView where Content: View {
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: Never { bodyNeverCalled() }
    func makeNodes(_ env: EnvironmentValues) -> [LayoutNode] { SwiftUI.makeNodes(content, env) }
}

/// A type-erased view.
public struct AnyView: View, PrimitiveView {
    private let resolve: (EnvironmentValues) -> [LayoutNode]
    public init<V: View>(_ view: V) { resolve = { env in SwiftUI.makeNodes(view, env) } }
    public init<V: View>(erasing view: V) { self.init(view) }
    public var body: Never { bodyNeverCalled() }
    func makeNodes(_ env: EnvironmentValues) -> [LayoutNode] { resolve(env) }
}
