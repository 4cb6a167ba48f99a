//  KioskViewer.swift — glimpse (Glimpse)
//  Status: Complete
//  Behaviour: issue 10 "a simulator and a kiosk host started on one database see the same
//  screens"; README "Host rules": the process holding `<db>.lock` (`glimpse serve --db`, or a
//  `glimpse host`) is the host — it reloads and charges the budget. A kiosk (`glimpse host
//  --surface NAME --frames DIR | --serve PORT`, placing nothing) that finds the lock held runs as
//  a viewer: it draws what that host stores and follows it (StoredSurfaceContent), on the wall
//  clock, and never writes the store. It tries the lock as often as it reads the store; when the
//  host stops, the first viewer to take the lock becomes the host, keeping its page or folder.
//  Display settings on a viewer's command line (`--display`, `--background`…) apply to its own
//  picture only: it writes nothing.

import Foundation
import GlimpseDisplay
import GlimpseHost
import GlimpseServer
import Synchronization

/// `glimpse host` as a viewer of a database another process hosts.
enum KioskViewer {
    /// How a viewer's run ended.
    enum Outcome {
        /// Stopped by a signal or `--for`.
        case stopped
        /// The host stopped and this process took the lock: it is the host now, showing the
        /// surface in `output` (left open).
        case tookOver(HostStoreLock, KioskOutput)
    }

    /// Shows `options`' surface from the store at `database` until a signal or `seconds` pass, or
    /// until the host stops and this viewer takes its lock.
    /// - Throws: `CommandFailure` for a store that cannot be read (74, 65), a frames folder that
    ///   cannot be written (74), a port that cannot be listened on (69).
    static func run(
        database: String, _ options: KioskOptions, settings: SurfaceSettings = SurfaceSettings(), for seconds: Double?
    ) throws -> Outcome {
        let content: StoredSurfaceContent
        do {
            content = try StoredSurfaceContent(store: try HostStore(path: database))
        } catch {
            throw error.commandFailure
        }
        let holder = HostStoreLock.holder(databasePath: database).map { "PID \($0)" } ?? "another process"
        Console.output(
            "viewer: '\(database)' is hosted by \(holder); this kiosk shows what that host stores "
                + "and reloads nothing until that host stops")
        let stored = settings.apply(
            to: content.surface(options.surface)
                ?? Surface(name: options.surface, device: Surface.defaultDevice(for: options.surface)))
        let output = try options.open(for: stored)
        if let server = output.server, let url = server.url {
            Console.output("kiosk: serving the \(server.surface) surface on \(url)")
        }
        let run = KioskRun(
            content: content, surface: options.surface, frames: output.frames, settings: settings,
            report: { shown in
                Console.output(KioskRun.line(for: shown))
                output.show(shown)
            })
        let watch = LockWatch(database: database)
        StopSignals.install(after: seconds) {
            watch.stop()
            run.stop()
        }
        Thread.detachNewThread {
            if watch.waitForLock() { run.stop() }
        }
        do {
            try run.run()
        } catch {
            watch.stop()
            output.stop()
            throw CommandFailure(error.code == .cannotWrite ? ExitCode.ioError : ExitCode.software, error.message)
        }
        watch.stop()
        guard let lock = watch.taken, !StopSignals.fired else {
            watch.taken?.release()
            output.stop()
            return .stopped
        }
        Console.output(
            "viewer: the host of '\(database)' (\(holder)) stopped; this kiosk hosts it now (PID \(getpid()))")
        return .tookOver(lock, output)
    }
}

/// Tries a database's host lock every `KioskRun.storePoll` seconds until it is taken or stopped.
// @unchecked Sendable: `stopped` and `taken` are only touched under `state`.
private final class LockWatch: @unchecked Sendable {
    let database: String
    private let wake = DispatchSemaphore(value: 0)
    private let state = Mutex<(stopped: Bool, taken: HostStoreLock?)>((false, nil))

    init(database: String) { self.database = database }

    /// The lock, once taken.
    var taken: HostStoreLock? { state.withLock { $0.taken } }

    /// Blocks until the lock is taken (true) or `stop()` (false).
    func waitForLock() -> Bool {
        while true {
            _ = wake.wait(timeout: .now() + KioskRun.storePoll)
            if state.withLock({ $0.stopped }) { return false }
            guard let lock = try? HostStoreLock(databasePath: database) else { continue }
            let kept = state.withLock { state -> Bool in
                guard !state.stopped else { return false }
                state.taken = lock
                return true
            }
            if !kept { lock.release() }
            return kept
        }
    }

    func stop() {
        state.withLock { $0.stopped = true }
        wake.signal()
    }
}
