//  WidgetConfiguration.swift — WidgetKit (Glimpse)
//  Status: Complete
//  Behaviour: Apple SwiftUI/WidgetKit "WidgetConfiguration": a configuration is either a
//  primitive (StaticConfiguration…) or built from another through `body`, like a View.

/// The description of a widget: its kind, provider, views and gallery information.
///
/// Source: Apple "WidgetConfiguration" (declared in SwiftUI on Apple platforms, here in WidgetKit).
@MainActor @preconcurrency
public protocol WidgetConfiguration {
    associatedtype Body: WidgetConfiguration
    /// The configuration this one is made of.
    var body: Self.Body { get }
}

extension Never: WidgetConfiguration {}

/// A configuration that resolves to widget records itself instead of through `body`.
@MainActor
protocol PrimitiveWidgetConfiguration {
    func makeRecords() -> [WidgetRecord]
}

/// A primitive configuration that may declare Live Activities (`ActivityConfiguration`, and
/// modifiers over any configuration).
@MainActor
protocol ActivityDeclaringConfiguration {
    func activityRecords() -> [ActivityRecord]
}

extension WidgetConfiguration {
    /// The widgets this configuration declares, with every modifier applied.
    func makeRecords() -> [WidgetRecord] {
        if let primitive = self as? any PrimitiveWidgetConfiguration { return primitive.makeRecords() }
        return body.makeRecords()
    }

    /// The Live Activities this configuration declares, with every modifier applied.
    func makeActivityRecords() -> [ActivityRecord] {
        if let declaring = self as? any ActivityDeclaringConfiguration { return declaring.activityRecords() }
        if self is any PrimitiveWidgetConfiguration { return [] }
        return body.makeActivityRecords()
    }

    /// Traps with a message naming the type; primitives have no body.
    func bodyNeverCalled() -> Never {
        fatalError("\(Self.self) is a primitive widget configuration; its body is never evaluated")
    }
}
