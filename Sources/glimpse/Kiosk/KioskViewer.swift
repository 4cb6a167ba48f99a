//  KioskViewer.swift — glimpse (Glimpse)
//  Status: Complete
//  Behaviour: issue 10 "a simulator and a kiosk host started on one database see the same
//  screens"; README "Host rules": the process holding `<db>.lock` (`glimpse serve --db`, or a
//  `glimpse host`) is the host — it reloads and charges the budget. A kiosk (`glimpse host
//  --surface NAME --frames DIR | --serve PORT`, placing nothing) that finds the lock held runs as
//  a viewer: it draws what that host stores and follows it (StoredSurfaceContent), on the wall
//  clock, and never writes the store.

import Foundation
import GlimpseDisplay
import GlimpseHost
import GlimpseServer

/// `glimpse host` as a viewer of a database another process hosts.
enum KioskViewer {
    /// Shows `options`' surface from the store at `database` until a signal or `seconds` pass.
    /// - Returns: The exit status (0).
    /// - Throws: `CommandFailure` for a store that cannot be read (74, 65), a frames folder that
    ///   cannot be written (74), a port that cannot be listened on (69).
    static func run(database: String, _ options: KioskOptions, for seconds: Double?) throws -> Int32 {
        let content: StoredSurfaceContent
        do {
            content = try StoredSurfaceContent(store: try HostStore(path: database))
        } catch {
            throw error.commandFailure
        }
        let holder = HostStoreLock.holder(databasePath: database).map { "PID \($0)" } ?? "another process"
        Console.output(
            "viewer: '\(database)' is hosted by \(holder); this kiosk shows what that host stores "
                + "and reloads nothing")
        let stored =
            content.surface(options.surface)
            ?? Surface(name: options.surface, device: Surface.defaultDevice(for: options.surface))
        let output = try options.open(for: stored)
        defer { output.stop() }
        if let server = output.server, let url = server.url {
            Console.output("kiosk: serving the \(server.surface) surface on \(url)")
        }
        let run = KioskRun(
            content: content, surface: options.surface, frames: output.frames,
            report: { shown in
                Console.output(KioskRun.line(for: shown))
                output.show(shown)
            })
        StopSignals.install(after: seconds) { run.stop() }
        do {
            try run.run()
        } catch {
            throw CommandFailure(error.code == .cannotWrite ? ExitCode.ioError : ExitCode.software, error.message)
        }
        return ExitCode.ok
    }
}
