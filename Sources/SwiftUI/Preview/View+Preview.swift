//  View+Preview.swift — SwiftUI (Glimpse)
//  Status: Complete: accepted, drawn as the plain view, and recorded for the preview registry
//  Behaviour: Apple SwiftUI "previewDisplayName(_:)", "previewLayout(_:)", "previewDevice(_:)",
//  "previewContext(_:)", "previewInterfaceOrientation(_:)". They change nothing in the widget
//  itself; a preview's settings are read back from the outermost modifiers (PreviewSettings).

extension View {
    /// Names the preview (Xcode's canvas label).
    public func previewDisplayName(_ value: String?) -> some View {
        PreviewSettingsView(content: self) { $0.displayName = value }
    }

    /// The container the preview is drawn in: the device, the view's size, or a fixed size.
    public func previewLayout(_ value: PreviewLayout) -> some View {
        PreviewSettingsView(content: self) { $0.layout = value }
    }

    /// The device to preview on, by name (`"iPhone 15 Pro"`); nil uses the default.
    public func previewDevice(_ value: PreviewDevice?) -> some View {
        PreviewSettingsView(content: self) { $0.device = value }
    }

    /// The context to preview in, e.g. `WidgetPreviewContext(family: .systemSmall)`.
    public func previewContext<C: PreviewContext>(_ context: C) -> some View {
        PreviewSettingsView(content: self) { $0.context = context }
    }

    /// The device's orientation in the preview.
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View {
        PreviewSettingsView(content: self) { $0.orientation = value }
    }
}

/// What the preview modifiers on a view asked for.
package struct PreviewSettings {
    package var displayName: String?
    package var layout: PreviewLayout?
    package var device: PreviewDevice?
    /// A `PreviewContext`, such as WidgetKit's `WidgetPreviewContext`.
    package var context: (any PreviewContext)?
    package var orientation: InterfaceOrientation?

    package init() {}

    /// The settings of the preview modifiers around `view` (outermost wins), and the view inside them.
    package static func read(_ view: any View) -> (settings: PreviewSettings, content: any View) {
        var settings = PreviewSettings()
        var layers: [(inout PreviewSettings) -> Void] = []
        var current = view
        while let carrier = current as? any PreviewSettingsCarrier {
            layers.append(carrier.apply)
            current = carrier.wrappedContent
        }
        for apply in layers.reversed() { apply(&settings) }
        return (settings, current)
    }
}

/// A view a preview modifier wrapped.
protocol PreviewSettingsCarrier {
    var apply: (inout PreviewSettings) -> Void { get }
    var wrappedContent: any View { get }
}

/// Draws `content` unchanged and carries one preview setting.
struct PreviewSettingsView<Content: View>: View, PrimitiveView, PreviewSettingsCarrier {
    let content: Content
    let apply: (inout PreviewSettings) -> Void
    var body: Never { bodyNeverCalled() }
    var wrappedContent: any View { content }
    func makeNodes(_ env: EnvironmentValues) -> [LayoutNode] { SwiftUI.makeNodes(content, env) }
}
