//  KioskViewerTests.swift — glimpseTests (Glimpse)
//  Status: Complete
//  Behaviour: issue 10 "a simulator and a kiosk host started on one database see the same
//  screens" under README "Host rules": the process holding `<db>.lock` is the host; a kiosk that
//  places nothing runs beside it as a viewer and follows what it stores (a lock reaches its
//  frame); a kiosk that would place a widget is refused like any second host (69); when the host
//  stops, the viewer takes the lock and hosts.

import Foundation
import GlimpseArchive
import GlimpseHost
import Testing

struct KioskViewerTests {
    private static let t0 = Date(timeIntervalSince1970: 1_800_000_000)

    /// A Lock Screen widget's archive: one privacy-sensitive line of text.
    private static func sensitiveText() -> WidgetArchive {
        let run = TextRun(
            text: "72 BPM", font: FontDescriptor(family: "Inter", size: 17), paint: .color(RGBA(1, 1, 1)), x: 4,
            width: 60)
        var text = TextItem(
            frame: Rect(x: 4, y: 4, width: 60, height: 20.333), lines: [TextLine(baseline: 16, runs: [run])],
            lineHeight: 20.287)
        var tags = ItemTags()
        tags.privacySensitive = true
        text.tags = tags
        var archive = WidgetArchive(
            size: Size(width: 172, height: 76), colorScheme: "dark",
            content: .group(GroupItem(frame: Rect(x: 0, y: 0, width: 172, height: 76), children: [.text(text)])))
        archive.variant = "dark-lockScreen-vibrant"
        return archive
    }

    /// Starts `glimpse` with `arguments` in `folder`, its standard output going to `output`.
    static func start(_ arguments: [String], in folder: URL, output: URL? = nil) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: GlimpseBinary.path)
        process.arguments = arguments
        process.currentDirectoryURL = folder
        if let output {
            _ = FileManager.default.createFile(atPath: output.path, contents: nil)
            process.standardOutput = try FileHandle(forWritingTo: output)
        } else {
            process.standardOutput = FileHandle.nullDevice
        }
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// Waits (at most 60 s, checking every 50 ms) until `condition` holds.
    static func waitFor(_ condition: () -> Bool) -> Bool {
        for _ in 0..<1200 {
            if condition() { return true }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return condition()
    }

    /// A first host holding the database of `folder` (`host.sqlite`), once it holds the lock.
    private static func startHost(in folder: URL) throws -> Process {
        try HostStore(path: folder.appendingPathComponent("host.sqlite").path).close()
        let host = try start(["host", "--db", "host.sqlite", "--for", "60"], in: folder)
        let lockFile = folder.appendingPathComponent("host.sqlite.lock")
        _ = waitFor {
            (try? String(contentsOf: lockFile, encoding: .utf8))?.hasPrefix("\(host.processIdentifier)") == true
        }
        return host
    }

    @Test func aKioskOnAHostedDatabaseIsAViewerThatSeesALockMadeByTheHost() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let host = try Self.startHost(in: folder.url)
        defer {
            host.terminate()
            host.waitUntilExit()
        }
        // What the host stores (here written by this test, as the simulator would): a widget
        // whose text is privacy-sensitive on the Lock Screen, not locked yet.
        let store = try HostStore(path: folder.url.appendingPathComponent("host.sqlite").path)
        let instance = try store.insertInstance(
            bundle: "/b/Health", kind: "Heart", family: .accessoryRectangular, place: .lockScreen, configuration: "{}",
            created: Self.t0, schedule: InstanceSchedule())
        let timeline = InstanceTimeline(
            entries: [ArchivedEntry(date: Self.t0, archives: [Self.sensitiveText()])], policy: .never,
            received: Self.t0,
            reason: .initial, settings: HostSettings())
        try store.commit([StoreChange(instance: instance.id, timeline: try EncodedTimeline(timeline, bundle: "b"))])
        var surface = Surface(name: .lockScreen, device: "iphone-6.1", stacks: [WidgetStack(instances: [instance.id])])
        try store.saveSurfaces([surface])

        let output = folder.url.appendingPathComponent("viewer.out")
        let viewer = try Self.start(
            [
                "host", "--db", "host.sqlite", "--surface", "lockScreen", "--frames", "frames", "--scale", "1", "--for",
                "60",
            ],
            in: folder.url, output: output)
        defer { if viewer.isRunning { viewer.terminate() } }
        let lines = { (try? String(contentsOf: output, encoding: .utf8)) ?? "" }
        let frame = folder.url.appendingPathComponent("frames/lockScreen.png").path
        let inode = {
            ((try? FileManager.default.attributesOfItem(atPath: frame))?[.systemFileNumber] as? NSNumber)?.intValue
        }
        #expect(
            Self.waitFor { lines().contains("surface lockScreen iphone-6.1 unlocked light 1 slot") && inode() != nil })
        let unlocked = inode()

        // The host locks the phone: the viewer sees it and draws the text redacted.
        surface.state.locked = true
        try store.saveSurfaces([surface])
        #expect(Self.waitFor { lines().contains("surface lockScreen iphone-6.1 locked light 1 slot") })
        #expect(Self.waitFor { inode() != unlocked })

        viewer.terminate()
        viewer.waitUntilExit()
        #expect(viewer.terminationStatus == 0)
        #expect(
            lines().hasPrefix(
                "viewer: 'host.sqlite' is hosted by PID \(host.processIdentifier); this kiosk shows what that host "
                    + "stores and reloads nothing until that host stops\n"))
        // It reloaded nothing.
        #expect(try store.ledger().isEmpty)
    }

    @Test func aKioskThatWouldPlaceAWidgetOnAHostedDatabaseIsRefused() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let host = try Self.startHost(in: folder.url)
        defer {
            host.terminate()
            host.waitUntilExit()
        }
        let run = try GlimpseBinary.run(
            [
                "host", "--db", "host.sqlite", "--bundle", HostCommandTests.emojiRangers, "--kind", "EmojiRangerWidget",
                "--family", "accessoryRectangular", "--surface", "lockScreen", "--frames", "frames", "--for", "0",
            ], in: folder.url)
        #expect(run.status == 69)
        #expect(
            run.stderr.hasPrefix(
                "Error: the host database 'host.sqlite' is in use by another glimpse host (PID \(host.processIdentifier))"
            ))
        let store = try HostStore(path: folder.url.appendingPathComponent("host.sqlite").path)
        #expect(try store.instances().isEmpty)
        #expect(try store.surfaces().isEmpty)
    }

    @Test func aViewerTakesTheLockAndHostsWhenTheHostStops() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let host = try Self.startHost(in: folder.url)
        defer { if host.isRunning { host.terminate() } }
        let output = folder.url.appendingPathComponent("viewer.out")
        let viewer = try Self.start(
            [
                "host", "--db", "host.sqlite", "--surface", "homeScreen", "--frames", "frames", "--scale", "1", "--for",
                "600",  // longer than a loaded machine takes; the test stops it
            ],
            in: folder.url, output: output)
        defer { if viewer.isRunning { viewer.terminate() } }
        let lines = { (try? String(contentsOf: output, encoding: .utf8)) ?? "" }
        #expect(Self.waitFor { lines().contains("viewer: 'host.sqlite' is hosted by PID \(host.processIdentifier)") })

        host.terminate()
        host.waitUntilExit()
        #expect(
            Self.waitFor {
                lines().contains(
                    "viewer: the host of 'host.sqlite' (PID \(host.processIdentifier)) stopped; this kiosk hosts it now "
                        + "(PID \(viewer.processIdentifier))\n")
            })
        // It is the host now: the lock file names it, and a second host is refused naming it.
        let lockFile = folder.url.appendingPathComponent("host.sqlite.lock")
        #expect(try String(contentsOf: lockFile, encoding: .utf8) == "\(viewer.processIdentifier)\n")
        let second = try GlimpseBinary.run(["host", "--db", "host.sqlite", "--for", "0"], in: folder.url)
        #expect(second.status == 69)
        #expect(second.stderr.contains("(PID \(viewer.processIdentifier))"))

        viewer.terminate()
        viewer.waitUntilExit()
        #expect(viewer.terminationStatus == 0)
    }
}
