//  PlaceContextTests.swift — GlimpseServerTests (Glimpse)
//  Status: Complete
//  Behaviour: reference widgetkit.md §5.1–5.3 as PlaceContext applies them to the simulator's
//  state: modes per place, appearance, lock and Always On only where the place has them.

import GlimpseDisplay
import GlimpseHost
import GlimpseServer
import Testing

struct PlaceContextTests {
    @Test func theHomeScreenIsFullColourUntilTintedOrClear() throws {
        var state = SimulatorState()
        #expect(try PlaceContext(.homeScreen, state: state).renderingMode == .fullColor)
        state.homeStyle = .tinted
        state.tint = "#336699"
        let tinted = try PlaceContext(.homeScreen, state: state)
        #expect(tinted.renderingMode == .accented)
        #expect(tinted.tint == "#336699")
        state.homeStyle = .clear
        #expect(try PlaceContext(.homeScreen, state: state).tint == nil)
    }

    @Test func theHomeScreenIsNeverLockedAndTheLockScreenIsAlwaysVibrant() throws {
        var state = SimulatorState()
        state.locked = true
        #expect(try PlaceContext(.homeScreen, state: state).isLocked == false)
        let lock = try PlaceContext(.lockScreen, state: state)
        #expect(lock.isLocked)
        #expect(lock.renderingMode == .vibrant)
        #expect(lock.colorScheme == "dark")
        #expect(lock.preparedSchemes == ["dark"])
        #expect(lock.variant(for: .accessoryCircular).isLocked)
    }

    @Test func standByTurnsVibrantAndAlwaysOnAtNight() throws {
        var state = SimulatorState()
        #expect(try PlaceContext(.standBy, state: state).renderingMode == .fullColor)
        state.alwaysOn = true
        let night = try PlaceContext(.standBy, state: state)
        #expect(night.renderingMode == .vibrant)
        #expect(night.isAlwaysOn(.systemSmall))
        #expect(try PlaceContext(.lockScreen, state: state).isAlwaysOn(.accessoryCircular) == false)
    }

    @Test func watchPlacesAreDarkAndPrepareAlwaysOnVariants() throws {
        var state = SimulatorState()
        state.colorScheme = "light"
        let face = try PlaceContext(.watchFace, state: state)
        #expect(face.colorScheme == "dark")
        #expect(face.device.name == "watch-45mm")
        let variants = face.preparedVariants(for: .accessoryCircular)
        #expect(variants.map(\.colorScheme) == ["dark", "dark"])
        #expect(variants.map(\.isAlwaysOn) == [false, true])
        #expect(
            try PlaceContext(.homeScreen, state: state).preparedVariants(for: .systemSmall).map(\.colorScheme) == [
                "light", "dark",
            ])
    }

    @Test func anUnknownPlaceIsNotFound() {
        #expect(throws: ServerError.self) { try PlaceContext("garage", state: SimulatorState()) }
    }

    @Test func everyPlaceOfThePhoneAndWatchIsListed() {
        #expect(PlaceContext.all(SimulatorState()).map(\.name) == PlaceName.all)
        var ipad = SimulatorState()
        ipad.phone = "ipad-11"
        #expect(PlaceContext.all(ipad).map(\.name).contains(.homeScreen))
    }
}
