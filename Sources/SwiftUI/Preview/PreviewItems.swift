//  PreviewItems.swift — SwiftUI (Glimpse)
//  Status: Complete for Group, view-builder blocks, ForEach, if/else and Optional
//  Behaviour: Apple SwiftUI "PreviewProvider": "Xcode creates a separate preview for each view in
//  a group" — the top-level views of `previews`, each with its preview modifiers (an inner
//  modifier wins over one on the group around it; PreviewSettings).

extension PreviewSettings {
    /// The previews `view` stands for: one per top-level view of a `Group`, view-builder block,
    /// `ForEach`, `if`/`else` or optional, each with its settings (the modifiers around it over
    /// those around its group) and the view inside the modifiers.
    package static func items(_ view: any View) -> [(settings: PreviewSettings, content: any View)] {
        items(view, inherited: PreviewSettings())
    }

    private static func items(_ view: any View, inherited: PreviewSettings) -> [(
        settings: PreviewSettings, content: any View
    )] {
        let (own, content) = read(view)
        let settings = inherited.overridden(by: own)
        guard let container = content as? any PreviewItemContainer else { return [(settings, content)] }
        return container.previewMembers.flatMap { items($0, inherited: settings) }
    }

    /// These settings with every value `other` sets replacing this one's.
    private func overridden(by other: PreviewSettings) -> PreviewSettings {
        var merged = self
        if let value = other.displayName { merged.displayName = value }
        if let value = other.layout { merged.layout = value }
        if let value = other.device { merged.device = value }
        if let value = other.context { merged.context = value }
        if let value = other.orientation { merged.orientation = value }
        return merged
    }
}

/// A view that holds several views a `PreviewProvider` shows as separate previews.
protocol PreviewItemContainer {
    var previewMembers: [any View] { get }
}

extension TupleView: PreviewItemContainer {
    var previewMembers: [any View] { members }
}

extension Group: PreviewItemContainer where Content: View {
    var previewMembers: [any View] { [content] }
}

extension ForEach: PreviewItemContainer where Content: View {
    var previewMembers: [any View] { data.map { content($0) } }
}

extension _ConditionalContent: PreviewItemContainer {
    var previewMembers: [any View] {
        switch storage {
        case .trueContent(let view): [view]
        case .falseContent(let view): [view]
        }
    }
}

extension Optional: PreviewItemContainer where Wrapped: View {
    var previewMembers: [any View] { map { [$0] } ?? [] }
}
