//  IntentResultTests.swift — AppIntentsTests (Glimpse)
//  Status: Complete
//  Behaviour: Apple AppIntents "IntentResult": what `perform()` returns.

import Testing

@testable import AppIntents

struct IntentResultTests {
    @Test func performReturnsItsValueAndDialog() async throws {
        let intent = CountIntent()
        intent.step = 4
        let result = try #require(try await intent.perform() as? IntentResultContainer<Int, Never, Never, IntentDialog>)
        #expect(result.value as? Int == 8)
        #expect(result.dialog?.full.key == "Counted 4 twice")
    }

    @Test func aConfigurationIntentPerformsNothingByDefault() async throws {
        let result = try await ConfigurationAppIntent().perform()
        let container = try #require(result as? IntentResultContainer<Never, Never, Never, Never>)
        #expect(container.value == nil && container.dialog == nil)
    }

    @Test func aSetValueIntentExposesItsValue() {
        let intent = LampIntent()
        intent.value = true
        #expect(intent.value == true)
    }
}
