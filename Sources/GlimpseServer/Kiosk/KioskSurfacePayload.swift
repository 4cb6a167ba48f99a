//  KioskSurfacePayload.swift — GlimpseServer (Glimpse)
//  Status: Complete
//  Behaviour: Docs/SimulatorAPI.md "Kiosk page": what `GET /api/surface` and the `surface` event
//  of a kiosk page say about the surface it shows.

public import GlimpseHost

/// The surface a kiosk shows, as its page and scripts read it.
public struct KioskSurfacePayload: Codable, Hashable, Sendable {
    /// The surface's name (`lockScreen`).
    public var name: String
    /// The `DeviceProfile` name of its device.
    public var device: String
    public var locked: Bool
    public var alwaysOn: Bool
    /// `light` or `dark`.
    public var colorScheme: String
    /// `fullColor`, `tinted` or `clear`.
    public var homeStyle: String
    /// Its slots (stacks).
    public var slots: Int
    /// The frame shown, or nil before the first is drawn.
    public var frame: KioskFrame.Payload?

    public init(_ surface: Surface, frame: KioskFrame.Payload?) {
        name = surface.name.rawValue
        device = surface.device
        locked = surface.state.locked
        alwaysOn = surface.state.alwaysOn
        colorScheme = surface.state.colorScheme
        homeStyle = surface.state.homeStyle.rawValue
        slots = surface.stacks.count
        self.frame = frame
    }
}
