//  ConfiguredExampleTests.swift — glimpseTests (Glimpse)
//  Status: Complete
//  Behaviour: Docs/ExtensionProtocol.md "Configuration" end to end: the host's timeline source
//  sends an instance's configuration to the real EmojiRangers bundle, whose Chosen Ranger widget
//  (an AppIntentConfiguration) answers for the chosen ranger, with the Heal button's intent.

import Foundation
import GlimpseArchive
import GlimpseHost
import Testing

struct ConfiguredExampleTests {
    /// The EmojiRangers executable in the same build folder as `glimpse`.
    private var emojiRangers: String {
        URL(fileURLWithPath: GlimpseBinary.path).deletingLastPathComponent().appendingPathComponent("EmojiRangers").path
    }

    /// The first archive of each entry of the Chosen Ranger widget configured with `configuration`.
    private func archives(_ configuration: String) throws -> [WidgetArchive] {
        try #require(
            FileManager.default.isExecutableFile(atPath: emojiRangers),
            "build the example first: swift build --product EmojiRangers")
        let source = ProcessTimelineSource()
        defer { source.close() }
        let request = TimelineRequest(
            instance: InstanceID(rawValue: 1), bundle: emojiRangers, kind: "ChosenRangerWidget",
            family: .systemMedium, configuration: configuration, time: Date())
        let answer = try source.timelines(bundle: emojiRangers, requests: [request], timeout: 10)[0].get()
        return answer.entries.map { $0.archives[0] }
    }

    private func words(_ archive: WidgetArchive) -> [String] {
        archive.sExpression.matches(of: /\(run [-0-9.]+ [-0-9.]+ "([^"]*)"/).map { String($0.output.1) }
    }

    @Test func theChosenRangerIsShownWithAHealButtonForThem() throws {
        let shown = try archives(#"{"hero":"Glimmer","showsLevel":false}"#)
        #expect(!shown.isEmpty)
        let first = try #require(shown.first)
        #expect(words(first).contains("Glimmer"))
        #expect(!words(first).contains { $0.hasPrefix("LEVEL") })
        let intents = first.hitRegions.compactMap(\.intent)
        #expect(
            intents == [
                IntentAction(type: "EmojiRangers.HealHeroIntent", title: "Heal Ranger", parameters: ["hero": "Glimmer"])
            ])
    }

    @Test func anUnconfiguredInstanceFollowsTheFirstRanger() throws {
        let first = try #require(try archives("{}").first)
        #expect(words(first).contains("Pandora"))
        #expect(words(first).contains("LEVEL "))  // "14" is its own run (monospaced digits)
        #expect(first.hitRegions.compactMap(\.intent).first?.parameters["hero"] == .string("Pandora"))
    }
}
