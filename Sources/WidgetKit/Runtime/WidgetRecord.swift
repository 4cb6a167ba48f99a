//  WidgetRecord.swift — WidgetKit (Glimpse)
//  Status: Complete
//  Behaviour: one widget of a bundle as the runtime sees it: what `describe` reports and how to
//  get and draw its entries. Built from a configuration with its modifiers applied.

import AppIntents
package import GlimpseArchive

/// A widget kind with everything the runtime needs to answer for it.
@MainActor
package struct WidgetRecord {
    /// The configuration's `kind`.
    package var kind: String
    /// `configurationDisplayName`; empty when not set.
    package var displayName = ""
    /// `description`; empty when not set.
    package var description = ""
    /// `supportedFamilies`, in declaration order; the home-screen families when not set.
    package var supportedFamilies: [WidgetFamily] = [.systemSmall, .systemMedium, .systemLarge, .systemExtraLarge]
    package var contentMarginsDisabled = false
    package var containerBackgroundRemovable = true
    /// `onBackgroundURLSessionEvents` handlers, in the order they were added.
    var backgroundEventsHandlers: [BackgroundEventsHandler] = []
    /// The configuring intent's type, module-qualified (`String(reflecting:)`, as donations name
    /// it); nil for a static widget.
    package var intentType: String?
    /// The configuring app intent's type, for `parameters`; nil for a static widget and for a
    /// SiriKit `IntentConfiguration`.
    var appIntentType: (any AppIntent.Type)?
    /// `associatedKind(_:)`: the timeline widget this relevance widget replaces (watchOS 26).
    package var associatedKind: String?
    /// The provider and the entry view, type-erased.
    let provider: ErasedProvider

    init(kind: String, provider: ErasedProvider) {
        self.kind = kind
        self.provider = provider
    }

    /// The record as `describe` reports it.
    package var widgetDescription: WidgetDescription {
        WidgetDescription(
            kind: kind, displayName: displayName, description: description,
            supportedFamilies: supportedFamilies.map(\.rawValue), contentMarginsDisabled: contentMarginsDisabled,
            containerBackgroundRemovable: containerBackgroundRemovable, intentType: intentType,
            relevanceWidget: provider.relevance == nil ? nil : true, associatedKind: associatedKind)
    }

    /// The margins the host puts around the content of `family`, in points: 16 on each edge of a
    /// home-screen widget unless `contentMarginsDisabled()`, 0 for accessories.
    ///
    /// Source: HIG "standard margin 16 pt" (reference widgetkit.md §5.2 Margins); accessory
    /// margins are not published and are 0 here.
    /// With `ignoringDisabled`, the margins the place defines even when the widget disabled
    /// them (what `widgetContentMargins` reports).
    func contentMargins(for family: WidgetFamily, ignoringDisabled: Bool = false) -> EdgeInsets {
        guard ignoringDisabled || !contentMarginsDisabled else { return EdgeInsets() }
        return EntryLayout.defaultContentMargins(for: family)
    }
}
