//  AppStorage.swift — SwiftUI (Glimpse)
//  Status: Complete
//  Behaviour: Apple SwiftUI "AppStorage": a value read from and written to `UserDefaults`
//  (the standard store, or a suite such as an app group's), with the initial value as default.
//  On Linux, Foundation keeps each suite in a property list under the user's preferences.

public import Foundation

/// A property backed by `UserDefaults`: `@AppStorage("count", store: UserDefaults(suiteName: "group.x")) var count = 0`.
///
/// Reads return the stored value for `key`, or the initial value when none is stored (or the
/// stored one has another type); writes store the new value.
///
/// Source: Apple SwiftUI "AppStorage".
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    private let read: () -> Value
    private let write: (Value) -> Void

    public var wrappedValue: Value {
        get { read() }
        nonmutating set { write(newValue) }
    }

    /// A binding to the stored value.
    public var projectedValue: Binding<Value> { Binding(get: read, set: write) }

    private init(
        key: String, store: UserDefaults?, default value: Value, decode: @escaping (Any) -> Value?,
        encode: @escaping (Value) -> Any?
    ) {
        // Without a store, the view's `defaultAppStorage` is read when the value is: property
        // wrappers are made before the environment is known.
        let defaults = { store ?? EnvironmentValues.current?.defaultAppStorage ?? .standard }
        read = { defaults().object(forKey: key).flatMap(decode) ?? value }
        write = { newValue in
            let store = defaults()
            if let object = encode(newValue) {
                store.set(object, forKey: key)
            } else {
                store.removeObject(forKey: key)
            }
            // Written through, as iOS's defaults daemon does: another process (the host's next
            // start of the bundle, the app) reads it.
            store.synchronize()
        }
    }

    private init(plain value: Value, _ key: String, store: UserDefaults?) {
        self.init(key: key, store: store, default: value, decode: { $0 as? Value }, encode: { $0 })
    }
}

extension AppStorage {
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
        self.init(plain: wrappedValue, key, store: store)
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
        self.init(
            key: key, store: store, default: wrappedValue, decode: { ($0 as? NSNumber)?.intValue }, encode: { $0 })
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
        self.init(
            key: key, store: store, default: wrappedValue, decode: { ($0 as? NSNumber)?.doubleValue }, encode: { $0 })
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
        self.init(plain: wrappedValue, key, store: store)
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
        self.init(
            key: key, store: store, default: wrappedValue, decode: { ($0 as? String).flatMap(URL.init(string:)) },
            encode: { $0.absoluteString })
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
        self.init(plain: wrappedValue, key, store: store)
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Date {
        self.init(plain: wrappedValue, key, store: store)
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value: RawRepresentable, Value.RawValue == Int {
        self.init(
            key: key, store: store, default: wrappedValue,
            decode: { ($0 as? NSNumber).flatMap { Value(rawValue: $0.intValue) } }, encode: { $0.rawValue })
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value: RawRepresentable, Value.RawValue == String {
        self.init(
            key: key, store: store, default: wrappedValue, decode: { ($0 as? String).flatMap(Value.init(rawValue:)) },
            encode: { $0.rawValue })
    }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
        self.init(key: key, store: store, default: nil, decode: { $0 as? Bool }, encode: { $0 })
    }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
        self.init(key: key, store: store, default: nil, decode: { ($0 as? NSNumber)?.intValue }, encode: { $0 })
    }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
        self.init(key: key, store: store, default: nil, decode: { ($0 as? NSNumber)?.doubleValue }, encode: { $0 })
    }
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
        self.init(key: key, store: store, default: nil, decode: { $0 as? String }, encode: { $0 })
    }
    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
        self.init(
            key: key, store: store, default: nil, decode: { ($0 as? String).flatMap(URL.init(string:)) },
            encode: { $0?.absoluteString })
    }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
        self.init(key: key, store: store, default: nil, decode: { $0 as? Data }, encode: { $0 })
    }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Date? {
        self.init(key: key, store: store, default: nil, decode: { $0 as? Date }, encode: { $0 })
    }
    public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil)
    where Value == R?, R.RawValue == String {
        self.init(
            key: key, store: store, default: nil, decode: { ($0 as? String).flatMap(R.init(rawValue:)) },
            encode: { $0?.rawValue })
    }
    public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil) where Value == R?, R.RawValue == Int {
        self.init(
            key: key, store: store, default: nil, decode: { ($0 as? NSNumber).flatMap { R(rawValue: $0.intValue) } },
            encode: { $0?.rawValue })
    }
}

extension View {
    /// The store `@AppStorage` properties in this view use when they name none (default
    /// `UserDefaults.standard`).
    public func defaultAppStorage(_ store: UserDefaults) -> some View {
        modifyingEnvironment { $0.defaultAppStorage = store }
    }
}
