//  ControlDrawingTests.swift — WidgetKitTests (Glimpse)
//  Status: Complete
//  Behaviour: the `control` request (Docs/ExtensionProtocol.md "Controls"): what a control says
//  (title, value text, Action button hint by Apple's table, reference widgetkit.md §7) and how
//  each place and state is drawn (tint when on, optimistic performing, locked privacy, dimmed).

import AppIntents
import Foundation
import GlimpseArchive
import Testing

@testable import WidgetKit

extension SharedControlStateTests {
    @MainActor
    struct ControlDrawingTests {
        private let handler = RequestHandler(bundle: DrawingBundle(), bundleName: "Drawing")

        private func answer(
            _ kind: String, places: [ControlPlace]? = nil, states: [ControlState]? = nil, preview: Bool = false
        ) async throws -> ControlAnswer {
            let response = await handler.response(
                to: ExtensionRequest(
                    id: 7, method: .control, kind: kind, isPreview: preview,
                    environments: [RenderEnvironment(colorScheme: "dark", displayScale: 2)], controlPlaces: places,
                    controlStates: states))
            #expect(response.id == 7)
            if let error = response.error { Issue.record("control failed: \(error.message)") }
            return try #require(response.control)
        }

        private func items(_ item: DisplayItem) -> [DisplayItem] {
            if case .group(let group) = item { return [item] + group.children.flatMap(items) }
            return [item]
        }

        private func symbols(_ archive: WidgetArchive) -> [String] {
            items(archive.content).compactMap { if case .symbol(let symbol) = $0 { symbol.name } else { nil } }
        }

        private func texts(_ archive: WidgetArchive) -> [String] {
            items(archive.content).compactMap { if case .text(let text) = $0 { text.string } else { nil } }
        }

        private func fills(_ archive: WidgetArchive) -> [RGBA] {
            items(archive.content).compactMap {
                if case .shape(let shape) = $0, case .color(let color)? = shape.fill { color } else { nil }
            }
        }

        /// Whether `colors` has one within Float precision of `color` (tints cross `Color.Resolved`).
        private func contains(_ colors: [RGBA], _ color: RGBA) -> Bool {
            colors.contains {
                abs($0.red - color.red) < 1e-6 && abs($0.green - color.green) < 1e-6 && abs($0.blue - color.blue) < 1e-6
                    && abs($0.alpha - color.alpha) < 1e-6
            }
        }

        private func drawing(_ answer: ControlAnswer, _ place: ControlPlace, _ state: ControlState) throws
            -> WidgetArchive
        {
            try #require(answer.archives.first { $0.place == place && $0.state == state }).archive
        }

        // MARK: - What the control says

        @Test func explicitActionHintTakesPrecedenceOverValueText() async throws {
            let timer = try await answer("com.apple.Productivity.TimerToggle", places: [.actionButton], states: [.off])
            #expect(timer.title == "Work Timer")
            #expect(timer.valueText == "Stopped")
            #expect(timer.actionHint == "Hold to Start")
            #expect(texts(try drawing(timer, .actionButton, .off)) == ["Hold to Start"])
        }

        @Test func customValueTextHintAndDefaultToggleHint() async throws {
            // Off: the custom value label "Ring" → "Hold for Ring".
            let off = try await answer("com.example.SilentMode", states: [.off])
            #expect(off.valueText == "Ring" && off.actionHint == "Hold for Ring")
            // On: the default "On"/"Off" label → the toggle's default hint with the display name.
            TimerManager.shared.isRunning = true
            defer { TimerManager.shared.isRunning = false }
            let on = try await answer("com.example.SilentMode", states: [.on])
            #expect(on.isOn && on.valueText == "On")
            #expect(on.actionHint == "Hold to Turn Off 'Silent Mode'")
        }

        @Test func buttonHintsNameTheControlOrOpenTheApp() async throws {
            let breakButton = try await answer("com.apple.Productivity.Break", states: [.off])
            #expect(breakButton.actionHint == "Hold for 'Take a Break'")
            #expect(breakButton.valueText == nil && !breakButton.opensApp)
            let launch = try await answer("com.apple.Productivity.Launch", states: [.off])
            #expect(launch.actionHint == "Hold to Open Productivity")
            #expect(launch.opensApp)
        }

        @Test func toggleActionCarriesTheStateATapSets() async throws {
            let timer = try await answer("com.apple.Productivity.TimerToggle", states: [.off])
            #expect(!timer.isOn)
            #expect(timer.action?.parameters["value"] == .bool(true))
            #expect(timer.tint != nil)
        }

        @Test func failingProviderAnswersProviderFailedNamingTheControl() async {
            let response = await handler.response(
                to: ExtensionRequest(id: 3, method: .control, kind: "com.example.Broken"))
            #expect(response.error?.code == "providerFailed")
            #expect(response.error?.message.contains("control 'com.example.Broken': currentValue() failed") == true)
        }

        @Test func galleryUsesThePreviewValueEvenWhenTheProviderFails() async throws {
            let preview = try await answer(
                "com.example.Broken", places: [.controlCenterSmall], states: [.off], preview: true)
            #expect(!preview.isOn)
            #expect(preview.title == "Broken")
        }

        @Test func unknownControlKindListsTheBundlesControls() async {
            let response = await handler.response(to: ExtensionRequest(id: 4, method: .control, kind: "Nope"))
            #expect(response.error?.code == "unknownKind")
            #expect(response.error?.message.contains("'com.apple.Productivity.TimerToggle'") == true)
        }

        // MARK: - Drawings

        @Test func everyPlaceAndStateIsDrawnAtItsSize() async throws {
            let timer = try await answer("com.apple.Productivity.TimerToggle")
            #expect(timer.archives.count == ControlPlace.allCases.count * ControlState.allCases.count)
            for drawing in timer.archives {
                #expect(drawing.archive.size == drawing.place.size)
                #expect(drawing.archive.variant == nil)
            }
            #expect(ControlPlace.controlCenterSmall.size == Size(width: 72, height: 72))
            #expect(ControlPlace.controlCenterMedium.size == Size(width: 160, height: 72))
            #expect(ControlPlace.controlCenterLarge.size == Size(width: 160, height: 160))
            #expect(texts(try drawing(timer, .controlCenterSmall, .off)).isEmpty)
        }

        @Test func onStateFillsTheSymbolCircleWithTheTint() async throws {
            let timer = try await answer("com.apple.Productivity.TimerToggle", places: [.controlCenterSmall])
            let tint = try #require(timer.tint)
            let on = try drawing(timer, .controlCenterSmall, .on)
            let off = try drawing(timer, .controlCenterSmall, .off)
            #expect(contains(fills(on), tint))
            #expect(!contains(fills(off), tint))
            #expect(symbols(on) == ["hourglass"])
            #expect(symbols(off) == ["hourglass.bottomhalf.filled"])
        }

        @Test func mediumAndLargeShowTitleAndValue() async throws {
            let timer = try await answer(
                "com.apple.Productivity.TimerToggle", places: [.controlCenterMedium, .controlCenterLarge])
            #expect(texts(try drawing(timer, .controlCenterMedium, .on)) == ["Work Timer", "Running"])
            #expect(texts(try drawing(timer, .controlCenterLarge, .off)) == ["Work Timer", "Stopped"])
        }

        @Test func performingToggleShowsItsNewStateAtOnce() async throws {
            let timer = try await answer("com.apple.Productivity.TimerToggle", places: [.controlCenterMedium])
            let performing = try drawing(timer, .controlCenterMedium, .performing)
            #expect(!timer.isOn)
            #expect(texts(performing) == ["Work Timer", "Running"])
            #expect(contains(fills(performing), try #require(timer.tint)))
        }

        @Test func performingButtonShowsItsActionLabel() async throws {
            let breakButton = try await answer("com.apple.Productivity.Break", places: [.controlCenterMedium])
            #expect(texts(try drawing(breakButton, .controlCenterMedium, .off)) == ["Take a Break"])
            let performing = try drawing(breakButton, .controlCenterMedium, .performing)
            #expect(texts(performing) == ["Take a Break", "Logging…"])
            #expect(symbols(performing) == ["cup.and.saucer"])
        }

        @Test func lockedPrivacySensitiveControlHidesItsState() async throws {
            let door = try await answer("com.example.Private", places: [.controlCenterMedium, .lockScreen])
            #expect(door.isOn && door.privacySensitive)
            let tint = try #require(door.tint)
            let locked = try drawing(door, .controlCenterMedium, .locked)
            #expect(texts(locked) == ["Door"])
            #expect(!contains(fills(locked), tint))
            #expect(contains(fills(try drawing(door, .controlCenterMedium, .on)), tint))
            // A control that is not privacy-sensitive keeps its state when locked.
            TimerManager.shared.isRunning = true
            defer { TimerManager.shared.isRunning = false }
            let timer = try await answer(
                "com.apple.Productivity.TimerToggle", places: [.controlCenterMedium], states: [.locked])
            #expect(texts(try drawing(timer, .controlCenterMedium, .locked)) == ["Work Timer", "Running"])
        }

        @Test func disabledStateIsDimmed() async throws {
            let timer = try await answer(
                "com.apple.Productivity.TimerToggle", places: [.controlCenterSmall], states: [.disabled])
            guard case .group(let root) = try drawing(timer, .controlCenterSmall, .disabled).content else {
                Issue.record("no root group")
                return
            }
            let opacities = items(.group(root)).compactMap { if case .group(let g) = $0 { g.opacity } else { nil } }
            #expect(opacities.contains(0.4))
        }
    }
}
