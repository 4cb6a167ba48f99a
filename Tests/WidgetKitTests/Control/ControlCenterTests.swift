//  ControlCenterTests.swift — WidgetKitTests (Glimpse)
//  Status: Complete
//  Behaviour: Apple WidgetKit "ControlCenter" over Docs/WidgetCenter.md "Controls": an app's
//  `reloadControls(ofKind:)`, `reloadAllControls()` and `currentControls()` reach the host over the
//  WidgetCenter socket, with the app's bundle; no host running loses nothing but the call.

import Foundation
import GlimpseArchive
import Testing

@testable import WidgetKit

struct ControlCenterTests {
    @Test func reloadsArriveWithTheKindAndTheBundleInOrder() throws {
        let host = try FakeCenterHost()
        defer { host.stop() }
        let center = ControlCenter(socketPath: host.path, bundle: "Productivity")

        center.reloadControls(ofKind: "com.example.Productivity.TimerToggle")
        center.reloadAllControls()

        let requests = host.requests
        #expect(requests.map(\.method) == [.reloadControls, .reloadAllControls])
        #expect(requests.first?.kind == "com.example.Productivity.TimerToggle")
        #expect(requests.allSatisfy { $0.bundle == "Productivity" })
    }

    @Test func currentControlsAreTheHostsPlacedControlsWithTheirConfigurations() async throws {
        let host = try FakeCenterHost { request in
            var response = CenterResponse(id: request.id)
            response.controls = [
                ControlInfoRecord(
                    id: "3", kind: "com.example.Productivity.TimerToggle", configuration: #"{"timer":"work"}"#),
                ControlInfoRecord(id: "4", kind: "com.example.Productivity.Break"),
            ]
            return response
        }
        defer { host.stop() }
        let center = ControlCenter(socketPath: host.path, bundle: "Productivity")

        let controls = try await center.currentControls()

        #expect(host.requests.map(\.method) == [.currentControls])
        #expect(controls.map(\.id) == ["3", "4"])
        #expect(controls.map(\.kind) == ["com.example.Productivity.TimerToggle", "com.example.Productivity.Break"])
    }

    @Test func configurationIntentHoldsTheStoredValuesNotTheDefaults() async throws {
        // The control's value was read in this process: its configuration went through the query.
        _ = try await SelectTimerIntent._decode(configuration: #"{"timer":"study"}"#)
        let controls = try await Self.currentControls([
            ControlInfoRecord(
                id: "1", kind: "Named", configuration: #"{"timerName":"Deep work"}"#,
                intent: TimerConfiguration._typeName),
            ControlInfoRecord(
                id: "2", kind: "Timer", configuration: #"{"timer":"study"}"#, intent: SelectTimerIntent._typeName),
        ])

        #expect(controls[0].configurationIntent(of: TimerConfiguration.self)?.timerName == "Deep work")
        #expect(controls[1].configurationIntent(of: SelectTimerIntent.self)?.timer?.name == "Study")
    }

    @Test func configurationIntentOfAnotherTypeOrOfAStaticControlIsNil() async throws {
        let controls = try await Self.currentControls([
            ControlInfoRecord(
                id: "1", kind: "Named", configuration: #"{"timerName":"Deep work"}"#,
                intent: TimerConfiguration._typeName),
            ControlInfoRecord(id: "2", kind: "Break"),
        ])

        #expect(controls[0].configurationIntent(of: SelectTimerIntent.self) == nil)
        #expect(controls[1].configurationIntent(of: TimerConfiguration.self) == nil)
    }

    @Test func configurationIntentWithNothingStoredOrAValueThatNoLongerFitsReadsTheDefaults() async throws {
        let controls = try await Self.currentControls([
            ControlInfoRecord(id: "1", kind: "Named", intent: TimerConfiguration._typeName),
            ControlInfoRecord(
                id: "2", kind: "Named", configuration: #"{"timerName":42}"#, intent: TimerConfiguration._typeName),
            ControlInfoRecord(
                id: "3", kind: "Timer", configuration: #"{"timer":"never-asked"}"#, intent: SelectTimerIntent._typeName
            ),
        ])

        #expect(controls[0].configurationIntent(of: TimerConfiguration.self)?.timerName == "Timer")
        #expect(controls[1].configurationIntent(of: TimerConfiguration.self)?.timerName == "Timer")
        let timer = try #require(controls[2].configurationIntent(of: SelectTimerIntent.self))
        #expect(timer.timer == nil)
    }

    @Test func withNoHostAReloadIsDroppedAndTheListThrowsNamingTheSocket() async throws {
        let center = ControlCenter(socketPath: "/tmp/glimpse-no-host-\(UUID().uuidString.prefix(8)).sock", bundle: "P")
        center.reloadAllControls()
        await #expect(throws: (any Error).self) { _ = try await center.currentControls() }
    }

    /// `currentControls()` of a host that answers with `records`.
    private static func currentControls(_ records: [ControlInfoRecord]) async throws -> [ControlInfo] {
        let host = try FakeCenterHost { request in
            var response = CenterResponse(id: request.id)
            response.controls = records
            return response
        }
        defer { host.stop() }
        return try await ControlCenter(socketPath: host.path, bundle: "Productivity").currentControls()
    }
}
