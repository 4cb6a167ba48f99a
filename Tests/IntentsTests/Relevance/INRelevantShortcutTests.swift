//  INRelevantShortcutTests.swift — IntentsTests (Glimpse)
//  Status: Complete
//  Behaviour: what an app's relevant shortcuts and donations send to the host, and that they
//  succeed quietly without one (issue 13). Serialized: the tests share the process's host link.

import Foundation
import GlimpseArchive
import Intents
import Testing

@testable import Intents

@Suite(.serialized)
struct INRelevantShortcutTests {
    /// Runs `body` with a transport that records what is sent.
    private func recording(_ body: () async throws -> Void) async rethrows -> [IntentsMessage] {
        let box = Box()
        IntentsHostLink.shared.transport = { message in
            box.append(message)
            return nil
        }
        defer { IntentsHostLink.shared.transport = nil }
        try await body()
        return box.messages
    }

    @Test func aRelevantShortcutForAWidgetSendsItsKindIntentAndWindow() async throws {
        let intent = PurchasesIntent()
        intent.category = "coffee"
        let shortcut = INRelevantShortcut(shortcut: INShortcut(intent: intent)!)
        shortcut.shortcutRole = .information
        shortcut.widgetKind = "Purchases"
        let start = Date(timeIntervalSince1970: 1_000)
        shortcut.relevanceProviders = [
            INDateRelevanceProvider(start: start, end: start.addingTimeInterval(1800)),
            INDailyRoutineRelevanceProvider(situation: .gym),
        ]
        let sent = try await recording {
            try await INRelevantShortcutStore.default.setRelevantShortcuts([shortcut])
        }
        guard case .relevantShortcuts(let records) = sent.first, let record = records.first else {
            Issue.record("sent \(sent)")
            return
        }
        #expect(record.widgetKind == "Purchases")
        #expect(record.role == .information)
        #expect(record.intentType == "IntentsTests.PurchasesIntent")
        #expect(record.parameters.contains(#""category":"coffee""#))
        #expect(record.windows.map(\.start) == [start])
        #expect(record.windows.map(\.end) == [start.addingTimeInterval(1800)])
        #expect(record.situations == [5])
        // On the wire: the kind, the intent and the date window (the situation is not sent).
        #expect(
            record.record
                == SuggestionRecord(
                    kind: "Purchases", intentType: "IntentsTests.PurchasesIntent", parameters: record.parameters,
                    windows: [SuggestionRecord.Window(start: start, end: start.addingTimeInterval(1800))]))
    }

    @Test func aDonationSendsTheIntentAndItsDate() async throws {
        let intent = PurchasesIntent()
        intent.category = "tea"
        let interaction = INInteraction(intent: intent, response: nil)
        interaction.dateInterval = DateInterval(start: Date(timeIntervalSince1970: 500), duration: 1)
        let sent = try await recording { try await interaction.donate() }
        guard case .donation(let donation) = sent.first else {
            Issue.record("sent \(sent)")
            return
        }
        #expect(donation.intentType == "IntentsTests.PurchasesIntent")
        #expect(donation.parameters.contains(#""category":"tea""#))
        #expect(donation.date == Date(timeIntervalSince1970: 500))
        #expect(donation.record.source == .intents)
        #expect(donation.record.identifier == donation.identifier)
        #expect(donation.record.date == Date(timeIntervalSince1970: 500))
    }

    /// Runs `body` with the host link sending to a private socket (none by default: no host).
    private func privately(_ socket: String? = nil, _ body: () async throws -> Void) async rethrows {
        let link = IntentsHostLink.shared
        link.transport = nil
        link.sender = RelevanceSender(
            socket: CenterSocketPath(path: socket ?? NSTemporaryDirectory() + "gci-\(UUID().uuidString)/absent.sock"))
        defer { link.sender = RelevanceSender.shared }
        try await body()
    }

    @Test func withoutAHostEveryCallSucceedsQuietly() async throws {
        try await privately {
            try await INInteraction(intent: PurchasesIntent(), response: nil).donate()
            try await INRelevantShortcutStore.default.setRelevantShortcuts([])
            let error: (any Error)? = await withCheckedContinuation { continuation in
                INInteraction(intent: PurchasesIntent(), response: nil).donate { continuation.resume(returning: $0) }
            }
            #expect(error == nil)
        }
    }

    @Test func withoutATransportADonationGoesToTheLinksSenderSocket() async throws {
        let socket = try PrivateCenterSocket()
        defer { socket.remove() }
        try await privately(socket.path) { try await INInteraction(intent: PurchasesIntent(), response: nil).donate() }
        #expect(socket.received.contains(#""method":"donate""#), "\(socket.received)")
        #expect(socket.received.contains("PurchasesIntent"))
    }

    @Test func theHostsErrorReachesTheCompletion() async {
        struct Refused: Error {}
        IntentsHostLink.shared.transport = { _ in Refused() }
        defer { IntentsHostLink.shared.transport = nil }
        await #expect(throws: Refused.self) { try await INRelevantShortcutStore.default.setRelevantShortcuts([]) }
    }
}

/// Messages collected from any thread.
private final class Box: @unchecked Sendable {
    // @unchecked Sendable: `items` is only touched under `lock`.
    private let lock = NSLock()
    private var items: [IntentsMessage] = []
    func append(_ message: IntentsMessage) { lock.withLock { items.append(message) } }
    var messages: [IntentsMessage] { lock.withLock { items } }
}
