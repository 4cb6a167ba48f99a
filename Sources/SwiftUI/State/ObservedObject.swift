//  ObservedObject.swift — SwiftUI (Glimpse)
//  Status: Complete for widgets (an archive is drawn once: changes are not observed)
//  Behaviour: Apple SwiftUI "ObservedObject", "StateObject", "EnvironmentObject",
//  "environmentObject(_:)". Models that widget views share with their app compile unchanged;
//  the view reads the object's values when its body is evaluated for the archive.

import Combine

/// A property wrapper for an observable object a view is given: `@ObservedObject var model: Model`.
///
/// Source: Apple SwiftUI "ObservedObject".
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject> {
    public var wrappedValue: ObjectType

    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    public init(initialValue: ObjectType) { wrappedValue = initialValue }

    /// `$model.property`: bindings to the object's properties.
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

    /// Makes bindings to the properties of an observed object.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>)
            -> Binding<Subject>
        {
            let object = self.object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }
}

/// A property wrapper for an observable object a view creates: `@StateObject var model = Model()`.
/// The object is made once, when first read.
///
/// Source: Apple SwiftUI "StateObject".
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject> {
    private let box: LazyBox<ObjectType>

    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { box = LazyBox(thunk) }

    public var wrappedValue: ObjectType { box.value }

    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: box.value) }
}

/// A property wrapper for an observable object an ancestor supplied with `environmentObject(_:)`.
///
/// Reading it where no ancestor supplied one stops the widget's extension with an error naming
/// the type, as on Apple platforms; the host reports that widget as failed and goes on.
///
/// Source: Apple SwiftUI "EnvironmentObject".
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject> {
    public init() {}

    public var wrappedValue: ObjectType {
        guard let object = (EnvironmentValues.current ?? EnvironmentValues())[ObjectKey<ObjectType>.self] else {
            fatalError(
                "No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view."
            )
        }
        return object
    }

    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: wrappedValue) }
}

extension View {
    /// Supplies `object` to `@EnvironmentObject` properties of this view and its descendants.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        modifyingEnvironment { $0[ObjectKey<T>.self] = object }
    }
}

/// The environment slot of an object of type `T` (`environmentObject(_:)`, `environment(_:)`).
struct ObjectKey<T>: EnvironmentKey {
    static var defaultValue: T? { nil }
}

/// A value made once, on first use.
final class LazyBox<Value> {
    private var made: Value?
    private let make: () -> Value
    init(_ make: @escaping () -> Value) { self.make = make }
    var value: Value {
        if let made { return made }
        let value = make()
        made = value
        return value
    }
}
