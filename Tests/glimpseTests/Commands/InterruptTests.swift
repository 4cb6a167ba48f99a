//  InterruptTests.swift — glimpseTests (Glimpse)
//  Status: Complete
//  Behaviour: STYLE R18 and Docs/CLI.md — Ctrl-C (SIGINT) stops `glimpse host`, `serve` and
//  `simulate` with a line saying so on stderr and exit status 130 (128 + SIGINT), not a silent 0
//  nor a death by the signal; SIGTERM and `--for` still stop `host` and `serve` with 0.

import Foundation
import GlimpseArchive
import Testing

@Suite(.serialized)
struct InterruptTests {
    @Test func ctrlCStopsTheHostWhichSaysItWasInterrupted() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let host = try RunningGlimpse(
            [
                "host", "--db", "host.sqlite", "--bundle", HostCommandTests.emojiRangers, "--kind", "EmojiRangerWidget",
                "--for", "120",
            ], in: folder.url)
        // Its first event line comes after it watches for signals.
        #expect(host.waitUntil { !host.stdout.isEmpty })
        host.interrupt()
        let run = host.finish()
        #expect(run.status == 130, "\(run.stderr)")
        #expect(
            run.stderr.hasSuffix(
                "glimpse host: interrupted (Ctrl-C); the host finished the step in progress and stopped\n"))
    }

    @Test func ctrlCStopsServeWhichSaysItWasInterrupted() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let serve = try RunningGlimpse(
            ["serve", HostCommandTests.emojiRangers, "--port", "0", "--until-stdin-closes"], in: folder.url)
        #expect(serve.waitUntil { serve.stdout.contains("(Ctrl-C to stop)\n") })
        serve.interrupt()
        // Its standard input stays open until it has stopped: the end of input stops it too.
        #expect(serve.waitUntil { !serve.process.isRunning })
        let run = serve.finish()
        #expect(run.status == 130, "\(run.stderr)")
        #expect(run.stdout.hasSuffix("glimpse serve: stopping\n"))
        #expect(run.stderr.hasSuffix("glimpse serve: interrupted (Ctrl-C); the server stopped\n"))
    }

    @Test func serveThatIsToldToStopOtherwiseExitsZeroWithoutTheLine() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let serve = try RunningGlimpse(
            ["serve", HostCommandTests.emojiRangers, "--port", "0", "--until-stdin-closes"], in: folder.url)
        #expect(serve.waitUntil { serve.stdout.contains("(Ctrl-C to stop)\n") })
        let run = serve.finish()
        #expect(run.status == 0, "\(run.stderr)")
        #expect(!run.stderr.contains("interrupted"))
    }

    @Test func ctrlCStopsASimulationAtOnceSayingItsOutputMayBeIncomplete() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let describe = ExtensionResponse(
            id: 1,
            describe: BundleDescription(
                bundle: "Slow",
                widgets: [
                    WidgetDescription(
                        kind: "Slow", displayName: "Slow", description: "", supportedFamilies: ["systemSmall"])
                ]))
        let line = String(decoding: try ArchiveCoding.encoder().encode(describe), as: UTF8.self)
        // Answers `describe`; is asked for a timeline, says so in a file, and never answers.
        let bundle = try folder.script(
            "Slow",
            """
            while read line; do
              id=$(printf '%s' "$line" | sed -n 's/.*"id":\\([0-9]*\\).*/\\1/p')
              case "$line" in
                *'"describe"'*) printf '%s\\n' '\(line)' | sed 's/"id":1\\([,}]\\)/"id":'"$id"'\\1/' ;;
                *) touch asked ;;
              esac
            done
            """)
        let simulate = try RunningGlimpse(["simulate", bundle, "--for", "3h", "--out", "out"], in: folder.url)
        let asked = folder.url.appendingPathComponent("asked").path
        #expect(simulate.waitUntil { FileManager.default.fileExists(atPath: asked) })
        simulate.interrupt()
        let run = simulate.finish()
        #expect(run.status == 130, "\(run.stderr)")
        #expect(
            run.stderr.hasSuffix(
                "glimpse simulate: interrupted (Ctrl-C); the run stopped before it finished; 'out' may be incomplete\n")
        )
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("out/report.json").path))
    }
}
