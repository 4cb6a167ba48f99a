//  ControlWidgetConfiguration.swift — WidgetKit (Glimpse)
//  Status: Complete (`pushHandler` is kept and reported, pushes are not simulated)
//  Behaviour: Apple "ControlWidgetConfiguration" (iOS 18) and its modifiers `displayName`,
//  `description`, `promptsForUserConfiguration`, `pushHandler`; reference widgetkit.md §7.
//  Like `WidgetConfiguration`, a configuration is a primitive or built through `body`.

public import AppIntents

/// The description of a control: its kind, value provider, template and gallery texts.
///
/// Source: Apple "ControlWidgetConfiguration" (declared in SwiftUI on Apple platforms).
@MainActor @preconcurrency
public protocol ControlWidgetConfiguration {
    associatedtype Body: ControlWidgetConfiguration
    /// The configuration this one is made of.
    @ControlWidgetConfigurationBuilder var body: Self.Body { get }
}

extension Never: ControlWidgetConfiguration {}

/// A configuration that resolves to control records itself instead of through `body`.
@MainActor
protocol PrimitiveControlWidgetConfiguration {
    func makeControlRecords() -> [ControlRecord]
}

extension ControlWidgetConfiguration {
    /// The controls this configuration declares, with every modifier applied.
    func makeControlRecords() -> [ControlRecord] {
        if let primitive = self as? any PrimitiveControlWidgetConfiguration { return primitive.makeControlRecords() }
        return body.makeControlRecords()
    }

    /// Traps with a message naming the type; primitives have no body.
    func controlBodyNeverCalled() -> Never {
        fatalError("\(Self.self) is a primitive control configuration; its body is never evaluated")
    }
}

// MARK: - Modifiers

extension ControlWidgetConfiguration {
    /// The name the controls gallery shows, and the name in the Action button's default hints
    /// ("Hold to Turn On '<name>'").
    ///
    /// Source: Apple "ControlWidgetConfiguration.displayName(_:)".
    public func displayName(_ displayName: LocalizedStringResource) -> some ControlWidgetConfiguration {
        let name = displayName.key
        return ModifiedControlWidgetConfiguration(content: self) { $0.displayName = name }
    }

    /// What the controls gallery says about the control.
    ///
    /// Source: Apple "ControlWidgetConfiguration.description(_:)".
    public func description(_ description: LocalizedStringResource) -> some ControlWidgetConfiguration {
        let text = description.key
        return ModifiedControlWidgetConfiguration(content: self) { $0.description = text }
    }

    /// Asks people to configure the control as soon as they add it (app-intent controls).
    ///
    /// Source: Apple "ControlWidgetConfiguration.promptsForUserConfiguration()".
    public func promptsForUserConfiguration() -> some ControlWidgetConfiguration {
        ModifiedControlWidgetConfiguration(content: self) { $0.promptsForUserConfiguration = true }
    }

    /// The type told about push tokens of the person's controls. Glimpse records it (`describe`
    /// reports it) and sends no pushes.
    ///
    /// Source: Apple "ControlWidgetConfiguration.pushHandler(_:)".
    public func pushHandler(_ pushHandler: any ControlPushHandler.Type) -> some ControlWidgetConfiguration {
        let name = String(reflecting: pushHandler)
        return ModifiedControlWidgetConfiguration(content: self) { $0.pushHandler = name }
    }
}

/// A configuration with one of the modifiers above applied to each of its records.
@MainActor
struct ModifiedControlWidgetConfiguration<Content: ControlWidgetConfiguration>: ControlWidgetConfiguration,
    PrimitiveControlWidgetConfiguration
{
    let content: Content
    let modify: (inout ControlRecord) -> Void

    var body: Never { controlBodyNeverCalled() }

    func makeControlRecords() -> [ControlRecord] {
        content.makeControlRecords().map { record in
            var record = record
            modify(&record)
            return record
        }
    }
}

/// A configuration with no controls.
///
/// Source: Apple "EmptyControlWidgetConfiguration".
@MainActor @preconcurrency
public struct EmptyControlWidgetConfiguration: ControlWidgetConfiguration, PrimitiveControlWidgetConfiguration {
    public init() {}
    public var body: Never { controlBodyNeverCalled() }
    func makeControlRecords() -> [ControlRecord] { [] }
}
