//  Text+LocalizedStringResource.swift — SwiftUI (Glimpse)
//  Status: Complete
//  Behaviour: Apple SwiftUI "Text.init(_:)" with a `LocalizedStringResource` (iOS 16): an
//  intent's title, an enum case's or entity's display title shown as text.

public import AppIntents

extension Text {
    /// The text of `resource` (Glimpse has no string tables: the text as written).
    @_disfavoredOverload
    public init(_ resource: LocalizedStringResource) {
        self.init(verbatim: resource.key)
    }
}
