//  RequestHandlerPerformTests.swift — WidgetKitTests (Glimpse)
//  Status: Complete
//  Behaviour: Docs/ExtensionProtocol.md "Perform": the bundle runs an intent by type and
//  parameters (a toggle's `value` set first), answers its result's value and dialog, and answers
//  a clear failure for an unknown type, parameters that do not decode, and a `perform()` that
//  throws.

import AppIntents
import Foundation
import GlimpseArchive
import Testing

@testable import WidgetKit

private struct ExplodingIntent: AppIntent {
    static let title: LocalizedStringResource = "Explode"
    struct Boom: Error, CustomStringConvertible { var description: String { "the timer file is locked" } }
    func perform() async throws -> IntentResultContainer<Never, Never, Never, Never> { throw Boom() }
}

private struct CountIntent: AppIntent {
    static let title: LocalizedStringResource = "Count"
    @Parameter(title: "By", default: 1)
    var by: Int
    func perform() async throws -> some IntentResult & ReturnsValue<Int> { .result(value: by * 2) }
}

/// Adds a cup in an app group's defaults, as a coffee widget's button does.
private struct AddCupIntent: AppIntent {
    static let title: LocalizedStringResource = "Add a Cup"
    nonisolated(unsafe) static var suite = ""
    func perform() async throws -> some IntentResult {
        let defaults = UserDefaults(suiteName: Self.suite)
        defaults?.set((defaults?.integer(forKey: "cups") ?? 0) + 1, forKey: "cups")
        return .result()
    }
}

extension SharedControlStateTests {
    @MainActor
    struct RequestHandlerPerformTests {
        private let handler = RequestHandler(bundle: DrawingBundle(), bundleName: "Drawing")

        private func perform(_ action: IntentAction, kind: String? = nil) async -> ExtensionResponse {
            await handler.response(to: ExtensionRequest(id: 9, method: .perform, kind: kind, intent: action))
        }

        @Test func toggleIntentRunsWithTheValueATapSets() async throws {
            TimerManager.shared.isRunning = false
            defer { TimerManager.shared.isRunning = false }
            // The control names its action with the state a tap sets (on).
            let control = try #require(
                await handler.response(
                    to: ExtensionRequest(
                        id: 1, method: .control, kind: "com.apple.Productivity.TimerToggle",
                        controlPlaces: [.lockScreen],
                        controlStates: [.off])
                ).control)
            let response = await perform(try #require(control.action), kind: control.kind)
            #expect(response.error == nil)
            #expect(response.performed?.type.hasSuffix(".ToggleTimerIntent") == true)
            #expect(TimerManager.shared.isRunning)
        }

        @Test func resultValueAndDialogAreAnswered() async throws {
            IntentPerformer.register(CountIntent.self)
            let counted = await perform(
                IntentAction(type: CountIntent._typeName, title: "Count", parameters: ["by": .number(21)]))
            #expect(counted.performed?.value == .number(42))
            let logged = await perform(
                IntentAction(type: LogBreakIntent._typeName, title: "Log a Break"), kind: "com.apple.Productivity.Break"
            )
            #expect(logged.performed?.dialog == "Break logged")
            #expect(logged.performed?.opensApp == false)
        }

        @Test func whatAnIntentStoresInDefaultsIsOnDiskWhenTheAnswerIsSent() async throws {
            // Linux Foundation keeps defaults in memory until synchronised; a bundle the host
            // stops after the answer must not lose them (iOS keeps them in cfprefsd).
            let suite = "glimpse.tests.cups.\(UUID().uuidString)"
            AddCupIntent.suite = suite
            defer { UserDefaults(suiteName: suite)?.removePersistentDomain(forName: suite) }
            IntentPerformer.register(AddCupIntent.self)
            _ = await perform(IntentAction(type: AddCupIntent._typeName, title: "Add a Cup"))
            _ = await perform(IntentAction(type: AddCupIntent._typeName, title: "Add a Cup"))
            // Read the file itself, not the process's cache.
            let config =
                ProcessInfo.processInfo.environment["XDG_CONFIG_HOME"]
                ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".config").path
            let file = URL(fileURLWithPath: config).appendingPathComponent("\(suite).plist")
            let plist = try PropertyListSerialization.propertyList(from: Data(contentsOf: file), format: nil)
            #expect((plist as? [String: Any])?["cups"] as? Int == 2)
        }

        @Test func unknownIntentTypeIsNamedInTheFailure() async {
            let response = await perform(IntentAction(type: "Nowhere.MissingIntent", title: "Missing"))
            #expect(response.error?.code == "unknownIntent")
            #expect(response.error?.message.contains("'Nowhere.MissingIntent'") == true)
        }

        @Test func parametersThatDoNotDecodeAreRefused() async {
            IntentPerformer.register(ToggleSpecificTimerIntent.self)
            let response = await perform(
                IntentAction(
                    type: ToggleSpecificTimerIntent._typeName, title: "Toggle Timer",
                    parameters: ["timer": .string("nope"), "value": .bool(true)]))
            #expect(response.error?.code == "badRequest")
            #expect(response.error?.message.contains("parameter 'timer'") == true)
            #expect(TimerManager.shared.running.isEmpty)
        }

        @Test func performThatThrowsIsReportedWithItsError() async {
            IntentPerformer.register(ExplodingIntent.self)
            let response = await perform(IntentAction(type: ExplodingIntent._typeName, title: "Explode"))
            #expect(response.error?.code == "performFailed")
            #expect(
                response.error?.message == "'Explode' (\(ExplodingIntent._typeName)) threw: the timer file is locked")
            #expect(handler.isIdle)
        }

        @Test func performWithoutIntentIsABadRequest() async {
            let response = await handler.response(to: ExtensionRequest(id: 2, method: .perform))
            #expect(response.error?.code == "badRequest")
        }
    }
}
