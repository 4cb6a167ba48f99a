//  Preview+Activity.swift — WidgetKit (Glimpse)
//  Status: Complete
//  Behaviour: Apple WidgetKit "Preview(_:as:using:widget:contentStates:)" and DeveloperToolsSupport
//  "Preview.init(_:as:using:widget:contentStates:)": a Live Activity preview in one presentation,
//  one picture per content state; expanded by GlimpsePreviewMacros like the widget previews.

public import ActivityKit
public import SwiftUI

/// Previews a Live Activity in one presentation, with each content state in turn.
///
/// ```swift
/// #Preview("Notification", as: .content, using: DeliveryAttributes.preview) {
///     DeliveryLiveActivity()
/// } contentStates: {
///     DeliveryAttributes.ContentState(minutesLeft: 12)
///     DeliveryAttributes.ContentState(minutesLeft: 2)
/// }
/// ```
///
/// Must be at file scope.
///
/// Source: Apple WidgetKit "Preview(_:as:using:widget:contentStates:)".
@freestanding(declaration)
public macro Preview<Widget: WidgetKit.Widget, Attributes: ActivityAttributes>(
    _ name: String? = nil, as viewKind: ActivityPreviewViewKind, using attributes: Attributes,
    widget: @escaping () -> Widget,
    @PreviewActivityBuilder<Attributes> contentStates: @escaping @MainActor () async -> [Attributes.ContentState]
) = #externalMacro(module: "GlimpsePreviewMacros", type: "PreviewMacro")

extension Preview {
    /// A preview of the Live Activity `widget` declares, started with `attributes`, in the
    /// presentation `viewKind`, showing each of `contentStates`.
    ///
    /// Source: Apple DeveloperToolsSupport "Preview.init(_:as:using:widget:contentStates:)".
    public init<Attributes: ActivityAttributes>(
        _ name: String? = nil, as viewKind: ActivityPreviewViewKind, using attributes: Attributes,
        widget: @escaping () -> some Widget,
        @PreviewActivityBuilder<Attributes> contentStates: @escaping @MainActor () async -> [Attributes.ContentState]
    ) {
        let preview = ActivityPreview(viewKind: viewKind, attributes: attributes, widget: widget, states: contentStates)
        self.init(name: name, content: .widget(preview))
    }
}
