//  DisplayRepresentation.swift — AppIntents (Glimpse)
//  Status: Complete (images are kept; Glimpse has no configuration UI that shows them yet)
//  Behaviour: Apple AppIntents "DisplayRepresentation": how one value (an entity, an enum case)
//  shows in the system's UI: a title, an optional subtitle and image, and synonyms. Written as a
//  string literal, interpolated or not, it is a title alone.

/// How a value shows in the system's UI.
///
/// Source: Apple AppIntents "DisplayRepresentation".
public struct DisplayRepresentation: Equatable, Sendable, ExpressibleByStringInterpolation {
    /// The main text.
    public var title: LocalizedStringResource
    /// Secondary text under the title.
    public var subtitle: LocalizedStringResource?
    /// A picture shown with the title.
    public var image: Image?
    /// Other phrases people may use for the value.
    public var synonyms: [LocalizedStringResource]

    public init(title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil, image: Image? = nil) {
        self.init(title: title, subtitle: subtitle, image: image, synonyms: [])
    }

    public init(
        title: LocalizedStringResource, subtitle: LocalizedStringResource?, image: Image?,
        synonyms: [LocalizedStringResource]
    ) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
        self.synonyms = synonyms
    }

    public init(stringLiteral value: String) {
        self.init(title: LocalizedStringResource(value))
    }

    /// A representation titled by an interpolated string (`"\(name)"`), as entities write
    /// `var displayRepresentation: DisplayRepresentation { "\(title)" }`; the title keeps the
    /// interpolation as a `LocalizedStringResource` does.
    public init(stringInterpolation: LocalizedStringResource.StringInterpolation) {
        self.init(title: LocalizedStringResource(stringInterpolation: stringInterpolation))
    }

    /// A picture for a display representation: an SF Symbol, an asset, a URL or image data.
    ///
    /// Source: Apple AppIntents "DisplayRepresentation.Image".
    public struct Image: Equatable, Sendable {
        public var systemName: String?
        public var name: String?
        public var url: URL?
        public var data: Data?
        /// Whether the system tints the image; nil lets it decide.
        public var isTemplate: Bool?

        public init(systemName: String, isTemplate: Bool? = nil) {
            self.systemName = systemName
            self.isTemplate = isTemplate
        }

        public init(named name: String, isTemplate: Bool? = nil) {
            self.name = name
            self.isTemplate = isTemplate
        }

        public init(url: URL, isTemplate: Bool? = nil) {
            self.url = url
            self.isTemplate = isTemplate
        }

        public init(data: Data, isTemplate: Bool? = nil) {
            self.data = data
            self.isTemplate = isTemplate
        }
    }
}
