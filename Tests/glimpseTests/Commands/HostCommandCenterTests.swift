//  HostCommandCenterTests.swift — glimpseTests (Glimpse)
//  Status: Complete
//  Behaviour: issue 13 "App processes reach the host … over the same socket `WidgetCenter`
//  uses" and "Suggestions", in the headless host: `glimpse host` serves WidgetCenter on
//  `$GLIMPSE_SOCKET`; a relevant intent sent there inserts its widget, configured, at the end of
//  a stored stack and on top for its window, and takes it out at the window's end, a line each;
//  a shortcut for a kind no bundle has is logged and ignored; 10 000 donations in a second are
//  stored and the host goes on answering.

import Foundation
import GlimpseArchive
import GlimpseHost
import Testing

@Suite(.serialized)
struct HostCommandCenterTests {
    /// A database whose Home Screen has one medium stack of two EmojiRangerWidgets.
    private static func stackedHome(in folder: URL) throws -> HostStore {
        let store = try HostStore(path: folder.appendingPathComponent("host.sqlite").path)
        let ids = try (0..<2).map { _ in
            try store.insertInstance(
                bundle: HostCommandTests.emojiRangers, kind: "EmojiRangerWidget", family: .systemMedium,
                place: .homeScreen, configuration: "{}", created: Date(),
                schedule: InstanceSchedule(pending: PendingReload(reason: .initial, due: Date(), free: true))
            ).id
        }
        try store.saveSurfaces([
            Surface(name: .homeScreen, device: "iphone-6.1", stacks: [WidgetStack(instances: ids)])
        ])
        return store
    }

    private static func host(in folder: URL) throws -> RunningGlimpse {
        let host = try RunningGlimpse(["host", "--db", "host.sqlite", "--for", "120"], in: folder)
        #expect(host.waitUntil { host.stdout.contains("widget center listening on ") })
        return host
    }

    private static func client(_ folder: URL) -> CenterClient {
        CenterClient(socket: CenterSocketPath(path: folder.appendingPathComponent("host.sock").path), timeout: 10)
    }

    private static func suggest(_ folder: URL, kind: String, from start: Date, seconds: Double) throws -> CenterResponse
    {
        try client(folder).send(
            CenterRequest(
                id: 1, method: .relevantShortcuts, bundle: "EmojiRangers", foreground: false,
                relevance: RelevancePayload(suggestions: [
                    SuggestionRecord(
                        kind: kind, intentType: "EmojiRangers.SelectCharacterIntent",
                        parameters: #"{"showsLevel":false}"#,
                        windows: [.init(start: start, end: start.addingTimeInterval(seconds))])
                ])))
    }

    @Test func aRelevantShortcutSentToTheHostJoinsAStoredStackForItsWindow() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try Self.stackedHome(in: folder.url)
        let host = try Self.host(in: folder.url)
        defer { host.interrupt() }
        #expect(host.stdout.contains("widget center listening on \(folder.url.path)/host.sock\n"))

        // Open from a minute ago for 20 seconds more: it joins at once, configured, and on top.
        let answer = try Self.suggest(folder.url, kind: "ChosenRangerWidget", from: Date() - 60, seconds: 80)
        #expect(answer.ok)
        #expect(
            host.waitUntil { host.stdout.contains("suggested ChosenRangerWidget joined the homeScreen stack as #3\n") })
        #expect(
            host.waitUntil {
                host.stdout.contains(
                    "rotated homeScreen slot=1 #1 (EmojiRangerWidget, systemMedium) → #3 (ChosenRangerWidget, systemMedium)"
                )
            })
        let stack = try #require(try store.surface(.homeScreen)?.stacks.first)
        #expect(stack.instances.map(\.rawValue) == [1, 2, 3])
        #expect(stack.top == InstanceID(3))
        #expect(try store.instances().last?.configuration == #"{"showsLevel":false}"#)
        #expect(try store.suggestedWidgets().map(\.instance) == [InstanceID(3)])
        // An app asks the host for its widgets: the suggested one is there with its configuration.
        let configurations = try Self.client(folder.url).send(
            CenterRequest(id: 2, method: .currentConfigurations, bundle: "EmojiRangers", foreground: true))
        #expect(configurations.configurations?.map(\.id) == ["1", "2", "3"])
        // Each names its configuration intent's type, from the bundle's describe.
        #expect(configurations.configurations?.last?.intent == "EmojiRangers.SelectCharacterIntent")

        // The window ends: it leaves, and the stack is the two widgets again.
        #expect(host.waitUntil { host.stdout.contains("suggested widget #3 left: its window ended\n") })
        #expect(try store.surface(.homeScreen)?.stacks.first?.instances.map(\.rawValue) == [1, 2])
        #expect(try store.suggestedWidgets().isEmpty)
        #expect(try store.instances().count == 2)
    }

    @Test func aShortcutForAKindNoBundleHasIsLoggedAndIgnored() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try Self.stackedHome(in: folder.url)
        let host = try Self.host(in: folder.url)
        let answer = try Self.suggest(folder.url, kind: "NoSuchWidget", from: Date() - 60, seconds: 3600)
        #expect(answer.ok)
        let note = "relevant shortcut 0 is for widget kind 'NoSuchWidget', which no bundle has: ignored"
        #expect(answer.notes == [note])
        #expect(
            host.waitUntil {
                host.stdout.contains("widget center: relevantShortcuts for bundle 'EmojiRangers': \(note)\n")
            })
        #expect(try store.suggestions().isEmpty)
        host.interrupt()
        let run = host.finish()
        #expect(run.status == 130)
        #expect(!run.stdout.contains("suggested NoSuchWidget"))
        #expect(try store.instances().count == 2)
    }

    @Test func tenThousandDonationsInASecondAreStoredAndTheHostGoesOn() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try Self.stackedHome(in: folder.url)
        let host = try Self.host(in: folder.url)
        defer { host.interrupt() }
        let sender = RelevanceSender(
            socket: CenterSocketPath(path: folder.url.appendingPathComponent("host.sock").path), bundle: "EmojiRangers")
        let now = Date()
        for index in 0..<10_000 {
            sender.donate(
                DonationRecord(
                    source: .appIntents, intentType: "EmojiRangers.SelectCharacterIntent",
                    parameters: #"{"showsLevel":true}"#, date: now, identifier: "d\(index)"))
        }
        let done = DispatchSemaphore(value: 0)
        sender.send(.deleteDonations, RelevancePayload(identifiers: []), done: { done.signal() })
        #expect(done.wait(timeout: .now() + 120) == .success)

        let stored = try store.donations(bundle: "EmojiRangers")
        #expect(stored.count == 10_000)
        #expect(stored.last?.identifier == "d9999")
        // A request over the limit is refused, with the limit named; the host still answers.
        let tooMany = #expect(throws: CenterError.self) {
            try Self.client(folder.url).send(
                CenterRequest(
                    id: 3, method: .donate, bundle: "EmojiRangers", foreground: false,
                    relevance: RelevancePayload(donations: Array(repeating: stored[0], count: 501))))
        }
        #expect(tooMany?.message.hasSuffix("carries 501 donations; send at most 500 a request") == true)
        let answer = try Self.client(folder.url).send(
            CenterRequest(id: 4, method: .currentConfigurations, bundle: "EmojiRangers", foreground: true))
        #expect(answer.configurations?.count == 2)
        #expect(host.process.isRunning)
    }
}
