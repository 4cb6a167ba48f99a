//  View+Lifecycle.swift — SwiftUI (Glimpse)
//  Status: Complete for widgets
//  Behaviour: Apple SwiftUI "onAppear(perform:)", "onDisappear(perform:)", "onChange(of:…)",
//  "task(priority:_:)", "task(id:priority:_:)", "id(_:)", "matchedGeometryEffect". A widget's
//  view is archived once per entry and then only drawn: it never appears on a live screen,
//  never sees a value change and has no lifetime for a task. Glimpse therefore never calls
//  these actions (pinned in View+LifecycleTests); a widget loads its data in the timeline
//  provider, as Apple asks.

extension View {
    /// Accepted; `action` is never called (the archived view never appears live).
    public func onAppear(perform action: (() -> Void)? = nil) -> some View { self }

    /// Accepted; `action` is never called.
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View { self }

    /// The iOS 14 form (one argument, the new value); `action` is never called: an archived
    /// view's values do not change.
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
        self
    }

    /// The iOS 17 form with the old and new values; `action` is never called, not even with
    /// `initial: true` (there is no first appearance).
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
    ) -> some View { self }

    /// The iOS 17 form without arguments; `action` is never called.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void)
        -> some View
    { self }

    /// Accepted; the task is never started (an archived view has no lifetime to run it in).
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping () async -> Void) -> some View {
        self
    }

    /// Accepted; the task is never started.
    public func task<T: Equatable>(
        id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping () async -> Void
    ) -> some View { self }

    /// Accepted: identity matters only for transitions between states, which an archive lacks.
    public func id<ID: Hashable>(_ id: ID) -> some View { self }

    /// Isolates the view's geometry for animations (Apple SwiftUI "geometryGroup()", iOS 17).
    /// A widget's archive does not animate, so it draws as without it.
    public func geometryGroup() -> some View { self }

    /// Accepted: the view is drawn where its own layout puts it.
    public func matchedGeometryEffect<ID: Hashable>(
        id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
        anchor: UnitPoint = .center, isSource: Bool = true
    ) -> some View { self }
}

/// A namespace for `matchedGeometryEffect` identifiers.
///
/// Source: Apple SwiftUI "Namespace".
@propertyWrapper
public struct Namespace: Sendable {
    /// A namespace's identity.
    public struct ID: Hashable, Sendable {
        let value: Int
    }
    public init() {}
    public var wrappedValue: Namespace.ID { ID(value: 0) }
}

/// The geometry `matchedGeometryEffect` shares.
///
/// Source: Apple SwiftUI "MatchedGeometryProperties".
public struct MatchedGeometryProperties: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let position = MatchedGeometryProperties(rawValue: 1)
    public static let size = MatchedGeometryProperties(rawValue: 2)
    public static let frame: MatchedGeometryProperties = [.position, .size]
}
