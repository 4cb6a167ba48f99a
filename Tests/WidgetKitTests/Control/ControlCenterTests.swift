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

    @Test func withNoHostAReloadIsDroppedAndTheListThrowsNamingTheSocket() async throws {
        let center = ControlCenter(socketPath: "/tmp/glimpse-no-host-\(UUID().uuidString.prefix(8)).sock", bundle: "P")
        center.reloadAllControls()
        await #expect(throws: (any Error).self) { _ = try await center.currentControls() }
    }
}
