//  WidgetBundle.swift — WidgetKit (Glimpse)
//  Status: Complete
//  Behaviour: Apple "WidgetBundle"; reference widgetkit.md §1.1 (the list's order is the
//  gallery's order). `@main` on a bundle runs the extension runtime.

/// The widgets an extension provides, in the order the gallery shows them.
///
/// Source: Apple "WidgetBundle" (declared in SwiftUI on Apple platforms, here in WidgetKit).
@MainActor @preconcurrency
public protocol WidgetBundle {
    associatedtype Body: Widget
    /// The widgets, listed one per line.
    @WidgetBundleBuilder var body: Self.Body { get }
    init()
    /// Runs the widget extension with this bundle's widgets.
    static func main()
}

extension WidgetBundle {
    /// Runs the widget extension: speaks the extension protocol on stdin/stdout until stdin
    /// closes, then exits with status 0. Never returns.
    ///
    /// Source: Apple "WidgetBundle.main()"; protocol in Docs/ExtensionProtocol.md.
    public static func main() {
        let body = Self().body
        ExtensionRuntime.run(
            records: body.makeRecords(), controls: body.makeControlRecords(), activities: body.makeActivityRecords())
    }
}
