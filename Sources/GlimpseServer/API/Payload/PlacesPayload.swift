//  PlacesPayload.swift — GlimpseServer (Glimpse)
//  Status: Complete
//  Behaviour: Docs/SimulatorAPI.md "GET /api/places": everything the page draws — the devices,
//  each place with its state and slots, each widget with its size and current frame version.

public import Foundation
import GlimpseHost

/// The simulator's screens: what `GET /api/places` answers and the `places` event carries.
public struct PlacesPayload: Encodable, Sendable {
    public var clock: ClockPayload
    /// The person's settings (devices, appearance, lock, Always On, styles, Dynamic Type).
    public var settings: Settings
    public var phone: Device
    public var watch: Device
    public var developerMode: Bool
    public var places: [Place]
    /// The placed controls: Control Center's in order, the Lock Screen's, the Action button's.
    public var controls: [ControlPayload] = []
    /// The Live Activities shown, oldest first: banners on the Lock Screen, the running ones in
    /// the Dynamic Island.
    public var activities: [ActivityPayload] = []

    /// `SimulatorState` without the layout.
    public struct Settings: Encodable, Sendable {
        public var phone: String
        public var watch: String
        public var colorScheme: String
        public var locked: Bool
        public var alwaysOn: Bool
        public var homeStyle: String
        public var tint: String
        public var watchFaceStyle: String
        public var watchTint: String
        public var dynamicType: String
        /// The simulated conditions that are on (the watch Smart Stack's relevance clues).
        public var conditions: [String]

        init(_ state: SimulatorState) {
            phone = state.phone
            watch = state.watch
            colorScheme = state.colorScheme
            locked = state.locked
            alwaysOn = state.alwaysOn
            homeStyle = state.homeStyle.rawValue
            tint = state.tint
            watchFaceStyle = state.watchFaceStyle
            watchTint = state.watchTint
            dynamicType = state.dynamicType
            conditions = state.conditions
        }
    }

    /// A device profile, sizes in points.
    public struct Device: Encodable, Sendable {
        public var name: String
        public var displayName: String
        public var platform: String
        public var width: Double
        public var height: Double
        /// Pixels per point.
        public var scale: Double
        /// The top of the screen: `dynamicIsland`, `notch` or `none` (`DeviceProfile.cutout`).
        public var cutout: String
    }

    /// One place: its state and its slots in order.
    public struct Place: Encodable, Sendable {
        public var name: String
        public var displayName: String
        /// The device name (phone or watch).
        public var device: String
        public var platform: String
        public var renderingMode: String
        public var colorScheme: String
        public var locked: Bool
        public var alwaysOn: Bool
        /// `#RRGGBB` behind the widgets.
        public var backdrop: String
        /// `#RRGGBB` of the accented mode, if any.
        public var tint: String?
        /// The families this place holds on this device, with their on-screen sizes.
        public var families: [Family]
        public var slots: [Slot]
    }

    /// A family's on-screen size in a place, points.
    public struct Family: Encodable, Sendable {
        public var family: String
        public var width: Double
        public var height: Double
    }

    /// One slot: a widget, or a stack of them (the top one shown).
    public struct Slot: Encodable, Sendable {
        public var family: String
        /// The widget on top (raw instance id).
        public var top: Int64
        /// Whether the person chose the top (else relevance chose it).
        public var pinned: Bool
        /// A stack's latest Smart Rotate decision, in a sentence; nil for a single widget.
        public var reason: String?
        public var widgets: [Widget]
    }

    /// One widget instance as the page draws it.
    public struct Widget: Encodable, Sendable {
        public var id: Int64
        /// The bundle's name (its executable's file name).
        public var bundle: String
        public var kind: String
        public var displayName: String
        public var family: String
        public var place: String
        /// On-screen size in points.
        public var width: Double
        public var height: Double
        /// Corner radius in points (half the width for a circle), 0 for none.
        public var cornerRadius: Double
        /// The current frame's version (`/frames/<id>.png?v=…`), or nil before the first timeline.
        public var frame: String?
        /// Since when the shown data is stale, or nil.
        public var staleSince: Date?
        public var alwaysOn: Bool
        /// The current entry's relevance score, if it has one now.
        public var relevance: Float?
        /// The last failure (provider error, timeout, refused reload), if the latest reload failed.
        public var error: String?
        /// The region the frame covers when it is more than the widget, `[x, y, width, height]`
        /// in on-screen points from the widget's top-leading corner: a watch face corner whose
        /// label curves around the face. Nil when the frame is the widget.
        public var frameViewport: [Double]? = nil
        /// Until when a suggestion keeps this widget in its stack (issue 13), or nil for a widget
        /// a person added or kept.
        public var suggestedUntil: Date? = nil
        /// Why the watch Smart Stack lists it (issue 13): a relevance card's window or condition
        /// ("relevant 2026-12-01T12:30:00Z–2026-12-01T17:05:00Z (scheduled)"), or "in the stack";
        /// nil elsewhere.
        public var watchStackReason: String? = nil
    }
}
