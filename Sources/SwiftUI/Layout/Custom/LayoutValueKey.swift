//  LayoutValueKey.swift — SwiftUI (Glimpse)
//  Status: Complete
//  Behaviour: Apple SwiftUI "LayoutValueKey", "View.layoutValue(key:value:)": a value a view
//  carries for the custom layout that contains it; it passes through modifiers, as traits do.

import Foundation

/// A key for a value a subview gives its custom `Layout` (read with `subview[Key.self]`).
///
/// Source: Apple SwiftUI "LayoutValueKey".
public protocol LayoutValueKey {
    associatedtype Value
    /// The value a subview has when it sets none.
    static var defaultValue: Value { get }
}

extension View {
    /// Gives this view `value` for `key`, for the custom layout that contains it.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        wrapNodes { node, env in LayoutValueNode(env: env, key: ObjectIdentifier(key), value: value, child: node) }
    }
}

/// Carries one layout value; lays out exactly as its child.
final class LayoutValueNode: PassthroughNode {
    private let values: [ObjectIdentifier: Any]

    init(env: EnvironmentValues, key: ObjectIdentifier, value: Any, child: LayoutNode) {
        var values = child.layoutValues
        values[key] = value
        self.values = values
        super.init(env: env, child: child)
    }

    override var layoutValues: [ObjectIdentifier: Any] { values }
}
