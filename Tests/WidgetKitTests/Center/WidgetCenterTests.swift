//  WidgetCenterTests.swift — WidgetKitTests (Glimpse)
//  Status: Complete
//  Behaviour: Apple WidgetKit "WidgetCenter" over Docs/WidgetCenter.md: each call reaches the host
//  as one request naming the bundle; with no host, reloads are silent and configurations throw;
//  inside an extension run by a host, the shared center's reloads go to that host instead.

import Foundation
import GlimpseArchive
import Synchronization
import Testing

@testable import WidgetKit

struct WidgetCenterTests {
    @Test func insideAnExtensionTheSharedCentersReloadsGoToItsHost() throws {
        let host = try FakeCenterHost()
        defer { host.stop() }
        let sent = Mutex<[String]>([])
        WidgetCenter.sendReloads { kind in sent.withLock { $0.append(kind ?? "all") } }
        defer { WidgetCenter.sendReloads(to: nil) }

        WidgetCenter.shared.reloadTimelines(ofKind: "Forecast")
        WidgetCenter.shared.reloadAllTimelines()
        // A center with its own socket still uses it.
        WidgetCenter(socketPath: host.path, bundle: "Weather").reloadAllTimelines()

        #expect(sent.withLock { $0 } == ["Forecast", "all"])
        #expect(host.requests.map(\.method) == [.reloadAllTimelines])
    }

    @Test func reloadTimelinesArrivesWithTheKindTheBundleAndTheForegroundFlag() throws {
        let host = try FakeCenterHost()
        defer { host.stop() }
        let center = WidgetCenter(socketPath: host.path, bundle: "EmojiRangers")

        center.reloadTimelines(ofKind: "EmojiRangerWidget")

        let request = try #require(host.requests.first)
        #expect(host.requests.count == 1)
        #expect(request.method == .reloadTimelines)
        #expect(request.kind == "EmojiRangerWidget")
        #expect(request.bundle == "EmojiRangers")
        #expect(request.foreground == true)
        #expect(request.version == CenterProtocol.version)
        #expect(request.pid == ProcessInfo.processInfo.processIdentifier)
    }

    @Test func everyCallSendsItsOwnMethodInOrder() throws {
        let host = try FakeCenterHost()
        defer { host.stop() }
        let center = WidgetCenter(socketPath: host.path, bundle: "Weather", foreground: false)

        center.reloadAllTimelines()
        center.invalidateConfigurationRecommendations()
        center.invalidateRelevance(ofKind: "Forecast")

        let requests = host.requests
        #expect(
            requests.map(\.method) == [
                .reloadAllTimelines, .invalidateConfigurationRecommendations, .invalidateRelevance,
            ])
        #expect(requests.map(\.kind) == [nil, nil, "Forecast"])
        #expect(requests.allSatisfy { $0.bundle == "Weather" && !$0.foreground })
        #expect(Set(requests.map(\.id)).count == 3)
    }

    @Test func currentConfigurationsReturnsTheHostsWidgetsInItsOrder() async throws {
        let records = [
            WidgetInfoRecord(id: "w2", kind: "EmojiRangerWidget", family: "systemMedium"),
            WidgetInfoRecord(
                id: "w1", kind: "EmojiRangerWidget", family: "accessoryCircular", configuration: "{\"hero\":\"spouty\"}"
            ),
        ]
        let host = try FakeCenterHost { CenterResponse(id: $0.id, configurations: records) }
        defer { host.stop() }
        let center = WidgetCenter(socketPath: host.path, bundle: "EmojiRangers")

        let widgets = try await center.currentConfigurations()

        #expect(widgets.map(\.kind) == ["EmojiRangerWidget", "EmojiRangerWidget"])
        #expect(widgets.map(\.family) == [.systemMedium, .accessoryCircular])
        #expect(widgets.map(\.instanceID) == ["w2", "w1"])
        #expect(widgets[1].configurationJSON == "{\"hero\":\"spouty\"}")
        #expect(host.requests.map(\.method) == [.currentConfigurations])
        #expect(host.requests.first?.bundle == "EmojiRangers")
    }

    @Test func aWidgetsConfigurationIntentIsItsStoredValuesNotTheDefaults() {
        let configured = WidgetInfo(
            kind: "Greeting", family: .systemSmall, instanceID: "g1",
            configurationJSON: #"{"word":"bonjour","times":5,"mood":"loud"}"#)
        let intent = configured.widgetConfigurationIntent(of: GreetingIntent.self)
        #expect(intent?.word == "bonjour")
        #expect(intent?.times == 5)
        #expect(intent?.mood == .loud)
        // A value that does not fit keeps its parameter's default; the others are read.
        let wrong = WidgetInfo(
            kind: "Greeting", family: .systemSmall, instanceID: "g2", configurationJSON: #"{"word":"hi","times":"x"}"#)
        #expect(wrong.widgetConfigurationIntent(of: GreetingIntent.self)?.word == "hi")
        #expect(wrong.widgetConfigurationIntent(of: GreetingIntent.self)?.times == 2)
        // A static widget has no configuration intent.
        let plain = WidgetInfo(kind: "Static", family: .systemSmall, instanceID: "s1")
        #expect(plain.widgetConfigurationIntent(of: GreetingIntent.self) == nil)
    }

    @Test func getCurrentConfigurationsCallsBackOnceWithTheWidgets() async throws {
        let host = try FakeCenterHost {
            CenterResponse(id: $0.id, configurations: [WidgetInfoRecord(id: "a", kind: "K", family: "systemSmall")])
        }
        defer { host.stop() }
        let center = WidgetCenter(socketPath: host.path, bundle: "B")

        let result = await withCheckedContinuation { continuation in
            center.getCurrentConfigurations { continuation.resume(returning: $0) }
        }

        #expect(try result.get() == [WidgetInfo(kind: "K", family: .systemSmall, instanceID: "a")])
    }

    @Test func widgetOfAFamilyThisWidgetKitDoesNotKnowIsLeftOut() async throws {
        let host = try FakeCenterHost {
            CenterResponse(
                id: $0.id,
                configurations: [
                    WidgetInfoRecord(id: "a", kind: "K", family: "systemHuge"),
                    WidgetInfoRecord(id: "b", kind: "K", family: "accessoryInline"),
                ])
        }
        defer { host.stop() }

        let widgets = try await WidgetCenter(socketPath: host.path, bundle: "B").currentConfigurations()

        #expect(widgets.map(\.instanceID) == ["b"])
    }

    @Test func hostRefusalSurfacesAsAnErrorCarryingTheHostsMessage() async throws {
        let host = try FakeCenterHost {
            CenterResponse(
                id: $0.id, error: CenterFailure(code: CenterFailure.serviceFailed, message: "store is locked"))
        }
        defer { host.stop() }

        let error = try await #require(throws: CenterError.self) {
            try await WidgetCenter(socketPath: host.path, bundle: "B").currentConfigurations()
        }
        #expect(error.code == .hostRefused)
        #expect(error.failure?.code == "serviceFailed")
        #expect(error.message.contains("store is locked"))
    }

    @Test func reloadsWithNoHostRunningReturnQuietly() {
        let path = "/tmp/glimpse-center-wk-none-\(UUID().uuidString.prefix(8))/host.sock"
        let center = WidgetCenter(socketPath: path, bundle: "B")

        center.reloadTimelines(ofKind: "K")
        center.reloadAllTimelines()
        center.invalidateRelevance(ofKind: "K")
        center.invalidateConfigurationRecommendations()

        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func configurationsWithNoHostRunningThrowAnErrorNamingTheSocket() async throws {
        let path = "/tmp/glimpse-center-wk-none-\(UUID().uuidString.prefix(8))/host.sock"

        let error = try await #require(throws: CenterError.self) {
            try await WidgetCenter(socketPath: path, bundle: "B").currentConfigurations()
        }
        #expect(error.code == .hostUnavailable)
        #expect(error.message == "no Glimpse host is listening on \(path) (is `glimpse serve` running?)")
    }

    @Test func widgetInfoIsItsOwnIdentityAndEqualPerInstance() {
        let a = WidgetInfo(kind: "K", family: .systemSmall, instanceID: "1")
        let b = WidgetInfo(kind: "K", family: .systemSmall, instanceID: "2")
        #expect(a.id == a)
        #expect(a != b)
        #expect(Set([a, b, a]).count == 2)
        #expect(a.description == "WidgetInfo(kind: \"K\", family: systemSmall)")
    }
}
