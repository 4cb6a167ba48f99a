//  RequestHandlerParametersTests.swift — WidgetKitTests (Glimpse)
//  Status: Complete
//  Behaviour: Docs/ExtensionProtocol.md "`parameters`": a control's and a widget's configuration
//  intent described for a form — names, titles, types, values from the configuration, defaults,
//  an entity query's `suggestedEntities()` and an enum's cases — and a clear failure for a query
//  that throws, a stored entity that no longer exists, a kind the bundle lacks and a static kind.

import AppIntents
import Foundation
import GlimpseArchive
import Testing

@testable import WidgetKit

/// A station whose query cannot reach its list.
private struct Station: AppEntity {
    let id: String
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Station"
    static let defaultQuery = StationQuery()
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }
}

private struct StationQuery: EntityQuery {
    struct Offline: Error, CustomStringConvertible { var description: String { "the station list is offline" } }
    func entities(for identifiers: [String]) async throws -> [Station] { throw Offline() }
    func suggestedEntities() async throws -> [Station] { throw Offline() }
}

private struct SelectStationIntent: ControlConfigurationIntent {
    static let title: LocalizedStringResource = "Select Station"
    @Parameter(title: "Station") var station: Station?
}

private struct RadioControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        AppIntentControlConfiguration(kind: "Radio", intent: SelectStationIntent.self) { _ in
            ControlWidgetButton(action: OpenTrunkIntent()) { Label("Radio", systemImage: "radio") }
        }
    }
}

private struct ParametersBundle: WidgetBundle {
    var body: some Widget {
        ConfigurableTimerToggle()
        BreakButton()
        GreetingWidget()
        RadioControl()
    }
}

@MainActor
struct RequestHandlerParametersTests {
    private let handler = RequestHandler(bundle: ParametersBundle(), bundleName: "Parameters")

    private func ask(_ kind: String?, _ configuration: String? = nil) async -> ExtensionResponse {
        await handler.response(
            to: ExtensionRequest(id: 4, method: .parameters, kind: kind, configuration: configuration))
    }

    @Test func aControlsEntityParameterListsTheQuerysSuggestedEntities() async throws {
        let answer = try #require(
            await ask("com.apple.Productivity.ConfigurableTimerToggle", #"{"timer":"study"}"#).parameters)
        #expect(answer.intent.hasSuffix(".SelectTimerIntent"))
        #expect(answer.title == "Select Timer")
        #expect(answer.warnings.isEmpty)
        let timer = try #require(answer.parameters.first)
        #expect(answer.parameters.count == 1)
        #expect(timer.name == "timer" && timer.title == "Timer" && timer.type == "ProductivityTimer")
        #expect(timer.kind == .entity && timer.isOptional && !timer.isArray)
        #expect(timer.value == .string("study"))
        #expect(
            timer.options == [
                IntentParameterOption(value: .string("work"), title: "Work"),
                IntentParameterOption(value: .string("study"), title: "Study"),
            ])
        #expect(answer.configuration == #"{"timer":"study"}"#)
    }

    @Test func aWidgetsParametersCarryTheirValuesDefaultsAndAnEnumsCases() async throws {
        let answer = try #require(await ask("Greeting", #"{"times":5}"#).parameters)
        #expect(answer.parameters.map(\.name) == ["word", "times", "mood"])
        #expect(answer.parameters.map(\.kind) == [.string, .integer, .enumeration])
        #expect(answer.parameters.map(\.value) == [.string("hello"), .number(5), .string("calm")])
        #expect(answer.parameters.map(\.defaultValue) == [.string("hello"), .number(2), .string("calm")])
        #expect(answer.parameters[2].options?.map(\.title) == ["Calm", "Loud"])
        #expect(answer.parameters[0].options == nil)
    }

    @Test func anEntityThatNoLongerExistsIsAWarningAndTheDefaultIsShown() async throws {
        let answer = try #require(
            await ask("com.apple.Productivity.ConfigurableTimerToggle", #"{"timer":"gone"}"#).parameters)
        #expect(answer.warnings.count == 1)
        #expect(answer.warnings.first?.contains(#"no ProductivityTimer has identifier "gone""#) == true)
        // The optional timer falls back to no timer (its query has no defaultResult()).
        #expect(answer.parameters.first.map { $0.value == nil } == true)
    }

    @Test func aQueryThatThrowsIsAFailureNamingTheQuery() async throws {
        let response = await ask("Radio")
        #expect(response.parameters == nil)
        #expect(response.error?.code == "queryFailed")
        let message = try #require(response.error?.message)
        #expect(message.contains("parameter 'station'"))
        #expect(message.contains("StationQuery.suggestedEntities() threw the station list is offline"))
    }

    @Test func aKindTheBundleLacksAndAStaticControlAreRefusedByName() async throws {
        let unknown = await ask("Nope")
        #expect(unknown.error?.code == "unknownKind")
        #expect(unknown.error?.message.contains("'Greeting'") == true)
        let fixed = await ask("com.apple.Productivity.Break")
        #expect(fixed.error?.code == "badRequest")
        #expect(fixed.error?.message.contains("StaticControlConfiguration") == true)
        #expect(await ask(nil).error?.code == "badRequest")
    }

    @Test func theAnswerSurvivesTheWire() async throws {
        let response = await ask("Greeting")
        let data = try JSONEncoder().encode(response)
        #expect(try JSONDecoder().decode(ExtensionResponse.self, from: data) == response)
    }
}
