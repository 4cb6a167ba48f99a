//  Transaction.swift — SwiftUI (Glimpse)
//  Status: Complete for widgets (the body runs; nothing animates)
//  Behaviour: Apple SwiftUI "withAnimation(_:_:)", "withAnimation(_:completionCriteria:_:completion:)",
//  "Transaction", "withTransaction(_:_:)". In a widget the change a body makes is archived in
//  its final state, so these run the body at once and return its value.

/// The context of a state change: its animation.
///
/// Source: Apple SwiftUI "Transaction".
public struct Transaction: Sendable {
    /// The animation the change would use; never run in a widget archive.
    public var animation: Animation?
    /// Whether animations in views below are turned off.
    public var disablesAnimations: Bool = false
    /// Whether the change comes from a continuous interaction (a drag).
    public var isContinuous: Bool = false

    public init() {}
    public init(animation: Animation?) { self.animation = animation }
}

/// When an animation counts as complete (iOS 17), for `withAnimation(_:completionCriteria:_:completion:)`.
public struct AnimationCompletionCriteria: Hashable, Sendable {
    private let removed: Bool
    public static let logicallyComplete = AnimationCompletionCriteria(removed: false)
    public static let removed = AnimationCompletionCriteria(removed: true)
}

/// Runs `body` and returns its result. The change is archived in its final state: a widget
/// snapshot has no frames to animate through.
///
/// Source: Apple SwiftUI "withAnimation(_:_:)".
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// Runs `body`, then `completion` at once (an animation that never runs is complete as soon as
/// it starts), and returns `body`'s result.
///
/// Source: Apple SwiftUI "withAnimation(_:completionCriteria:_:completion:)" (iOS 17).
public func withAnimation<Result>(
    _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
    _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
    let result = try body()
    completion()
    return result
}

/// Runs `body` in `transaction` and returns its result.
///
/// Source: Apple SwiftUI "withTransaction(_:_:)".
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

extension View {
    /// Accepted: the view is archived in its final state.
    ///
    /// Source: Apple SwiftUI "animation(_:value:)".
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }

    /// The iOS 13 form without a value (deprecated by Apple in iOS 15); accepted.
    @_disfavoredOverload
    public func animation(_ animation: Animation?) -> some View { self }

    /// Accepted (iOS 17): `body` is applied to the view, unanimated.
    ///
    /// Source: Apple SwiftUI "animation(_:body:)".
    public func animation<V: View>(_ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V)
        -> some View
    {
        body(PlaceholderContentView(content: self))
    }

    /// Accepted: `transform` is not called (no state change happens in an archive).
    ///
    /// Source: Apple SwiftUI "transaction(_:)".
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View { self }
}

/// The view an `animation(_:body:)` closure receives: the modified view itself.
///
/// Source: Apple SwiftUI "PlaceholderContentView".
public struct PlaceholderContentView<Value>: View, PrimitiveView {
    let nodes: (EnvironmentValues) -> [LayoutNode]
    public var body: Never { bodyNeverCalled() }
    func makeNodes(_ env: EnvironmentValues) -> [LayoutNode] { nodes(env) }
}

extension PlaceholderContentView where Value: View {
    init(content: Value) { nodes = { SwiftUI.makeNodes(content, $0) } }
}
