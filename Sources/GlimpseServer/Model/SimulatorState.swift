//  SimulatorState.swift — GlimpseServer (Glimpse)
//  Status: Complete
//  Behaviour: issue 5 "The page": what a person steers besides the widgets — the devices, the
//  appearance, lock, Always On, the Home Screen's rendering mode and tint, Dynamic Type — and
//  where each widget sits (slots and stacks). Kept in the host's store as its surfaces
//  (SimulatorState+Surfaces), so a restart with the same `--db` brings back the same screens.

public import Foundation
public import GlimpseHost

/// The simulator's settings and layout.
public struct SimulatorState: Hashable, Codable, Sendable {
    /// The phone (or iPad) whose Home Screen, Lock Screen and StandBy are shown: a
    /// `DeviceProfile` name.
    public var phone: String = "iphone-6.1"
    /// The watch whose face and Smart Stack are shown.
    public var watch: String = "watch-45mm"
    /// `"light"` or `"dark"` (the phone's appearance; watches are always dark).
    public var colorScheme: String = "light"
    /// The phone is locked and the watch hides sensitive complications: places that can be
    /// locked redact `privacySensitive` content.
    public var locked: Bool = false
    /// The watch is in Always On (wrist down) and StandBy is in its night mode.
    public var alwaysOn: Bool = false
    /// The Home Screen's appearance: full colour, tinted or clear.
    public var homeStyle: HomeScreenStyle = .fullColor
    /// The tint of the tinted Home Screen, `#RRGGBB`.
    public var tint: String = SurfaceState.defaultTint
    /// The watch face's colour: multicolor (`fullColor`) or an accent colour (`accented`).
    public var watchFaceStyle: String = "fullColor"
    /// The watch face's accent colour, `#RRGGBB`.
    public var watchTint: String = SurfaceState.defaultWatchTint
    /// A `DynamicTypeSize` case name.
    public var dynamicType: String = "large"
    /// The simulated conditions that are on, sorted (`location:home`, `poi:cafe`…;
    /// GlimpseHost's WatchStackConditions): the watch Smart Stack's relevance clues other than
    /// dates hold while theirs is on (issue 13). Not kept across restarts.
    public var conditions: [String] = []
    /// Slots per place name, in order; each slot is a stack of one or more instance ids.
    public var layout: [String: [Slot]] = [:]

    public init() {}

    /// One position in a place: a single widget, or a stack of widgets of one family.
    public struct Slot: Hashable, Codable, Sendable {
        /// The instances in the stack, in the order the person arranged them (raw ids).
        public var ids: [Int64]
        /// The raw id the person flicked to the top, or nil to let relevance choose.
        public var top: Int64?
        /// When the person flicked to `top` (the simulator's clock): Smart Rotate holds it for
        /// `userChoiceHold` from then, then may rotate away (and `top` is cleared). nil with a
        /// `top`: held as pinned (a choice stored without its time).
        public var chosen: Date?

        public init(ids: [Int64], top: Int64? = nil, chosen: Date? = nil) {
            self.ids = ids
            self.top = top
            self.chosen = chosen
        }
    }
}
