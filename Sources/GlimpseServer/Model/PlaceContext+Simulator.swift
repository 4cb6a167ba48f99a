//  PlaceContext+Simulator.swift — GlimpseServer (Glimpse)
//  Status: Complete
//  Behaviour: issue 5 "The page": the simulator's places are on its phone (Home Screen, Lock
//  Screen, StandBy) and its watch (face, Smart Stack), composed by GlimpseDisplay's PlaceContext.

public import GlimpseDisplay
public import GlimpseHost

extension PlaceContext {
    /// The context of `name` under the simulator's `state`, on its phone or its watch.
    /// - Throws: `ServerError` `.notFound` for a place Glimpse does not know, or a device name
    ///   that no profile has.
    public init(_ name: PlaceName, state: SimulatorState) throws(ServerError) {
        guard let place = Place.named(name) else {
            let names = PlaceName.all.map(\.rawValue).joined(separator: ", ")
            throw ServerError(.notFound, "'\(name)' is not a place (\(names))")
        }
        let device: DeviceProfile
        do {
            device = try DeviceProfile.named(place.platform == .watchOS ? state.watch : state.phone)
        } catch {
            throw ServerError(.notFound, error.message)
        }
        self.init(name, device: device, state: state.surface)!
    }

    /// The contexts of every place the state's devices have, in `PlaceName` order.
    public static func all(_ state: SimulatorState) -> [PlaceContext] {
        PlaceName.all.compactMap { name in
            guard let context = try? PlaceContext(name, state: state), context.device.has(name) else { return nil }
            return context
        }
    }
}
