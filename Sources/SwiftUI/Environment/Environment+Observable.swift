//  Environment+Observable.swift — SwiftUI (Glimpse)
//  Status: Complete for widgets (an archive is drawn once: changes are not observed)
//  Behaviour: Apple SwiftUI (iOS 17) "environment(_:)" for an `@Observable` object,
//  "Environment.init(_:)" reading it by type, and "Bindable". Observation ships with the
//  toolchain; SwiftUI re-exports it (SwiftUIExports.swift), so `@Observable` needs only
//  `import SwiftUI`, as on iOS.

public import Observation

extension Environment where Value: AnyObject & Observable {
    /// Reads the `Value` an ancestor supplied with `environment(_:)`: `@Environment(Model.self) var model`.
    ///
    /// Reading it where no ancestor supplied one stops the widget's extension with an error naming
    /// the type, as on Apple platforms; the host reports that widget as failed and goes on.
    public init(_ objectType: Value.Type) {
        self.init(read: { env in
            guard let object = env[ObjectKey<Value>.self] else {
                fatalError(
                    "No Observable object of type \(Value.self) found. A View.environment(_:) for \(Value.self) may be missing as an ancestor of this view."
                )
            }
            return object
        })
    }
}

extension Environment {
    /// Reads the optional `T` an ancestor supplied: `@Environment(Model.self) var model: Model?`.
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        self.init(read: { $0[ObjectKey<T>.self] })
    }
}

extension View {
    /// Supplies `object` to `@Environment(T.self)` properties of this view and its descendants.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        modifyingEnvironment { $0[ObjectKey<T>.self] = object }
    }
}

/// Bindings to the mutable properties of an `@Observable` object: `@Bindable var model: Model`.
///
/// Source: Apple SwiftUI "Bindable".
@propertyWrapper @dynamicMemberLookup
public struct Bindable<Value> {
    public var wrappedValue: Value

    public init(wrappedValue: Value) where Value: AnyObject & Observable { self.wrappedValue = wrappedValue }
    public init(_ wrappedValue: Value) where Value: AnyObject & Observable { self.wrappedValue = wrappedValue }
    public init(projectedValue: Bindable<Value>) { self = projectedValue }

    public var projectedValue: Bindable<Value> { self }

    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject>
    where Value: AnyObject {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}
