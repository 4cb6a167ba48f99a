//  SimulatorState+Surfaces.swift — GlimpseServer (Glimpse)
//  Status: Complete
//  Behaviour: issue 10 "`glimpse serve` shows the same surfaces from the same store": the
//  simulator's screens are the host's surfaces (HostStore+Surfaces), one per place, the phone's
//  on its phone and the watch's on its watch.

public import GlimpseHost

extension SimulatorState {
    /// The screens as the host keeps them: one surface per place, on the phone or the watch, each
    /// with the state and its slots (a person's flick to a widget is recorded as `swiped`, with its time).
    public var surfaces: [Surface] {
        PlaceName.all.map { name in
            let isWatch = Place.named(name)?.platform == .watchOS
            let stacks = (layout[name.rawValue] ?? []).map { slot in
                WidgetStack(
                    instances: slot.ids.map { InstanceID($0) }, top: slot.top.map { InstanceID($0) },
                    topReason: slot.top == nil ? .added : .swiped, chosen: slot.top == nil ? nil : slot.chosen)
            }
            return Surface(name: name, device: isWatch ? watch : phone, state: surface, stacks: stacks)
        }
    }

    /// The simulator's state from the host's `surfaces` (defaults for what they do not say).
    public init(surfaces: [Surface]) {
        self.init()
        for surface in surfaces {
            if Place.named(surface.name)?.platform == .watchOS {
                if surface.name == .watchFace || watch == SimulatorState().watch { watch = surface.device }
            } else {
                if surface.name == .homeScreen || phone == SimulatorState().phone { phone = surface.device }
            }
            layout[surface.name.rawValue] = surface.stacks.map { stack in
                // Only a person's choice: a rotated top comes back from the stored rotations.
                Slot(
                    ids: stack.instances.map(\.rawValue), top: stack.topReason == .rotated ? nil : stack.top?.rawValue,
                    chosen: stack.topReason == .swiped ? stack.chosen : nil)
            }
        }
        if let state = (surfaces.first { $0.name == .homeScreen } ?? surfaces.first)?.state { surface = state }
    }

    /// The state the screens are seen in.
    public var surface: SurfaceState {
        get {
            var surface = SurfaceState()
            surface.colorScheme = colorScheme
            surface.locked = locked
            surface.alwaysOn = alwaysOn
            surface.homeStyle = homeStyle
            surface.tint = tint
            surface.watchFaceStyle = watchFaceStyle
            surface.watchTint = watchTint
            surface.dynamicType = dynamicType
            return surface
        }
        set {
            colorScheme = newValue.colorScheme
            locked = newValue.locked
            alwaysOn = newValue.alwaysOn
            homeStyle = newValue.homeStyle
            tint = newValue.tint
            watchFaceStyle = newValue.watchFaceStyle
            watchTint = newValue.watchTint
            dynamicType = newValue.dynamicType
        }
    }
}
