//  KioskRun.swift — glimpse (Glimpse)
//  Status: Complete for `--frames`
//  Behaviour: issue 10 "A kiosk display from `glimpse host`": one surface of the host's store
//  drawn whole (GlimpseDisplay's SurfaceFrames) when its next change is due (an entry, a live
//  date), when the host reports a new timeline, or when the stored surface changes (a lock made
//  by `glimpse serve` on the same database); written only when its pixels change.

import Foundation
import GlimpseArchive
import GlimpseDisplay
import GlimpseHost

/// Keeps `<frames>/<surface>.png` up to date while the host runs.
// @unchecked Sendable: `lastSurface`, `dirty` and `stopped` are only touched under `lock`.
final class KioskRun: @unchecked Sendable {
    /// How often the store is read for changes another process made (seconds).
    static let storePoll = 0.25

    let host: WidgetHost
    let store: HostStore
    let name: PlaceName
    let frames: SurfaceFrames
    private let wake = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var lastSurface: Surface?
    private var dirty = true
    private var stopped = false

    /// Told each time the stored surface is seen to change (and at the start):
    /// `surface lockScreen iphone-6.1 locked 2 slots`.
    let report: @Sendable (String) -> Void

    init(
        host: WidgetHost, store: HostStore, surface: PlaceName, frames: SurfaceFrames,
        report: @escaping @Sendable (String) -> Void = { _ in }
    ) {
        self.host = host
        self.store = store
        self.name = surface
        self.frames = frames
        self.report = report
    }

    /// `surface lockScreen iphone-6.1 locked alwaysOn dark 2 slots`.
    static func line(for surface: Surface) -> String {
        var words = ["surface", surface.name.rawValue, surface.device]
        words.append(surface.state.locked ? "locked" : "unlocked")
        if surface.state.alwaysOn { words.append("alwaysOn") }
        words.append(surface.state.colorScheme)
        if surface.state.homeStyle != .fullColor { words.append(surface.state.homeStyle.rawValue) }
        words.append(surface.stacks.count == 1 ? "1 slot" : "\(surface.stacks.count) slots")
        return words.joined(separator: " ")
    }

    /// The surface as stored, or an empty one on its default device.
    func surface() -> Surface {
        (try? store.surface(name)) ?? nil ?? Surface(name: name, device: Surface.defaultDevice(for: name))
    }

    /// Something the picture shows may have changed (a timeline, a placeholder).
    func invalidate() {
        lock.withLock { dirty = true }
        wake.signal()
    }

    func stop() {
        lock.withLock { stopped = true }
        wake.signal()
    }

    /// Draws the surface at `now` and writes it if its pixels changed.
    /// - Returns: When it next changes, or nil.
    @discardableResult
    func step(at now: Date) throws(DisplayError) -> Date? {
        let surface = surface()
        let changed = lock.withLock { () -> Bool in
            defer {
                lastSurface = surface
                dirty = false
            }
            return lastSurface != surface
        }
        if changed { report(Self.line(for: surface)) }
        let device =
            (try? DeviceProfile.named(surface.device)) ?? (try! DeviceProfile.named(Surface.defaultDevice(for: name)))
        guard let context = PlaceContext(name, device: device, state: surface.state) else { return nil }
        var next: Date?
        let shown = surface.stacks.map { stack -> SurfacePicture.Shown? in
            guard let id = stack.shown, let instance = host.instance(id),
                let current = host.currentEntry(of: id, at: now)
            else { return nil }
            let change = SurfaceFrames.nextChange(
                of: instance.family, in: context, nextEntry: host.timeline(of: id)?.nextEntryDate(after: now),
                nextLive: current.nextLiveChange)
            if let change { next = min(next ?? change, change) }
            return SurfacePicture.Shown(family: instance.family, entry: current.entry)
        }
        try frames.update(surface, on: device, shown: shown, at: now)
        return next
    }

    /// Steps until `stop()`: at each change due, on `invalidate()`, and when the stored surface
    /// changes (read every `storePoll` seconds).
    func run() throws(DisplayError) {
        var next = try step(at: Date())
        while !lock.withLock({ stopped }) {
            let wait = min(next.map { $0.timeIntervalSinceNow } ?? Self.storePoll, Self.storePoll)
            _ = wake.wait(timeout: .now() + max(wait, 0.001))
            let (isStopped, isDirty, last) = lock.withLock { (stopped, dirty, lastSurface) }
            if isStopped { break }
            let due = next.map { $0 <= Date() } ?? false
            if isDirty || due || surface() != last { next = try step(at: Date()) }
        }
    }
}
