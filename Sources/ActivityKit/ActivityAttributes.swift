//  ActivityAttributes.swift — ActivityKit (Glimpse)
//  Status: Complete
//  Behaviour: Apple ActivityKit "ActivityAttributes" (iOS 16.1): a Live Activity's fixed data,
//  with its changing data as the nested `ContentState`; both travel as JSON (Codable).

/// The data of a Live Activity: the properties that never change, and, as `ContentState`, the
/// ones that do.
///
/// ```swift
/// struct PizzaDeliveryAttributes: ActivityAttributes {
///     struct ContentState: Codable, Hashable { var minutesLeft: Int }
///     var orderNumber: Int
/// }
/// ```
///
/// Source: Apple ActivityKit "ActivityAttributes".
public protocol ActivityAttributes: Decodable, Encodable {
    /// The dynamic content of the Live Activity: what `update(_:)` replaces.
    associatedtype ContentState: Decodable, Encodable, Hashable
}
