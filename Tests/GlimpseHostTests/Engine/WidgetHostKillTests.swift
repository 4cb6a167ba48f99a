//  WidgetHostKillTests.swift — GlimpseHostTests (Glimpse)
//  Status: Complete
//  Behaviour: issue 3 "Instances and the store": a real host process (`glimpse host`) killed with
//  SIGKILL in the middle of its work restarts with every instance, timeline and ledger row it had
//  committed, and carries on with the rest.

import Foundation
import GlimpseArchive
import Testing

@testable import GlimpseHost

struct WidgetHostKillTests {
    /// The `glimpse` executable in the same build folder as this test bundle.
    static var glimpse: String { BuildFolder.executable("glimpse") }

    /// A bundle answering every timeline request after 10 ms with one entry dated now and `.never`
    /// (and its placeholder at once).
    static func slowBundle() throws -> FakeBundle {
        let answer = FakeBundle.line(
            ExtensionResponse(
                id: 999_999, entries: [FakeTimelineSource.entry(at: Date(timeIntervalSince1970: 111_111))],
                policy: .never))
        let description = FakeBundle.line(
            ExtensionResponse(
                id: 999_999,
                describe: BundleDescription(
                    bundle: "FakeWidgets",
                    widgets: [
                        WidgetDescription(
                            kind: "Counter", displayName: "Counter", description: "", supportedFamilies: ["systemSmall"]
                        )
                    ])))
        // `glimpse host --bundle` asks the bundle to describe itself first.
        return try FakeBundle(
            script: """
                while read line; do
                  id=$(echo "$line" | sed 's/.*"id":\\([0-9]*\\).*/\\1/')
                  case "$line" in *'"describe"'*) sed -e "s/999999/$id/" "$DIR/answer-1"; continue ;; esac
                  case "$line" in *'"placeholder"'*) ;; *) sleep 0.01 ;; esac
                  sed -e "s/999999/$id/" -e "s/111111/$(date +%s)/" "$DIR/answer-0"
                done
                """, answers: [answer, description])
    }

    @Test func aHostKilledMidWorkRestartsWithEverythingItCommitted() throws {
        #expect(FileManager.default.isExecutableFile(atPath: Self.glimpse), "build glimpse first: \(Self.glimpse)")
        let bundle = try Self.slowBundle()
        let db = bundle.directory.appendingPathComponent("host.sqlite").path

        // Start a host adding 100 instances, one every 50 ms, and loading them as they come; kill it
        // after 20 loads.
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.glimpse)
        process.arguments = [
            "host", "--db", db, "--bundle", bundle.path, "--kind", "Counter", "--add", "100",
            "--add-interval", "0.05", "--for", "30",
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Never wait more than 20 s, whatever the host does.
        let pid = process.processIdentifier
        DispatchQueue.global().asyncAfter(deadline: .now() + 20) { kill(pid, SIGKILL) }
        var seen = ""
        var loads = 0
        let reader = output.fileHandleForReading
        while loads < 20 {
            let chunk = reader.availableData
            if chunk.isEmpty { break }
            seen += String(decoding: chunk, as: UTF8.self)
            loads =
                seen.split(separator: "\n").filter { $0.hasPrefix("reload ") && $0.hasSuffix("succeeded free") }.count
        }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal)
        let lines = seen.split(separator: "\n").map(String.init)

        // Everything the killed host reported as done is in the store, and nothing half-done is.
        let store = try HostStore(path: db)
        let instances = try store.instances()
        let timelines = try store.timelines()
        let ledger = try store.ledger()
        let added = lines.filter { $0.hasPrefix("added ") }.map { String($0.split(separator: " ")[1]) }
        #expect(Set(instances.map(\.id.description)).isSuperset(of: added))
        let loaded = lines.filter { $0.hasPrefix("reload ") && $0.hasSuffix("succeeded free") }.map {
            String($0.split(separator: " ")[1])
        }
        #expect(loaded.count >= 20)
        #expect(added.count >= loaded.count)
        for id in loaded {
            #expect(ledger.contains { $0.instance.description == id && $0.outcome == .succeeded })
        }
        for instance in instances {
            let rows = ledger.filter { $0.instance == instance.id }
            #expect((timelines[instance.id] != nil) == rows.contains { $0.outcome == .succeeded })
            #expect(rows.count <= 1)
        }
        // Killed mid-work: some added instances were still waiting for their first timeline.
        #expect(timelines.count < 100)
        store.close()

        // A new host on the same file loads the rest: each instance is loaded once in all. On a
        // loaded machine one 3 s run may not reach them all; the next run goes on from there.
        for _ in 0..<5 {
            let restart = Process()
            restart.executableURL = URL(fileURLWithPath: Self.glimpse)
            restart.arguments = ["host", "--db", db, "--for", "3"]
            restart.standardOutput = FileHandle.nullDevice
            restart.standardError = FileHandle.nullDevice
            try restart.run()
            let restarted = restart.processIdentifier
            DispatchQueue.global().asyncAfter(deadline: .now() + 20) { kill(restarted, SIGKILL) }
            restart.waitUntilExit()
            #expect(restart.terminationStatus == 0)
            let check = try HostStore(path: db)
            defer { check.close() }
            if try check.timelines().count == check.instances().count { break }
        }
        let after = try HostStore(path: db)
        #expect(try after.instances().count == instances.count)
        #expect(try after.timelines().count == instances.count)
        let rows = try after.ledger()
        #expect(rows.count == instances.count)
        #expect(rows.allSatisfy { $0.reason == .initial && $0.outcome == .succeeded && !$0.charged })
    }
}
