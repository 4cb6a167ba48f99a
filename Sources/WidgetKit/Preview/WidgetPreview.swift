//  WidgetPreview.swift — WidgetKit (Glimpse)
//  Status: Complete
//  Behaviour: Docs/Previews.md "Registration" — what a widget `#Preview` keeps: the family, how
//  to make the widget, and how to get its entries (the builder's list, or a provider's timeline
//  asked with `isPreview` set).

import Foundation
import SwiftUI

/// A widget preview's content, inside `Preview.Content.widget`.
package struct WidgetPreview {
    /// Where the entries come from.
    package enum Source: String, Sendable {
        /// `timeline: { … }`: the entries as written.
        case timeline
        /// `timelineProvider:`: a `TimelineProvider`'s timeline.
        case timelineProvider
        /// `using:timelineProvider:`: an `AppIntentTimelineProvider`'s timeline for the given intent.
        case intentTimelineProvider
    }

    package let family: WidgetFamily
    /// The widget type's name (`EmojiWidget`).
    package let widgetType: String
    package let source: Source
    /// The records of the widget (one for a plain widget).
    let makeRecords: @MainActor () -> [WidgetRecord]
    /// The entries, given a context for the family.
    let entries: @MainActor (TimelineProviderContext) async -> [any TimelineEntry]

    init<W: Widget>(
        family: WidgetFamily, widget: @escaping () -> W, source: Source,
        entries: @escaping @MainActor (TimelineProviderContext) async -> [any TimelineEntry]
    ) {
        self.family = family
        widgetType = "\(W.self)"
        self.source = source
        let widget = PreviewClosure(widget)
        makeRecords = { widget.call().makeRecords() }
        self.entries = entries
    }

    /// The entries of `provider`'s timeline for `context`.
    @MainActor
    static func timeline<Provider: TimelineProvider>(
        of provider: Provider, in context: TimelineProviderContext
    ) async -> [any TimelineEntry] {
        let erased = ErasedProvider(provider) { _ in EmptyView() }
        let answer = await withCheckedContinuation { continuation in
            erased.timeline(context, nil) { continuation.resume(returning: $0) }
        }
        guard case .value(let timeline) = answer.outcome else { return [] }
        return erased.unpackTimeline(timeline).entries.compactMap { $0 as? any TimelineEntry }
    }
}

/// A closure a `#Preview` was given, to be called on the main actor.
// @unchecked Sendable: made by a section record on the main actor (the registry calls every record
// there) and called only by the registry, on the main actor.
struct PreviewClosure<Value>: @unchecked Sendable {
    let call: () -> Value
    init(_ call: @escaping () -> Value) { self.call = call }
}
