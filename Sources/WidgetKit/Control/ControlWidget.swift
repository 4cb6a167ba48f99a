//  ControlWidget.swift — WidgetKit (Glimpse)
//  Status: Complete
//  Behaviour: Apple "ControlWidget" (iOS 18; declared in SwiftUI on Apple platforms, here in
//  WidgetKit like `Widget`); reference widgetkit.md §7. A control sits in a `WidgetBundle` beside
//  widgets (WidgetBundleBuilder+Control), or is `@main` alone, which runs the extension runtime.

/// A control for Control Center, the Lock Screen and the Action button: a kind, an optional value
/// provider and a template (a toggle or a button).
///
/// Mark a single control `@main` to make it the extension's only member, or list it in a
/// `WidgetBundle` beside widgets.
///
/// Source: Apple "ControlWidget".
@MainActor @preconcurrency
public protocol ControlWidget {
    associatedtype Body: ControlWidgetConfiguration
    /// The control's configuration.
    @ControlWidgetConfigurationBuilder var body: Self.Body { get }
    init()
    /// Runs the extension with this control as its only member.
    static func main()
}

extension ControlWidget {
    /// Runs the extension: speaks the extension protocol on stdin/stdout until stdin closes,
    /// then exits with status 0. Never returns.
    ///
    /// Source: Apple "ControlWidget.main()"; protocol in Docs/ExtensionProtocol.md.
    public static func main() {
        ExtensionRuntime.run(records: [], controls: Self().body.makeControlRecords())
    }
}

/// Builds a control's configuration from its `body`.
///
/// Source: Apple "ControlWidgetConfigurationBuilder".
@resultBuilder
@MainActor @preconcurrency
public enum ControlWidgetConfigurationBuilder {
    /// Passes one configuration through.
    public static func buildExpression<Content: ControlWidgetConfiguration>(_ content: Content) -> Content {
        content
    }

    /// A body of one configuration.
    public static func buildBlock<Content: ControlWidgetConfiguration>(_ content: Content) -> Content { content }

    /// An `if #available` branch.
    public static func buildLimitedAvailability<Content: ControlWidgetConfiguration>(_ content: Content)
        -> some ControlWidgetConfiguration
    {
        content
    }
}
