//  HostCommandRotationTests.swift — glimpseTests (Glimpse)
//  Status: Complete
//  Behaviour: issue 13 "Smart Rotate" in `glimpse host`: the bare host rotates its stored
//  surfaces' stacks by relevance (here donations of a widget's configuration), prints a line per
//  rotation, stores it with the stack's new top, and its kiosk draws the new top; `--list` prints
//  the rotation; a host started again keeps the top and rotates nothing more.

import Foundation
import GlimpseArchive
import GlimpseHost
import GlimpseRender
import Testing

struct HostCommandRotationTests {
    /// A database whose Home Screen has one medium stack: EmojiRangerWidget on top, then
    /// ChosenRangerWidget configured `{"showsLevel":true}`.
    private static func stackedHome(in folder: URL) throws -> HostStore {
        let store = try HostStore(path: folder.appendingPathComponent("host.sqlite").path)
        let ids = try [("EmojiRangerWidget", "{}"), ("ChosenRangerWidget", #"{"showsLevel":true}"#)].map {
            try store.insertInstance(
                bundle: HostCommandTests.emojiRangers, kind: $0.0, family: .systemMedium, place: .homeScreen,
                configuration: $0.1, created: Date(),
                schedule: InstanceSchedule(pending: PendingReload(reason: .initial, due: Date(), free: true))
            ).id
        }
        try store.saveSurfaces([
            Surface(name: .homeScreen, device: "iphone-6.1", stacks: [WidgetStack(instances: ids)])
        ])
        return store
    }

    /// How many pixels differ between two PNGs of the same size.
    private static func changedPixels(_ a: Data, _ b: Data) throws -> Int {
        let (one, two) = (try RasterImage(png: a), try RasterImage(png: b))
        guard one.width == two.width, one.height == two.height else { return one.width * one.height }
        return stride(from: 0, to: one.rgba.count, by: 4).count { i in
            one.rgba[i..<i + 4] != two.rgba[i..<i + 4]
        }
    }

    @Test func theHostRotatesAStoredStackAndItsKioskDrawsTheNewTop() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try Self.stackedHome(in: folder.url)
        let kiosk = [
            "host", "--db", "host.sqlite", "--surface", "homeScreen", "--frames", "frames", "--scale", "1", "--for",
            "3",
        ]
        let frame = folder.url.appendingPathComponent("frames/homeScreen.png")
        // Nothing relevant: the first widget stays on top.
        let still = try GlimpseBinary.run(kiosk, in: folder.url)
        #expect(still.status == 0)
        #expect(!still.stdout.contains("rotated"))
        let before = try Data(contentsOf: frame)

        // Three donations of the second widget's configuration this hour clear the threshold.
        let now = Date()
        try store.addDonations(
            (0..<3).map {
                DonationRecord(
                    source: .appIntents, intentType: "EmojiRangers.SelectCharacterIntent",
                    parameters: #"{"showsLevel":true}"#, date: now, identifier: "d\($0)")
            }, bundle: "EmojiRangers", now: now, settings: SmartRotateSettings())
        let run = try GlimpseBinary.run(kiosk, in: folder.url)
        #expect(run.status == 0)
        let (emoji, chosen) = ("(EmojiRangerWidget, systemMedium)", "(ChosenRangerWidget, systemMedium)")
        let line =
            "rotated homeScreen slot=1 #1 \(emoji) → #2 \(chosen): rotated to #2 \(chosen): 0.75 (donation) over "
            + "#1 \(emoji) 0.00\n"
        #expect(run.stdout.contains(line))
        let stack = try #require(try store.surface(.homeScreen)?.stacks.first)
        #expect(stack.top == InstanceID(2))
        #expect(stack.topReason == .rotated)
        #expect(try store.rotations().map(\.source) == [.donation])
        // The picture shows the other widget: far more pixels change than the status bar's clock.
        let changed = try Self.changedPixels(before, try Data(contentsOf: frame))
        #expect(changed > 5000, "\(changed) pixels changed")

        let list = try GlimpseBinary.run(["host", "--db", "host.sqlite", "--list"], in: folder.url)
        #expect(list.stdout.contains("slot=1 stacked=2/2 shown"))
        let stored = try #require(try store.rotations().first)
        let named = stored.line(naming: StackRotation.names(of: try store.instances()))
        #expect(list.stdout.contains("rotation \(named)\n"), "\(list.stdout)")
        #expect(named.contains("→ #2 \(chosen)"))

        // Started again, the host keeps #2 on top and rotates nothing.
        let again = try GlimpseBinary.run(["host", "--db", "host.sqlite", "--for", "1"], in: folder.url)
        #expect(again.status == 0)
        #expect(!again.stdout.contains("rotated"))
        #expect(try store.rotations().count == 1)
    }
}
