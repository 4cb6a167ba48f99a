//  RelevanceHostLinkTests.swift — AppIntentsTests (Glimpse)
//  Status: Complete
//  Behaviour: issue 13 — what AppIntents donations and relevant intents send the host, in the
//  form that goes over the WidgetCenter socket (Docs/WidgetCenter.md "Donations and
//  suggestions"). Serialized: the tests share the process's host link.

import Foundation
import GlimpseArchive
import Testing

@testable import AppIntents

@Suite(.serialized)
struct RelevanceHostLinkTests {
    /// Runs `body` with a transport that records what is sent.
    private func recording(_ body: () async throws -> Void) async rethrows -> [RelevanceMessage] {
        let box = MessageBox()
        RelevanceHostLink.shared.transport = { message in
            box.append(message)
            return nil
        }
        defer { RelevanceHostLink.shared.transport = nil }
        try await body()
        return box.messages
    }

    @Test func aRelevantIntentGoesOutWithItsKindParametersAndDateWindow() async throws {
        let intent = ConfigurationAppIntent()
        intent.favoriteEmoji = "🌮"
        let start = Date(timeIntervalSince1970: 2_000)
        let relevant = RelevantIntent(
            intent, widgetKind: "Lunch", relevance: .date(from: start, to: start.addingTimeInterval(3600)))

        let sent = try await recording { try await RelevantIntentManager.shared.updateRelevantIntents([relevant]) }

        guard case .relevantIntents(let intents) = sent.first, let record = intents.first?.record else {
            Issue.record("sent \(sent)")
            return
        }
        #expect(record.kind == "Lunch")
        #expect(record.intentType?.hasSuffix("ConfigurationAppIntent") == true)
        #expect(record.parameters.contains("🌮"))
        #expect(record.windows == [SuggestionRecord.Window(start: start, end: start.addingTimeInterval(3600))])
    }

    @Test func aRelevantIntentWithoutADateClueSendsNoWindow() {
        let relevant = RelevantIntent(
            ConfigurationAppIntent(), widgetKind: "Lunch", relevance: .fitness(.workoutActive))

        #expect(relevant.record.windows.isEmpty)
    }

    @Test func anAppIntentDonationIsMarkedAsAppIntentsWithItsIdentifier() async throws {
        var identifier: IntentDonationIdentifier?
        let sent = try await recording { identifier = try await ConfigurationAppIntent().donate() }

        guard case .donation(let donation) = sent.first else {
            Issue.record("sent \(sent)")
            return
        }
        #expect(donation.record.source == .appIntents)
        #expect(donation.record.identifier == identifier?.uuid.uuidString)
    }

    /// Runs `body` with the host link sending to a private socket (none by default: no host).
    private func privately(_ socket: String? = nil, _ body: () async throws -> Void) async rethrows {
        let link = RelevanceHostLink.shared
        link.transport = nil
        link.sender = RelevanceSender(
            socket: CenterSocketPath(path: socket ?? NSTemporaryDirectory() + "gci-\(UUID().uuidString)/absent.sock"))
        defer { link.sender = RelevanceSender.shared }
        try await body()
    }

    @Test func withoutAHostDonatingAndUpdatingSucceedQuietly() async throws {
        try await privately {
            _ = try await ConfigurationAppIntent().donate()
            try await RelevantIntentManager.shared.updateRelevantIntents([])
        }
    }

    @Test func withoutATransportADonationGoesToTheLinksSenderSocket() async throws {
        let socket = try PrivateCenterSocket()
        defer { socket.remove() }
        try await privately(socket.path) { _ = try await ConfigurationAppIntent().donate() }
        #expect(socket.received.contains(#""method":"donate""#), "\(socket.received)")
        #expect(socket.received.contains("ConfigurationAppIntent"))
    }
}

/// Messages collected from any thread.
private final class MessageBox: @unchecked Sendable {
    // @unchecked Sendable: `items` is only touched under `lock`.
    private let lock = NSLock()
    private var items: [RelevanceMessage] = []
    func append(_ message: RelevanceMessage) { lock.withLock { items.append(message) } }
    var messages: [RelevanceMessage] { lock.withLock { items } }
}
