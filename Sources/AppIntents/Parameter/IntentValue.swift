//  IntentValue.swift — AppIntents (Glimpse)
//  Status: Complete for String, Int, Double, Bool, Date, URL, AppEnum, AppEntity, optionals and
//  arrays of these
//  Behaviour: Apple AppIntents "_IntentValue": the types a `@Parameter` may hold. Apple's
//  protocol is underscored (public for generic signatures, not for conformance) and so is
//  Glimpse's; how each type is read from and written to a configuration is in
//  IntentValueCoding.swift.

/// A type an intent parameter can hold. Conform through `AppEnum` or `AppEntity`.
///
/// `UnwrappedType` is the value type itself, or for an optional the wrapped type: a parameter's
/// `default:` is always of the unwrapped type.
public protocol _IntentValue: Sendable {
    associatedtype UnwrappedType: _IntentValue = Self
}

extension String: _IntentValue {}
extension Int: _IntentValue {}
extension Double: _IntentValue {}
extension Bool: _IntentValue {}
extension Date: _IntentValue {}
extension URL: _IntentValue {}

extension Optional: _IntentValue where Wrapped: _IntentValue {
    public typealias UnwrappedType = Wrapped
}

extension Array: _IntentValue where Element: _IntentValue {}
