//  ProviderPreview.swift — WidgetKit (Glimpse)
//  Status: Complete for non-generic `PreviewProvider` types of the executable
//  Behaviour: Docs/Previews.md "PreviewProvider" — the types are found in the Swift runtime's
//  conformance records (CPreviewRecords' `glimpse_conforming_types`), each confirmed by a dynamic
//  cast to `PreviewProvider`; their `previews` split into one preview per top-level view, as
//  Xcode's canvas shows them (PreviewSettings.items), with `previewContext` and
//  `previewDisplayName` read from each.

import CPreviewRecords
import SwiftUI

/// One preview of a `PreviewProvider`: one top-level view of its `previews`.
struct ProviderPreview {
    /// The provider's type name without its module (`TemplateWidget_Previews`).
    let typeName: String
    /// The module-qualified name (`WidgetTemplate.TemplateWidget_Previews`).
    let qualifiedTypeName: String
    /// Position among the provider's previews, from 0.
    let position: Int
    /// How many previews the provider has.
    let count: Int
    let settings: PreviewSettings
    let content: any View

    /// The family of a `.previewContext(WidgetPreviewContext(family:))`, nil for a plain view.
    var family: WidgetFamily? { (settings.context as? WidgetPreviewContext)?.family }

    /// `previewDisplayName`, else the type's name (and the position when the provider has several).
    var displayName: String {
        if let name = settings.displayName { return name }
        return count > 1 ? "\(typeName) \(position + 1)" : typeName
    }

    /// The layout and orientation as the traits a view `#Preview` would have.
    var traits: [PreviewTrait<Preview.ViewTraits>] {
        var traits: [PreviewTrait<Preview.ViewTraits>] = []
        if let layout = settings.layout { traits.append(PreviewTrait(.layout(layout))) }
        if let orientation = settings.orientation { traits.append(PreviewTrait(.orientation(orientation))) }
        return traits
    }

    /// Every `PreviewProvider` preview of this executable, provider by provider (in the order of
    /// the conformance records), each provider's previews in order.
    @MainActor
    static func discover() -> [ProviderPreview] {
        providerTypes().flatMap { type in
            let items = PreviewSettings.items(previews(of: type))
            let qualified = String(reflecting: type)
            return items.enumerated().map { position, item in
                ProviderPreview(
                    typeName: "\(type)", qualifiedTypeName: qualified, position: position, count: items.count,
                    settings: item.settings, content: item.content)
            }
        }
    }

    // MARK: - Steps

    /// The types conforming to `SwiftUI.PreviewProvider`, sorted by name so the order is stable.
    private static func providerTypes() -> [any PreviewProvider.Type] {
        let count = glimpse_conforming_types("SwiftUI", "PreviewProvider", nil, 0)
        guard count > 0 else { return [] }
        var metadata = [UnsafeRawPointer?](repeating: nil, count: count)
        let found = metadata.withUnsafeMutableBufferPointer {
            glimpse_conforming_types("SwiftUI", "PreviewProvider", $0.baseAddress, count)
        }
        let types = metadata.prefix(min(found, count)).compactMap { pointer -> (any PreviewProvider.Type)? in
            guard let pointer else { return nil }
            return unsafeBitCast(pointer, to: Any.Type.self) as? any PreviewProvider.Type
        }
        return types.sorted { String(reflecting: $0) < String(reflecting: $1) }
    }

    @MainActor
    private static func previews<P: PreviewProvider>(of type: P.Type) -> any View { P.previews }
}
