//  Text+LocalizedStringResource.swift — SwiftUI (Glimpse)
//  Status: Complete
//  Behaviour: Apple SwiftUI "Text.init(_:)" with a `LocalizedStringResource` (iOS 16): an
//  intent's title, an enum case's or entity's display title shown as text.

public import AppIntents
import GlimpseResources

extension Text {
    /// The text of `resource`, looked up in the environment's locale (the text as written when
    /// no strings table has its key).
    @_disfavoredOverload
    public init(_ resource: LocalizedStringResource) {
        self.init(storage: .key(LocalizedStringKey(resource: resource)))
    }
}

extension LocalizedStringKey {
    /// The key of `resource`: its format key, shown as its text when no table has it.
    init(resource: LocalizedStringResource) {
        self.init(
            key: resource.formatKey, segments: [.literal(resource.key)],
            arguments: resource.arguments.map {
                Argument(
                    value: $0, segment: .literal(LocalizedFormat.string("%@", arguments: [$0], locale: resource.locale))
                )
            })
        tableName = resource.table
        if case .atURL(let url) = resource.bundle { bundle = Bundle(url: url) }
    }
}
