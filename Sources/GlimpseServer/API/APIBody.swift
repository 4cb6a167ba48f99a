//  APIBody.swift — GlimpseServer (Glimpse)
//  Status: Complete
//  Behaviour: Docs/SimulatorAPI.md: the JSON bodies of the mutating calls. Unknown fields are
//  ignored; a wrong type or a missing required field is a 400 naming the field.

public import Foundation

/// Request bodies of the API's POST calls.
public enum APIBody {
    /// `POST /api/instances`.
    public struct AddInstance: Decodable, Sendable {
        /// The bundle's name (or path, as given to `glimpse serve`).
        public var bundle: String
        public var kind: String
        public var family: String
        public var place: String
        /// Put it on top of this instance's stack (same place and family) instead of a new slot.
        public var stackWith: Int64?
        /// Where the new slot goes (0 first); the end when absent.
        public var index: Int?
        /// The configuration intent's parameters as JSON text; `{}` when absent.
        public var configuration: String?
    }

    /// `POST /api/controls`.
    public struct AddControl: Decodable, Sendable {
        /// The bundle's name (or path, as given to `glimpse serve`).
        public var bundle: String
        public var kind: String
        /// `controlCenter`, `lockScreenLeading`, `lockScreenTrailing` or `actionButton`.
        public var spot: String
        /// In Control Center: `small`, `medium` or `large` (`small` when absent); ignored elsewhere.
        public var size: String?
        /// The configuration intent's parameters as JSON text; `{}` when absent.
        public var configuration: String?
    }

    /// `POST /api/instances/<id>/configure`.
    public struct Configure: Decodable, Sendable {
        /// The configuration intent's parameters as JSON text (`{"timer":"study"}`).
        public var configuration: String
    }

    /// `POST /api/instances/<id>/move`.
    public struct Move: Decodable, Sendable {
        /// The place to move to; the instance's own when absent.
        public var place: String?
        /// The slot position to move to (0 first); the end when absent.
        public var index: Int?
        /// Join this instance's stack instead of taking a slot of its own.
        public var stackWith: Int64?
    }

    /// `POST /api/instances/<id>/tap`: a point in the widget, in points from its top-left corner.
    public struct Tap: Decodable, Sendable {
        public var x: Double
        public var y: Double
    }

    /// `POST /api/state`: any subset of the settings.
    public struct State: Decodable, Sendable {
        public var phone: String?
        public var watch: String?
        public var colorScheme: String?
        public var locked: Bool?
        public var alwaysOn: Bool?
        public var homeStyle: String?
        public var tint: String?
        public var watchFaceStyle: String?
        public var watchTint: String?
        public var dynamicType: String?
        /// The simulated conditions that are on (all others off): `location:home`, `poi:cafe`…
        public var conditions: [String]?
    }

    /// `POST /api/clock`: one of `mode`, `rate`, `date`, `advance`.
    public struct Clock: Decodable, Sendable {
        /// `live` or `paused` (or `running`, with `rate`).
        public var mode: String?
        /// Simulated seconds per real second, 1…86 400 (runs from the current time).
        public var rate: Double?
        /// Jump to this ISO 8601 date.
        public var date: Date?
        /// Move by this many seconds (may be negative).
        public var advance: Double?
    }

    /// `POST /api/settings`.
    public struct Settings: Decodable, Sendable {
        /// WidgetKit Developer Mode: no reload is charged.
        public var developerMode: Bool?
    }

    /// `POST /api/activities`: starts a Live Activity as an app's `Activity.request` would.
    public struct StartActivity: Decodable, Sendable {
        /// The bundle's name (or path); absent: the first bundle with a Live Activity of the type.
        public var bundle: String?
        /// The `ActivityAttributes` type's name (`GET /api/gallery` lists them per bundle).
        public var attributesType: String
        /// The attributes as JSON text; absent: the bundle's first `#Preview` of the type.
        public var attributes: String?
        /// The content state as JSON text; absent: that preview's first content state.
        public var state: String?
        /// When the content goes stale, seconds since 1970 (simulated time); absent: never.
        public var staleDate: Double?
    }

    /// `POST /api/activities/<id>/update`: `Activity.update(_:)`.
    public struct UpdateActivity: Decodable, Sendable {
        /// The new content state as JSON text.
        public var state: String
        /// When the new content goes stale, seconds since 1970 (simulated time); absent: never.
        public var staleDate: Double?
    }

    /// `POST /api/activities/<id>/end`: `Activity.end(_:dismissalPolicy:)`.
    public struct EndActivity: Decodable, Sendable {
        /// The final content state as JSON text; absent: the last one stays.
        public var state: String?
        /// `default` (up to 4 hours on the Lock Screen), `immediate` or `after`; absent: `default`.
        public var dismissal: String?
        /// `after`'s date, seconds since 1970 (simulated time).
        public var dismissAt: Double?
    }
}
