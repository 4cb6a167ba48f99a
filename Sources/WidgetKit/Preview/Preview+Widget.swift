//  Preview+Widget.swift — WidgetKit (Glimpse)
//  Status: Complete for timeline, timelineProvider and app-intent previews (the SiriKit `INIntent`
//  form waits for an `IntentTimelineProvider`)
//  Behaviour: Apple WidgetKit "Preview(_:as:widget:timeline:)", "Preview(_:as:widget:timelineProvider:)",
//  "Preview(_:as:using:widget:timelineProvider:)" and DeveloperToolsSupport's matching
//  `Preview` initialisers; expanded by GlimpsePreviewMacros (Docs/Previews.md).

public import SwiftUI

/// Previews a widget with the given entries, shown in order (their dates are ignored).
///
/// ```swift
/// #Preview(as: .systemSmall) {
///     EmojiWidget()
/// } timeline: {
///     EmojiEntry(date: .now, emoji: "😀")
///     EmojiEntry(date: .now, emoji: "🤩")
/// }
/// ```
///
/// The entries must be of the type the widget's provider makes. Must be at file scope.
///
/// Source: Apple WidgetKit "Preview(_:as:widget:timeline:)".
@freestanding(declaration)
public macro Preview<Widget: WidgetKit.Widget>(
    _ name: String? = nil, as family: WidgetFamily, widget: @escaping () -> Widget,
    @PreviewTimelineBuilder timeline: @escaping @MainActor () async -> [any TimelineEntry]
) = #externalMacro(module: "GlimpsePreviewMacros", type: "PreviewMacro")

/// Previews a widget with a static configuration, with the timeline `timelineProvider` makes.
///
/// Source: Apple WidgetKit "Preview(_:as:widget:timelineProvider:)".
@freestanding(declaration)
public macro Preview<Widget: WidgetKit.Widget, Provider: TimelineProvider>(
    _ name: String? = nil, as family: WidgetFamily, widget: @escaping () -> Widget,
    timelineProvider: @escaping () -> Provider
) = #externalMacro(module: "GlimpsePreviewMacros", type: "PreviewMacro")

/// Previews an app-intent widget configured with `intent`, with the timeline `timelineProvider`
/// makes for it.
///
/// Source: Apple WidgetKit "Preview(_:as:using:widget:timelineProvider:)" (AppIntentTimelineProvider).
@freestanding(declaration)
public macro Preview<Widget: WidgetKit.Widget, Provider: AppIntentTimelineProvider>(
    _ name: String? = nil, as family: WidgetFamily, using intent: Provider.Intent, widget: @escaping () -> Widget,
    timelineProvider: @escaping () -> Provider
) = #externalMacro(module: "GlimpsePreviewMacros", type: "PreviewMacro")

extension Preview {
    /// A preview of `widget` showing the entries `timeline` builds.
    ///
    /// Source: Apple DeveloperToolsSupport "Preview.init(_:as:widget:timeline:)".
    public init(
        _ name: String? = nil, as family: WidgetFamily, widget: @escaping () -> some Widget,
        @PreviewTimelineBuilder timeline: @escaping @MainActor () async -> [any TimelineEntry]
    ) {
        let preview = WidgetPreview(family: family, widget: widget, source: .timeline) { _ in await timeline() }
        self.init(name: name, content: .widget(preview))
    }

    /// A preview of `widget` showing the timeline of `timelineProvider`.
    ///
    /// Source: Apple DeveloperToolsSupport "Preview.init(_:as:widget:timelineProvider:)".
    public init<Provider: TimelineProvider>(
        _ name: String? = nil, as family: WidgetFamily, widget: @escaping () -> some Widget,
        timelineProvider: @escaping () -> Provider
    ) {
        let provider = PreviewClosure(timelineProvider)
        let preview = WidgetPreview(family: family, widget: widget, source: .timelineProvider) { context in
            await WidgetPreview.timeline(of: provider.call(), in: context)
        }
        self.init(name: name, content: .widget(preview))
    }

    /// A preview of an app-intent `widget` configured with `intent`, showing the timeline
    /// `timelineProvider` makes for it.
    ///
    /// Source: Apple DeveloperToolsSupport "Preview.init(_:as:using:widget:timelineProvider:)".
    public init<Provider: AppIntentTimelineProvider>(
        _ name: String? = nil, as family: WidgetFamily, using intent: Provider.Intent,
        widget: @escaping () -> some Widget, timelineProvider: @escaping () -> Provider
    ) {
        let provider = PreviewClosure(timelineProvider)
        let configuration = PreviewClosure { intent }
        let preview = WidgetPreview(family: family, widget: widget, source: .intentTimelineProvider) { context in
            let timeline = await provider.call().timeline(for: configuration.call(), in: context)
            return timeline.entries.map { $0 as any TimelineEntry }
        }
        self.init(name: name, content: .widget(preview))
    }
}
