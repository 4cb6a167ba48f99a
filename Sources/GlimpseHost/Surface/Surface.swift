//  Surface.swift — GlimpseHost (Glimpse)
//  Status: Complete for the phone's Home Screen, Lock Screen and StandBy, the watch face and
//  the watch Smart Stack (Control Center comes with controls)
//  Behaviour: issue 10 "Surfaces in the host": a device's screen in one place — its slots, the
//  stacks in them, and the state it is seen in — kept in the host's store (HostStore+Surfaces).

/// A device's screen in one place.
public struct Surface: Hashable, Sendable {
    /// The place the screen is: one surface per place (`homeScreen`, `lockScreen`, `standBy`,
    /// `watchFace`, `watchSmartStack`, `display`); also the surface's name on the command line.
    public var name: PlaceName
    /// The `DeviceProfile` name of the device whose screen it is.
    public var device: String
    /// What it is seen in (lock, Always On, appearance, style, Dynamic Type).
    public var state: SurfaceState
    /// Its slots in order, each a stack of one or more widgets.
    public var stacks: [WidgetStack]

    public init(name: PlaceName, device: String, state: SurfaceState = SurfaceState(), stacks: [WidgetStack] = []) {
        self.name = name
        self.device = device
        self.state = state
        self.stacks = stacks
    }

    /// The device a place is on by default: the 6.1-inch iPhone, the 45 mm watch for watch
    /// places, a 1920×1080 panel for the bare display.
    public static func defaultDevice(for place: PlaceName) -> String {
        if place == .display { return DisplaySize.standard.deviceName }
        return Place.named(place)?.platform == .watchOS ? "watch-45mm" : "iphone-6.1"
    }

    /// Takes `ids` out of every stack; a stack left empty goes, and a stack whose chosen top
    /// left shows its first widget again (`.added`).
    public mutating func remove(_ ids: Set<InstanceID>) {
        for k in stacks.indices {
            stacks[k].instances.removeAll { ids.contains($0) }
            if let top = stacks[k].top, ids.contains(top) {
                stacks[k].top = nil
                stacks[k].topReason = .added
            }
        }
        stacks.removeAll { $0.instances.isEmpty }
    }
}
