//  Published.swift — Combine (Glimpse)
//  Status: Complete
//  Behaviour: Apple Combine "Published": a property of a class that, when set, first makes the
//  enclosing `ObservableObject` send `objectWillChange`, then stores the value and sends it to
//  `$property` sinks.

/// A type that publishes a property marked with an attribute: `@Published var count = 0`.
///
/// Source: Apple Combine "Published".
@propertyWrapper
public struct Published<Value> {
    private var value: Value
    private let subscribers = Subscribers<Value>()

    public init(wrappedValue: Value) { value = wrappedValue }
    public init(initialValue: Value) { value = initialValue }

    /// `@Published` is only available on properties of classes (as on Apple platforms).
    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError() }
        set { fatalError() }
    }

    /// The property's publisher: sends the new value each time it is set.
    public var projectedValue: Publisher {
        get { Publisher(current: value, subscribers: subscribers) }
        set {}
    }

    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].value }
        set {
            ((object as? any ObservableObject)?.objectWillChange as? ObservableObjectPublisher)?.send()
            object[keyPath: storageKeyPath].value = newValue
            object[keyPath: storageKeyPath].subscribers.send(newValue)
        }
    }

    /// The publisher of a `@Published` property: a sink gets the current value at once, then
    /// every new one.
    ///
    /// Source: Apple Combine "Published.Publisher".
    public struct Publisher: Combine.Publisher {
        public typealias Output = Value
        public typealias Failure = Never
        let current: Value
        let subscribers: Subscribers<Value>

        public func sink(receiveValue: @escaping (Value) -> Void) -> AnyCancellable {
            receiveValue(current)
            return subscribers.add(receiveValue)
        }
    }
}
