//  RegisteredPreview.swift — WidgetKit (Glimpse)
//  Status: Complete
//  Behaviour: Docs/Previews.md "Registration" — one `#Preview` of the executable as the registry
//  lists it: where it is declared and what it shows, without running it.

package import GlimpseArchive
package import SwiftUI

/// A `#Preview` found in the executable.
package struct RegisteredPreview: Hashable, Sendable {
    /// What the preview shows.
    package enum Kind: String, Hashable, Sendable {
        /// `#Preview { view }`.
        case view
        /// `#Preview(as: family) { widget } timeline: { … }` and the provider forms.
        case widget
        /// One top-level view of a `PreviewProvider`'s `previews`; with a family when it has a
        /// `.previewContext(WidgetPreviewContext(family:))`.
        case previewProvider
        /// `#Preview(as: .content, using: attributes) { widget } contentStates: { … }`: a Live Activity.
        case activity
    }

    /// Position in `PreviewRegistry.previews()` (file, then line), the preview's handle.
    package var index: Int
    /// The name given to the macro, if any.
    package var name: String?
    /// `Module/File.swift`; for a `PreviewProvider` preview, its type (`Module.Type_Previews`).
    package var fileID: String
    /// Line and column (1-based) of `#Preview`; 0 for a `PreviewProvider` preview.
    package var line: Int
    package var column: Int
    package var kind: Kind
    /// A `PreviewProvider` preview's label: `previewDisplayName`, else its type's name.
    package var displayNameOverride: String?
    /// The widget family of a widget preview (or of a `PreviewProvider` preview's `WidgetPreviewContext`).
    package var family: WidgetFamily?
    /// The widget type's name of a widget preview (`EmojiWidget`).
    package var widgetType: String?
    /// Where a widget preview's entries come from (`timeline`, `timelineProvider`, `intentTimelineProvider`).
    package var entrySource: String?
    /// A Live Activity preview's presentation (`content`, `dynamicIsland.compact`…).
    package var presentation: String?
    /// A Live Activity preview's attributes type (`GreeterAttributes`).
    package var attributesType: String?
    /// The view preview's traits, in the order given.
    package var traits: [PreviewTrait<Preview.ViewTraits>.Value]

    /// The name, or `File.swift:LINE` as Xcode labels an unnamed preview by its line.
    package var displayName: String {
        if let name { return name }
        if let displayNameOverride { return displayNameOverride }
        let file = fileID.split(separator: "/").last.map(String.init) ?? fileID
        return "\(file):\(line)"
    }
}

extension RegisteredPreview {
    /// The preview as the extension protocol lists it.
    package var wireDescription: PreviewDescription {
        PreviewDescription(
            index: index, name: name, displayName: displayName, fileID: fileID, line: line, column: column,
            kind: kind.rawValue, family: family?.rawValue, widgetType: widgetType, entrySource: entrySource,
            traits: kind == .widget || kind == .activity ? nil : traits.map(\.wireName), presentation: presentation,
            attributesType: attributesType)
    }
}

extension PreviewTrait<Preview.ViewTraits>.Value {
    /// The trait as Apple spells it (`fixedLayout(120x60)` for a fixed layout).
    var wireName: String {
        switch self {
        case .layout(.device): "defaultLayout"
        case .layout(.sizeThatFits): "sizeThatFitsLayout"
        case .layout(.fixed(let width, let height)): "fixedLayout(\(Int(width))x\(Int(height)))"
        case .orientation(let orientation): orientation.id
        }
    }
}
