//  PreviewProvider.swift — SwiftUI (Glimpse)
//  Status: Complete as API; discovered at run time only through `#Preview` (Docs/Previews.md
//  "PreviewProvider")
//  Behaviour: Apple SwiftUI "PreviewProvider" and "PreviewContext" (the pre-iOS 17 previews).

/// A type that produces view previews (the form before `#Preview`).
///
/// ```swift
/// struct Widget_Previews: PreviewProvider {
///     static var previews: some View {
///         EntryView(entry: .sample).previewContext(WidgetPreviewContext(family: .systemSmall))
///     }
/// }
/// ```
///
/// Source: Apple SwiftUI "PreviewProvider".
@MainActor @preconcurrency
public protocol PreviewProvider {
    associatedtype Previews: View
    /// The previews, usually a `Group` of differently configured views.
    @ViewBuilder static var previews: Self.Previews { get }
    /// The platform to preview on; nil lets the tool choose.
    static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    public static var platform: PreviewPlatform? { nil }
}

/// A context a preview is drawn in, such as WidgetKit's `WidgetPreviewContext(family:)`.
///
/// Source: Apple SwiftUI "PreviewContext".
public protocol PreviewContext {
    /// The value of `key` in this context.
    subscript<Key: PreviewContextKey>(key: Key.Type) -> Key.Value { get }
}

/// A key for a value a `PreviewContext` holds.
///
/// Source: Apple SwiftUI "PreviewContextKey".
public protocol PreviewContextKey {
    associatedtype Value
    static var defaultValue: Self.Value { get }
}
