//  DynamicProperty.swift — SwiftUI (Glimpse)
//  Status: Complete for widgets (a widget's view is evaluated once per entry, so `update()` is
//  never needed between evaluations)
//  Behaviour: Apple SwiftUI "DynamicProperty": the protocol of State, Environment, AppStorage
//  and the like; custom property wrappers that compose them adopt it.

/// A stored property of a view whose value SwiftUI keeps up to date.
///
/// Source: Apple SwiftUI "DynamicProperty".
public protocol DynamicProperty {
    /// Called before the view's body is evaluated; the default does nothing.
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

extension State: DynamicProperty {}
extension Binding: DynamicProperty {}
extension Environment: DynamicProperty {}
