//  Preview.swift — SwiftUI (Glimpse)
//  Status: Complete for views; WidgetKit adds the widget initialisers
//  Behaviour: Apple DeveloperToolsSupport "Preview" (which SwiftUI re-exports): "A base type that
//  preview macros use to create previews … You don't use this type directly." Every `#Preview`
//  expands into a call of one of its initialisers; Docs/Previews.md.

/// A preview, as a `#Preview` macro declares it: a name, traits, and what to show.
///
/// You don't use this type directly: write `#Preview { … }` (or WidgetKit's
/// `#Preview(as:) { … } timeline: { … }`); its expansion calls an initialiser of this type and
/// registers the result, so `glimpse preview --previews` can list and draw it.
///
/// Source: Apple DeveloperToolsSupport "Preview".
public struct Preview {
    /// Traits that apply to previews of views (`PreviewTrait<Preview.ViewTraits>`).
    ///
    /// Source: Apple DeveloperToolsSupport "Preview.ViewTraits".
    public enum ViewTraits {}

    /// What a preview shows.
    package enum Content {
        /// A view (`#Preview { … }`).
        case view(@MainActor () -> any View)
        /// A widget with entries (WidgetKit's `#Preview(as:…)`), as WidgetKit's `WidgetPreview`.
        case widget(Any)
    }

    /// The name given to the macro, if any (Xcode then labels the preview with its line).
    package var name: String?
    /// The view traits, in the order given (empty for widget previews).
    package var traits: [PreviewTrait<ViewTraits>]
    package var content: Content

    /// A preview of anything, for the initialisers WidgetKit adds.
    package init(name: String?, traits: [PreviewTrait<ViewTraits>] = [], content: Content) {
        self.name = name
        self.traits = traits
        self.content = content
    }

    /// A preview of a SwiftUI view.
    ///
    /// - Parameters:
    ///   - name: Shown in the list of previews; nil labels the preview by its line.
    ///   - traits: Layout and orientation, e.g. `.sizeThatFitsLayout`, `.landscapeLeft`.
    ///   - body: Makes the view; called on the main actor each time the preview is drawn.
    ///
    /// Source: Apple DeveloperToolsSupport "Preview.init(_:traits:body:)". Apple's is
    /// `@MainActor`; this one is not, so the section record that calls it needs no actor.
    public init(
        _ name: String? = nil, traits: PreviewTrait<ViewTraits>...,
        @ViewBuilder body: @escaping @MainActor () -> any View
    ) {
        self.init(name: name, traits: traits, content: .view(body))
    }

    /// A preview with at least one trait (`#Preview(_:traits:_:body:)`).
    public init(
        _ name: String? = nil, traits: PreviewTrait<ViewTraits>, _ additionalTraits: PreviewTrait<ViewTraits>...,
        @ViewBuilder body: @escaping @MainActor () -> any View
    ) {
        self.init(name: name, traits: [traits] + additionalTraits, content: .view(body))
    }
}
