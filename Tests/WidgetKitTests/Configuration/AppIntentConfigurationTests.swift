//  AppIntentConfigurationTests.swift — WidgetKitTests (Glimpse)
//  Status: Complete
//  Behaviour: Apple WidgetKit "AppIntentConfiguration" and "AppIntentTimelineProvider" answered
//  by the runtime: the async provider gets the instance's intent, read from the request's
//  configuration (Docs/ExtensionProtocol.md "Configuration").

import Foundation
import GlimpseArchive
import Testing

@testable import WidgetKit

@MainActor
struct AppIntentConfigurationTests {
    let handler = RequestHandler(bundle: IntentBundle(), bundleName: "Intents")

    private func ask(
        _ method: ExtensionRequest.Method, kind: String = "Greeting", configuration: String?
    ) async -> ExtensionResponse {
        await handler.response(
            to: ExtensionRequest(
                id: 4, method: method, kind: kind, family: "systemSmall", configuration: configuration))
    }

    /// The text runs of each entry's first archive.
    private func words(_ response: ExtensionResponse) -> [[String]] {
        (response.entries ?? []).map { entry in
            entry.archives[0].sExpression.matches(of: /\(run [-0-9.]+ [-0-9.]+ "([^"]*)"/).map { String($0.output.1) }
        }
    }

    @Test func theTimelineIsTheProvidersAnswerForTheConfiguredIntent() async throws {
        let response = await ask(.timeline, configuration: #"{"word":"howdy","times":3,"mood":"loud"}"#)
        #expect(response.error == nil)
        #expect(response.entries?.map(\.date.timeIntervalSince1970) == [1000, 1060, 1120])
        #expect(words(response) == [["HOWDY"], ["HOWDY"], ["HOWDY"]])
        #expect(response.policy == .atEnd)
    }

    @Test(arguments: [nil, "{}"])
    func anUnconfiguredInstanceGetsTheIntentsDefaults(configuration: String?) async {
        let response = await ask(.timeline, configuration: configuration)
        #expect(words(response) == [["hello"], ["hello"]])
    }

    @Test func theSnapshotGetsTheConfiguredIntentToo() async {
        let response = await ask(.snapshot, configuration: #"{"word":"hi"}"#)
        #expect(response.entries?.map(\.date.timeIntervalSince1970) == [50])
        #expect(words(response) == [["hi"]])
    }

    @Test func theSameConfigurationByTitleWorks() async {
        let response = await ask(.snapshot, configuration: #"{"Word":"yo","Mood":"loud"}"#)
        #expect(words(response) == [["YO"]])
    }

    @Test func badValuesFallBackToDefaultsAndAreLoggedNotFatal() async {
        var logged: [String] = []
        handler.warn = { logged.append($0) }
        let response = await ask(.timeline, configuration: #"{"word":7,"times":1,"mood":"sulky"}"#)
        #expect(response.error == nil)
        #expect(words(response) == [["hello"]])
        #expect(
            logged == [
                "GreetingIntent: parameter 'word': expected a string, found a number (7); using its default",
                "GreetingIntent: parameter 'mood': expected one of \"calm\", \"loud\" (Mood), found \"sulky\"; "
                    + "using its default",
            ])
    }

    @Test func aConfigurationThatIsNotJSONGivesTheDefaults() async {
        var logged: [String] = []
        handler.warn = { logged.append($0) }
        let response = await ask(.timeline, configuration: "hero=spouty")
        #expect(words(response) == [["hello"], ["hello"]])
        #expect(logged.count == 1)
    }

    @Test func aRequiredParameterWithoutAnyValueIsAProviderFailureNamingIt() async {
        let response = await ask(.timeline, kind: "Named", configuration: "{}")
        #expect(response.entries == nil)
        #expect(response.error?.code == "providerFailed")
        #expect(response.error?.message.hasPrefix("NeedsURLIntent: parameter 'page' (URL) has no value") == true)
        let configured = await ask(.timeline, kind: "Named", configuration: #"{"page":"https://example.com"}"#)
        #expect(configured.entries?.map(\.date.timeIntervalSince1970) == [2])
        #expect(handler.isIdle)
    }

    @Test func thePlaceholderNeedsNoConfigurationAndIsRedacted() async {
        let response = await ask(.placeholder, configuration: #"{"word":"ignored"}"#)
        #expect(response.error == nil)
        #expect(response.entries?.map(\.date.timeIntervalSince1970) == [0])
        #expect(words(response) == [[]])  // the text is drawn as a placeholder bar
    }

    @Test func theIntentNamesTheWidgetUnlessTheConfigurationDoes() {
        let widgets = handler.bundleDescription.widgets
        #expect(widgets.map(\.displayName) == ["Greeting", "Named"])
        #expect(widgets.map(\.description) == ["Says something, several times.", "Named by its configuration."])
    }

    @Test func recommendationsDefaultToNoneAndKeepTheirDescription() {
        #expect(NamelessProvider().recommendations().isEmpty)
        #expect(GreetingProvider().recommendations().map(\.description) == ["Hello"])
    }
}
