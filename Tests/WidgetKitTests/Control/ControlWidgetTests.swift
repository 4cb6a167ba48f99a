//  ControlWidgetTests.swift — WidgetKitTests (Glimpse)
//  Status: Complete
//  Behaviour: Apple WidgetKit controls (reference widgetkit.md §7): controls listed in a bundle
//  beside widgets, `describe` reporting them, and each configuration giving the gallery its
//  `previewValue` and a placed control its `currentValue()`.

import AppIntents
import Foundation
import GlimpseArchive
import Testing

@testable import WidgetKit

extension SharedControlStateTests {
    @MainActor
    struct ControlWidgetTests {
        private func record(_ kind: String, in bundle: some WidgetBundle = AllControlsBundle()) throws -> ControlRecord
        {
            try #require(bundle.body.makeControlRecords().first { $0.kind == kind })
        }

        private func model(_ record: ControlRecord, current: Bool, configuration: String? = nil) async throws
            -> ControlTemplateModel
        {
            try await (current ? record.current : record.preview)(configuration) { _ in }
        }

        @Test func bundleListsControlsBesideWidgetsInSourceOrder() {
            let handler = RequestHandler(bundle: ProductivityBundle(), bundleName: "Productivity")
            let description = handler.bundleDescription
            #expect(description.widgets.map(\.kind) == ["Counter"])
            #expect(
                description.controls?.map(\.kind) == [
                    "com.apple.Productivity.TimerToggle", "com.apple.Productivity.ConfigurableTimerToggle",
                    "com.apple.Productivity.Break", "com.apple.Productivity.Launch",
                ])
        }

        @Test func describeReportsNameDescriptionTemplateAndConfiguration() throws {
            let controls =
                RequestHandler(bundle: AllControlsBundle(), bundleName: "All").bundleDescription.controls ?? []
            let timer = try #require(controls.first { $0.kind == "com.apple.Productivity.TimerToggle" })
            #expect(timer.displayName == "Work Timer")
            #expect(timer.description == "Start and stop your work timer.")
            #expect(timer.template == "toggle")
            #expect(!timer.configurable && timer.intent == nil)
            let configurable = try #require(
                controls.first { $0.kind == "com.apple.Productivity.ConfigurableTimerToggle" })
            #expect(configurable.configurable && configurable.promptsForUserConfiguration)
            #expect(configurable.intent == SelectTimerIntent._typeName)
            // Without displayName, an app-intent control is named by its intent's title.
            #expect(configurable.displayName == "Select Timer")
            #expect(controls.first { $0.kind == "com.example.Trunk" }?.template == "button")
            #expect(controls.first { $0.kind == "com.example.SilentMode" }?.template == "toggle")
        }

        @Test func bundleWithoutControlsDescribesNoControlsField() throws {
            let description = RequestHandler(bundle: SingleWidgetBundle(), bundleName: "One").bundleDescription
            #expect(description.controls == nil)
            let json = String(decoding: try ArchiveCoding.encoder().encode(description), as: UTF8.self)
            #expect(!json.contains("controls"))
        }

        @Test func galleryShowsPreviewValueAndPlacedControlAsksCurrentValue() async throws {
            TimerManager.shared.isRunning = true
            defer { TimerManager.shared.isRunning = false }
            let timer = try record("com.apple.Productivity.TimerToggle")
            #expect(try await model(timer, current: false).isOn == false)
            #expect(try await model(timer, current: true).isOn == true)
        }

        @Test func failingCurrentValueThrowsTheProvidersError() async throws {
            TimerManager.shared.failNextFetch = true
            let timer = try record("com.apple.Productivity.TimerToggle")
            await #expect(throws: TimerError.self) { _ = try await model(timer, current: true) }
        }

        @Test func toggleRecordsItsSetValueIntentAndTint() async throws {
            let model = try await model(try record("com.apple.Productivity.TimerToggle"), current: false)
            #expect(model.kind == .toggle)
            #expect(model.action?.intent.type.hasSuffix(".ToggleTimerIntent") == true)
            #expect(model.action?.intent.title == "Productivity Timer")
            #expect(model.action?.opensApp == false)
            #expect(model.tint != nil)
            #expect(!model.hasDefaultValueLabel)
        }

        @Test func configurableControlReadsItsEntityFromTheStoredConfiguration() async throws {
            TimerManager.shared.running = ["study"]
            defer { TimerManager.shared.running = [] }
            let control = try record("com.apple.Productivity.ConfigurableTimerToggle")
            let study = try await model(control, current: true, configuration: #"{"timer":"study"}"#)
            #expect(study.isOn)
            #expect(study.action?.intent.parameters["timer"] == .string("study"))
            let unconfigured = try await model(control, current: true)
            #expect(!unconfigured.isOn)
            #expect(unconfigured.action?.intent.parameters["timer"] == .string("work"))
        }

        @Test func xcodeTemplateControlUsesTheConfigurationDefault() async throws {
            let control = try record("com.example.MyWidget")
            let placed = try await model(control, current: true)
            #expect(placed.isOn)
            #expect(placed.action?.intent.parameters["name"] == .string("Timer"))
            let named = try await model(control, current: false, configuration: #"{"timerName":"Tea"}"#)
            #expect(!named.isOn)
            #expect(named.action?.intent.parameters["name"] == .string("Tea"))
        }

        @Test func openIntentButtonOpensTheApp() async throws {
            let launch = try await model(try record("com.apple.Productivity.Launch"), current: true)
            #expect(launch.kind == .button)
            #expect(launch.action?.opensApp == true)
            // An unset parameter without a default is left out; the bundle starts it from `init()`.
            #expect(launch.action?.intent.parameters["target"] == nil)
            let trunk = try await model(try record("com.example.Trunk"), current: true)
            #expect(trunk.action?.opensApp == false)
            #expect(trunk.privacySensitive && !trunk.disabled)
            #expect(trunk.actionLabel != nil && trunk.title != nil && trunk.label == nil)
        }

        @Test func toggleWithOnlyALabelHasTheDefaultValueLabel() async throws {
            TimerManager.shared.isRunning = true
            defer { TimerManager.shared.isRunning = false }
            let silent = try await model(try record("com.example.SilentMode"), current: true)
            #expect(silent.isOn && silent.hasDefaultValueLabel)
        }

        @Test func sharedWidgetAndControlConfigurationIntentCompilesAndPerforms() async throws {
            _ = try await SharedConfigurationIntent().perform()
            let shared = try await model(try record("com.example.Shared"), current: true)
            #expect(shared.kind == .button)
        }

        @Test func controlCenterAcceptsReloadsWithoutAHost() async throws {
            // Reloads are dropped quietly; the list throws naming the socket, as WidgetCenter's
            // currentConfigurations() does (Docs/WidgetCenter.md "What the app sees").
            let center = ControlCenter(socketPath: "/tmp/glimpse-none-\(UUID().uuidString.prefix(8)).sock", bundle: "P")
            center.reloadControls(ofKind: "com.apple.Productivity.TimerToggle")
            center.reloadAllControls()
            await #expect(throws: (any Error).self) { _ = try await center.currentControls() }
        }
    }
}

private struct SingleWidgetBundle: WidgetBundle {
    var body: some Widget { CounterWidget() }
}
