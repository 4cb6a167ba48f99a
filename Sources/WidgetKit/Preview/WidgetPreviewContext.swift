//  WidgetPreviewContext.swift — WidgetKit (Glimpse)
//  Status: Complete
//  Behaviour: Apple WidgetKit "WidgetPreviewContext" — with `.previewContext(_:)` on a
//  `PreviewProvider`'s view, draws it as a widget of `family`.

public import SwiftUI

/// The context of a widget preview: which family to draw the view as.
///
/// Source: Apple WidgetKit "WidgetPreviewContext".
public struct WidgetPreviewContext: PreviewContext, Sendable {
    /// The family the preview is drawn as.
    package let family: WidgetFamily

    /// - Parameter family: The widget family whose size and environment the preview uses.
    public init(family: WidgetFamily) { self.family = family }

    public subscript<Key: PreviewContextKey>(key: Key.Type) -> Key.Value { Key.defaultValue }
}
