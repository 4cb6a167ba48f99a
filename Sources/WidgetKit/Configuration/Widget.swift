//  Widget.swift — WidgetKit (Glimpse)
//  Status: Complete
//  Behaviour: Apple "Widget"; reference widgetkit.md §1.1. `@main` on a single widget runs the
//  extension runtime, as it does on iOS.

/// A widget: its configuration says what it is and how it looks.
///
/// Mark a single widget `@main` to make it the extension's only widget, or list several in a
/// `WidgetBundle`.
///
/// Source: Apple "Widget" (declared in SwiftUI on Apple platforms, here in WidgetKit).
@MainActor @preconcurrency
public protocol Widget {
    associatedtype Body: WidgetConfiguration
    /// The widget's configuration.
    var body: Self.Body { get }
    init()
    /// Runs the widget extension with this widget as its only widget.
    static func main()
}

extension Widget {
    /// Runs the widget extension: speaks the extension protocol on stdin/stdout until stdin
    /// closes, then exits with status 0. Never returns.
    ///
    /// Source: Apple "Widget.main()"; protocol in Docs/ExtensionProtocol.md.
    public static func main() {
        let widget = Self()
        ExtensionRuntime.run(records: widget.makeRecords(), activities: widget.makeActivityRecords())
    }
}

/// A widget that resolves to records itself: the builder's combinations of widgets.
@MainActor
protocol PrimitiveWidget {
    func makeRecords() -> [WidgetRecord]
    /// The controls among them (WidgetBundleBuilder+Control).
    func makeControlRecords() -> [ControlRecord]
    /// The Live Activities among them.
    func makeActivityRecords() -> [ActivityRecord]
}

extension Widget {
    /// The widgets this declares, in gallery order.
    func makeRecords() -> [WidgetRecord] {
        if let primitive = self as? any PrimitiveWidget { return primitive.makeRecords() }
        return body.makeRecords()
    }

    /// The controls this declares beside its widgets, in gallery order.
    func makeControlRecords() -> [ControlRecord] {
        if let primitive = self as? any PrimitiveWidget { return primitive.makeControlRecords() }
        return []
    }

    /// The Live Activities this declares (`ActivityConfiguration` bodies), in bundle order.
    func makeActivityRecords() -> [ActivityRecord] {
        if let primitive = self as? any PrimitiveWidget { return primitive.makeActivityRecords() }
        return body.makeActivityRecords()
    }
}
