//  ActivityMessage.swift — GlimpseArchive
//  Status: Complete
//  Behaviour: Docs/ExtensionProtocol.md "Live Activities" — the `activity` request: one Live
//  Activity of a bundle laid out for attributes and a content state given as JSON text (the form
//  ActivityKit carries them in), in the Lock Screen and Dynamic Island presentations asked for.

/// A presentation of a Live Activity, as iOS shows it (HIG "Live Activities").
public enum ActivityPresentationKind: String, Hashable, Codable, Sendable, CaseIterable {
    /// The Lock Screen banner: 371 pt wide, 84–160 pt tall.
    case content
    /// The Dynamic Island's leading and trailing views around the camera (230 × 36.67 pt).
    case compact = "dynamicIsland.compact"
    /// The 36.67 pt circle beside the island when two activities run.
    case minimal = "dynamicIsland.minimal"
    /// The island opened by a touch: 371 pt wide, 84–160 pt tall.
    case expanded = "dynamicIsland.expanded"
}

/// What the host asks of an `activity` request.
public struct ActivityRequest: Hashable, Codable, Sendable {
    /// The `ActivityAttributes` type's name, as `describe` lists it (`DeliveryAttributes`).
    public var attributesType: String
    /// The attributes as JSON text; nil: the first `#Preview` of the bundle for the type, else `{}`.
    public var attributes: String?
    /// The content state as JSON text; nil: the first content state of the first `#Preview` of
    /// the bundle for the type (`contentStates:`), else `{}`.
    public var state: String?
    /// `ActivityViewContext.isStale`; nil is false.
    public var isStale: Bool?
    /// `ActivityViewContext.activityID`; nil is `"preview"`.
    public var activityID: String?
    /// The presentations to draw; nil or empty is every one, in `ActivityPresentationKind` order.
    public var presentations: [ActivityPresentationKind]?

    public init(
        attributesType: String, attributes: String? = nil, state: String? = nil, isStale: Bool? = nil,
        activityID: String? = nil, presentations: [ActivityPresentationKind]? = nil
    ) {
        self.attributesType = attributesType
        self.attributes = attributes
        self.state = state
        self.isStale = isStale
        self.activityID = activityID
        self.presentations = presentations
    }
}

/// The answer to an `activity` request.
public struct ActivityAnswer: Hashable, Codable, Sendable {
    /// The attributes type drawn.
    public var attributesType: String
    /// Where the attributes and the state came from: `"given"`, `"preview <name>"` or `"default"` (`{}`).
    public var source: String
    /// One archive per environment and presentation, in that order; each archive carries its
    /// environment's `variant` key. Sizes in points: the banner 371 wide; an island presentation
    /// on a strip of the screen's top edge, 393 wide.
    public var archives: [ActivityArchive]
    /// The attributes drawn, as JSON text (what was given, or the `#Preview`'s, or `{}`), so a
    /// host can start an activity from a bundle's preview; nil from older bundles.
    public var attributes: String?
    /// The content state drawn, as JSON text; nil from older bundles.
    public var state: String?

    public init(
        attributesType: String, source: String, archives: [ActivityArchive] = [], attributes: String? = nil,
        state: String? = nil
    ) {
        self.attributesType = attributesType
        self.source = source
        self.archives = archives
        self.attributes = attributes
        self.state = state
    }
}

/// One presentation of a Live Activity, laid out.
public struct ActivityArchive: Hashable, Codable, Sendable {
    public var presentation: ActivityPresentationKind
    public var archive: WidgetArchive

    public init(presentation: ActivityPresentationKind, archive: WidgetArchive) {
        self.presentation = presentation
        self.archive = archive
    }
}
