//  Preview+Macro.swift — SwiftUI (Glimpse)
//  Status: Complete
//  Behaviour: Apple SwiftUI "Preview(_:body:)" and "Preview(_:traits:_:body:)" (iOS 17). Expanded
//  by the GlimpsePreviewMacros plugin into a registered record (Docs/Previews.md); the arguments
//  are type-checked against these signatures first, so a body's errors are at the user's line.

/// Creates a preview of a SwiftUI view.
///
/// ```swift
/// #Preview("Dark") {
///     ContentView().environment(\.colorScheme, .dark)
/// }
/// ```
///
/// - Parameters:
///   - name: Shown in the list of previews; without one, the preview is labelled by its line.
///   - body: The view to show, built with `@ViewBuilder`.
///
/// Must be at file scope. The preview is registered in the executable, so
/// `glimpse preview BUNDLE --previews` lists and draws it.
///
/// Source: Apple SwiftUI "Preview(_:body:)".
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "GlimpsePreviewMacros", type: "PreviewMacro")

/// Creates a preview of a SwiftUI view with traits (layout, orientation).
///
/// ```swift
/// #Preview("Badge", traits: .sizeThatFitsLayout) { Badge(count: 3) }
/// ```
///
/// Source: Apple SwiftUI "Preview(_:traits:_:body:)".
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>,
    _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "GlimpsePreviewMacros", type: "PreviewMacro")
