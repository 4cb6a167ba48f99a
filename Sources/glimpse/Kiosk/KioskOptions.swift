//  KioskOptions.swift — glimpse (Glimpse)
//  Status: Complete
//  Behaviour: issue 10 "A kiosk display from `glimpse host`": `--surface NAME` with `--frames DIR`
//  or `--serve PORT [--listen ADDRESS]` and `--scale N` (on the bare display, SurfaceSettings'),
//  checked before anything is stored or
//  started (STYLE R18: one line naming the thing and the fix, status 64 or 74).

import Foundation
import GlimpseDisplay
import GlimpseHost
import GlimpseServer

/// How `glimpse host` shows a surface.
struct KioskOptions {
    /// Where the frames go.
    enum Output {
        /// `<dir>/<surface>.png`.
        case frames(String)
        /// A full-screen page on `address`:`port`.
        case serve(address: String, port: Int)
    }

    var surface: PlaceName
    var output: Output
    /// Pixels per point, or nil for the device's.
    var scale: Double?
    /// An e-ink panel's format (`--eink`, `--rotate`, `--min-refresh`), or nil.
    var eink: EinkFormat?

    /// The options of `parsed`, or nil when it shows no surface (no `--frames` or `--serve`).
    /// - Throws: `UsageError` for a name that is no surface, `--frames` or `--serve` without
    ///   `--surface`, both at once, a bad port, address or scale, `--listen` without `--serve`.
    static func parse(_ parsed: ArgumentParser.Result) throws -> KioskOptions? {
        let frames = parsed.value("frames")
        let serve = parsed.value("serve")
        let eink = try einkFormat(parsed)
        if parsed.value("listen") != nil, serve == nil {
            throw UsageError("--listen needs --serve <port>: the page's port")
        }
        if let text = parsed.value("surface") { _ = try surfaceName(text) }
        guard frames != nil || serve != nil else {
            if eink != nil {
                throw UsageError("--eink converts a kiosk's frames; pass --frames <dir> or --serve <port>")
            }
            return nil
        }
        guard let text = parsed.value("surface") else {
            throw UsageError("\(frames != nil ? "--frames" : "--serve") needs --surface <name>: the surface to draw")
        }
        var options = KioskOptions(surface: try surfaceName(text), output: .frames(""), scale: nil, eink: eink)
        // On the display `--scale` sizes the widgets (SurfaceSettings); its frames are its pixels.
        if let text = parsed.value("scale"), options.surface != .display {
            guard let value = Double(text), (1...4).contains(value) else {
                throw UsageError("'\(text)' is not a scale; use 1, 2, 3 or 4 pixels per point")
            }
            options.scale = value
        }
        switch (frames, serve) {
        case (let directory?, nil):
            options.output = .frames(directory)
        case (nil, let port?):
            options.output = .serve(address: try listenAddress(parsed.value("listen")), port: try portNumber(port))
        default:
            throw UsageError("--frames and --serve are two ways to show the surface; pass one of them")
        }
        return options
    }

    /// The surface named `text`.
    static func surfaceName(_ text: String) throws -> PlaceName {
        let name = PlaceName(rawValue: text)
        guard PlaceName.surfaces.contains(name) else {
            let names = PlaceName.surfaces.map(\.rawValue).joined(separator: ", ")
            let hint = didYouMean(text, among: PlaceName.surfaces.map(\.rawValue))
            throw UsageError("'\(text)' is not a surface (\(names))\(hint)")
        }
        return name
    }

    /// `--eink MODE [--rotate DEGREES] [--min-refresh SECONDS]`, or nil without `--eink`.
    private static func einkFormat(_ parsed: ArgumentParser.Result) throws -> EinkFormat? {
        guard let text = parsed.value("eink") else {
            for flag in ["rotate", "min-refresh"] where parsed.value(flag) != nil {
                throw UsageError("--\(flag) is for an e-ink panel's frames; pass --eink mono, gray4 or gray16 with it")
            }
            return nil
        }
        guard let mode = EinkFormat.Mode(rawValue: text) else {
            throw UsageError(
                "'\(text)' is not an e-ink mode for --eink; use mono (1 bit), gray4 (2 bits) or gray16 (4 bits)")
        }
        var format = EinkFormat(mode: mode)
        if let text = parsed.value("rotate") {
            guard let degrees = Int(text), EinkFormat.rotations.contains(degrees) else {
                throw UsageError("'\(text)' is not a rotation for --rotate; use 90, 180 or 270 (degrees clockwise)")
            }
            format.rotation = degrees
        }
        if let text = parsed.value("min-refresh") {
            guard let seconds = Double(text), seconds >= 0, seconds <= 86_400 else {
                throw UsageError(
                    "'\(text)' is not a number of seconds for --min-refresh; use 0…86400 (e.g. 60, the default; 0: "
                        + "whenever the pixels change)")
            }
            format.minimumRefresh = seconds
        }
        return format
    }

    private static func portNumber(_ text: String) throws -> Int {
        guard let port = Int(text), (0...65535).contains(port) else {
            throw UsageError("'\(text)' is not a port; use 0…65535 (0 picks a free one)")
        }
        return port
    }

    /// `--listen` as `glimpse serve` takes it: an IP address, 127.0.0.1 by default; another
    /// machine's reach is warned about.
    private static func listenAddress(_ text: String?) throws -> String {
        let address = text ?? "127.0.0.1"
        guard ServeCommand.isIPAddress(address) else {
            throw UsageError("'\(address)' is not an IP address; use e.g. 127.0.0.1 (the default), ::1 or 0.0.0.0")
        }
        return address
    }

    /// Prepares where the frames of `surface` go: creates the folder (or starts serving the page).
    /// - Throws: `CommandFailure` 74 for a folder that cannot be written, 69 for a port that
    ///   cannot be listened on.
    func open(for surface: Surface) throws -> KioskOutput {
        let scale = self.scale ?? (try? DeviceProfile.named(surface.device))?.scale ?? 3
        switch output {
        case .frames(let directory):
            do {
                let folder = try FrameFolder(directory: directory, surface: self.surface.rawValue)
                return KioskOutput(frames: SurfaceFrames(folder: sink(folder), scale: scale, eink: eink), server: nil)
            } catch {
                throw CommandFailure(ExitCode.ioError, error.message)
            }
        case .serve(let address, let port):
            if !SimulatorServer.isLoopback(address) {
                Console.error(
                    "warning: listening on \(address): anyone who can reach this machine can see the \(self.surface) surface"
                )
            }
            let server = KioskServer(surface: self.surface)
            server.show(surface)
            do {
                try server.start(address: address, port: port)
            } catch {
                throw CommandFailure(ExitCode.unavailable, error.message)
            }
            return KioskOutput(
                frames: SurfaceFrames(folder: sink(server.frame), scale: scale, eink: eink), server: server)
        }
    }

    /// `sink`, throttled to the e-ink panel's refresh interval when there is one.
    private func sink(_ sink: any FrameSink) -> any FrameSink {
        guard let eink, eink.minimumRefresh > 0 else { return sink }
        return ThrottledFrameSink(sink, interval: eink.minimumRefresh, now: { Date() })
    }
}

/// Where a kiosk's frames go, opened: a folder, or a page it serves.
struct KioskOutput {
    let frames: SurfaceFrames
    let server: KioskServer?

    /// The stored surface changed: the page (if any) is told.
    func show(_ surface: Surface) { server?.show(surface) }

    func stop() { server?.stop() }
}
