//  GalleryPayload.swift — GlimpseServer (Glimpse)
//  Status: Complete
//  Behaviour: Docs/SimulatorAPI.md "GET /api/gallery": iOS's widget gallery — every kind of
//  every bundle with its display name, description and the families it supports, and for each
//  family the places of the current devices that can hold it.

/// The widget gallery.
public struct GalleryPayload: Encodable, Sendable {
    public var bundles: [Bundle]

    public struct Bundle: Encodable, Sendable {
        /// The executable's file name.
        public var name: String
        public var widgets: [Widget]
        /// Its controls (issue 12).
        public var controls: [Control] = []
        /// The `ActivityAttributes` type names of its Live Activities, which the page can start
        /// (`POST /api/activities`).
        public var activities: [String] = []
    }

    /// A control kind the page can place.
    public struct Control: Encodable, Sendable {
        public var kind: String
        public var displayName: String
        public var description: String
        /// `toggle`, `button`, `empty`, or nil when its branches differ.
        public var template: String?
        public var configurable: Bool
        public var promptsForUserConfiguration: Bool
    }

    public struct Widget: Encodable, Sendable {
        public var kind: String
        public var displayName: String
        public var description: String
        /// Supported families, in the widget's order.
        public var families: [String]
        /// Per family, the places (of the current phone and watch) that can hold it.
        public var places: [String: [String]]
        /// Whether people choose its options (an intent configures it): "Edit Widget" offers them
        /// (`GET /api/instances/<id>/parameters`).
        public var configurable: Bool
    }
}
