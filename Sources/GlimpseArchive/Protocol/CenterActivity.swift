//  CenterActivity.swift — GlimpseArchive
//  Status: Complete
//  Behaviour: Docs/WidgetCenter.md "Live Activities": what an app's `Activity.request`,
//  `update(_:)` and `end(_:dismissalPolicy:)` send the host — the activity's type, attributes and
//  state as JSON text (ActivityKit's form), its stale date and relevance, and how it leaves.

import Foundation

/// One change to a Live Activity, as an app's ActivityKit sends it (`activity` in a request).
///
/// ```json
/// {"attributes":"{\"name\":\"World\"}","attributesType":"TemplateWidgetAttributes","date":1800000000,"event":"request","id":"6F1C…","relevanceScore":0,"state":"{\"emoji\":\"😀\"}"}
/// ```
public struct LiveActivityMessage: Hashable, Codable, Sendable {
    /// What happened to the activity.
    public enum Event: String, Hashable, Codable, Sendable {
        /// `Activity.request(attributes:content:pushType:)`: the activity starts.
        case request
        /// `update(_:)`: a new content.
        case update
        /// `end(_:dismissalPolicy:)`: it ends, with its last content if `state` is set.
        case end
    }

    /// When an ended activity leaves the Lock Screen (ActivityKit "ActivityUIDismissalPolicy").
    public enum Dismissal: String, Hashable, Codable, Sendable {
        /// Up to 4 hours after it ends.
        case `default`
        /// At once.
        case immediate
        /// At `dismissAt`, at most 4 hours after it ends.
        case after
    }

    /// Apple: the attributes and the state together "can't exceed 4 KB" (ActivityKit
    /// "Displaying live data with Live Activities"): 4096 bytes of JSON.
    public static let maximumPayloadBytes = 4096

    /// `Activity.id` (a UUID string).
    public var id: String
    public var event: Event
    /// The `ActivityAttributes` type's name, as `describe` lists it (`TemplateWidgetAttributes`).
    public var attributesType: String
    /// The attributes as JSON text (sent with every event; they never change).
    public var attributes: String
    /// The content state as JSON text; nil on an `end` that keeps the last content.
    public var state: String?
    /// When the content goes stale (`ActivityContent.staleDate`); nil never.
    public var staleDate: Date?
    /// `ActivityContent.relevanceScore`: the highest of the app's activities shows in the island.
    public var relevanceScore: Double?
    /// `end` only: how it leaves; nil is `default`.
    public var dismissal: Dismissal?
    /// `end` with `.after`: when it leaves.
    public var dismissAt: Date?
    /// When the app made the change (its clock).
    public var date: Date

    public init(
        id: String, event: Event, attributesType: String, attributes: String, state: String?,
        staleDate: Date? = nil, relevanceScore: Double? = nil, dismissal: Dismissal? = nil, dismissAt: Date? = nil,
        date: Date = Date()
    ) {
        self.id = id
        self.event = event
        self.attributesType = attributesType
        self.attributes = attributes
        self.state = state
        self.staleDate = staleDate
        self.relevanceScore = relevanceScore
        self.dismissal = dismissal
        self.dismissAt = dismissAt
        self.date = date
    }

    /// The bytes of the attributes and the state, which ActivityKit limits to 4 KB.
    public var payloadBytes: Int { attributes.utf8.count + (state?.utf8.count ?? 0) }
}
