//  EntityProperty.swift — AppIntents (Glimpse)
//  Status: Complete for declaring, setting and reading a property; Shortcuts' queries over
//  properties (`EntityPropertyQuery`) are not modelled.
//  Behaviour: Apple AppIntents "EntityProperty" (`@Property(title:) var title: String` inside an
//  `AppEntity`): a property wrapper class that keeps a value and the title Shortcuts shows for
//  it. Reading one that was never set traps with a message naming it, as Apple's does.

import Foundation

/// A property of an app entity that the system can show and query, declared with
/// `@Property(title: "Name") var name: String`.
///
/// Source: Apple AppIntents "EntityProperty".
// @unchecked Sendable: the value is behind `lock`; the title is set once in `init`.
@propertyWrapper
public final class EntityProperty<Value>: @unchecked Sendable {
    /// The title people see; nil when declared without one (the property's name stands in).
    public let title: LocalizedStringResource?

    private let lock = NSLock()
    private var storage: Value?

    /// A property with a title and no value yet; the entity's `init` sets it.
    public init(title: LocalizedStringResource) {
        self.title = title
    }

    /// A property with a title and a starting value.
    public init(wrappedValue: Value, title: LocalizedStringResource) {
        self.title = title
        self.storage = wrappedValue
    }

    /// A property titled after its Swift name (Apple: iOS 18), with no value yet.
    public init() {
        self.title = nil
    }

    /// A property titled after its Swift name, with a starting value.
    public init(wrappedValue: Value) {
        self.title = nil
        self.storage = wrappedValue
    }

    /// The property's value.
    ///
    /// Reading a property that was never set traps, naming it and the fix (as a Swift `let`
    /// read before initialization would fail to compile).
    public var wrappedValue: Value {
        get {
            if let value = lock.withLock({ storage }) { return value }
            fatalError(
                "@Property \(title.map { "'\($0.key)' " } ?? "")of type \(Value.self) was read before it had a value; "
                    + "set it in the entity's init or give it a starting value")
        }
        set { lock.withLock { storage = newValue } }
    }

    /// The property itself (`$name`), as property queries refer to it.
    public var projectedValue: EntityProperty<Value> { self }
}

extension AppEntity {
    /// `@Property` inside an entity: a value the system can show and query.
    public typealias Property = EntityProperty
}
