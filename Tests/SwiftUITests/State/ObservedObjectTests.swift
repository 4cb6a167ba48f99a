//  ObservedObjectTests.swift — SwiftUITests
//  Status: Complete
//  Behaviour: models written for an app drive a widget view: ObservableObject with @Published
//  through @ObservedObject, @StateObject and @EnvironmentObject, and an @Observable model
//  through a plain property, @Environment(Model.self) and @Bindable. This file imports SwiftUI
//  only (and Testing): Combine and Observation come with it, as on iOS.

import SwiftUI
import Testing

private final class WeatherModel: ObservableObject {
    @Published var temperature = 21
    @Published var city = "Lisbon"
}

@Observable
private final class StepsModel {
    var steps = 8_000
    var goal = 10_000
}

private struct ObservedView: View {
    @ObservedObject var model: WeatherModel
    var body: some View { Text("\(model.city) \(model.temperature)°").accessibilityIdentifier("label") }
}

private struct StateObjectView: View {
    @StateObject private var model = WeatherModel()
    var body: some View { Text("\(model.temperature)°").accessibilityIdentifier("label") }
}

private struct EnvironmentObjectView: View {
    @EnvironmentObject var model: WeatherModel
    var body: some View { Text(model.city).accessibilityIdentifier("label") }
}

private struct StepsView: View {
    @Environment(StepsModel.self) private var steps
    @Environment(StepsModel.self) private var optionalSteps: StepsModel?
    var body: some View {
        @Bindable var bindable = steps
        ProgressView(value: Double(bindable.steps), total: Double(steps.goal))
            .frame(width: 100)
            .overlay(Text("\(optionalSteps?.steps ?? 0)"))
    }
}

struct ObservedObjectTests {
    private typealias R = EffectRendering

    @Test func anObservedObjectsValuesAreDrawn() {
        let model = WeatherModel()
        model.temperature = 30
        #expect(R.strings(R.archive(ObservedView(model: model))) == ["Lisbon 30°"])
    }

    @Test func aStateObjectIsMadeOnceAndDrawn() {
        #expect(R.strings(R.archive(StateObjectView())) == ["21°"])
    }

    @Test func anEnvironmentObjectComesFromItsAncestor() {
        let model = WeatherModel()
        model.city = "Porto"
        let archive = R.archive(VStack { EnvironmentObjectView() }.environmentObject(model))
        #expect(R.strings(archive) == ["Porto"])
    }

    @Test func bindingsReachThroughObservedObjectsAndBindables() {
        let model = WeatherModel()
        let binding = ObservedObject(wrappedValue: model).projectedValue.temperature
        binding.wrappedValue = 12
        #expect(model.temperature == 12)
        let steps = StepsModel()
        Bindable(steps).projectedValue.goal.wrappedValue = 5_000
        #expect(steps.goal == 5_000)
    }

    @Test func anObservableModelInTheEnvironmentDrivesTheView() {
        let steps = StepsModel()
        steps.steps = 2_500
        let quarter = R.archive(StepsView().environment(steps))
        #expect(R.strings(quarter) == ["2500"])
        steps.steps = 7_500
        let threeQuarters = R.archive(StepsView().environment(steps))
        #expect(R.strings(threeQuarters) == ["7500"])
        #expect(quarter.content != threeQuarters.content, "the bar's fill follows the model")
    }

    @Test func observationTracksAnObservableModelsChanges() {
        final class Flag: @unchecked Sendable {
            // @unchecked Sendable: set and read on the test's thread only.
            var raised = false
        }
        let steps = StepsModel()
        let changed = Flag()
        withObservationTracking {
            _ = steps.steps
        } onChange: {
            changed.raised = true
        }
        steps.goal += 1
        #expect(!changed.raised, "an untracked property")
        steps.steps += 1
        #expect(changed.raised)
    }
}
