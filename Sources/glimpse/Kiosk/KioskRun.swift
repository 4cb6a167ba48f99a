//  KioskRun.swift — glimpse (Glimpse)
//  Status: Complete
//  Behaviour: issue 10 "A kiosk display from `glimpse host`": one surface drawn whole
//  (GlimpseDisplay's SurfaceFrames) when its next change is due (an entry, a live date, the
//  picture's clock at each minute), when the host reports a new timeline, or when the stored
//  surface changes (a lock made by `glimpse serve` on the same database); kept (a folder's file, a page's frame) only when its pixels
//  change. Draws from the host it runs or, as a viewer, from what another process's host stores.

import Foundation
import GlimpseArchive
import GlimpseDisplay
import GlimpseHost

/// Keeps one surface's frame up to date while the kiosk runs.
// @unchecked Sendable: `lastSurface`, `dirty` and `stopped` are only touched under `lock`.
final class KioskRun: @unchecked Sendable {
    /// How often the store is read for changes another process made (seconds).
    static let storePoll = 0.25

    let content: any SurfaceContent
    let clock: any HostClock
    let name: PlaceName
    let frames: SurfaceFrames
    private let wake = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var lastSurface: Surface?
    private var dirty = true
    private var stopped = false
    private var stepCount = 0

    /// Told the surface each time the stored surface is seen to change (and at the start).
    let report: @Sendable (Surface) -> Void
    /// The command line's settings, applied to the surface as read (a viewer's own display size).
    let settings: SurfaceSettings

    init(
        content: any SurfaceContent, clock: any HostClock = WallClock(), surface: PlaceName, frames: SurfaceFrames,
        settings: SurfaceSettings = SurfaceSettings(), report: @escaping @Sendable (Surface) -> Void = { _ in }
    ) {
        self.content = content
        self.clock = clock
        self.name = surface
        self.frames = frames
        self.settings = settings
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

    /// The surface as stored (or an empty one on its default device), with the command line's
    /// settings.
    func surface() -> Surface {
        settings.apply(to: content.surface(name) ?? Surface(name: name, device: Surface.defaultDevice(for: name)))
    }

    /// Pictures drawn so far (each one kept only when its pixels changed: `frames.sink.writes`).
    var steps: Int { lock.withLock { stepCount } }

    /// Something the picture shows may have changed (a timeline, a placeholder).
    func invalidate() {
        lock.withLock { dirty = true }
        wake.signal()
    }

    func stop() {
        lock.withLock { stopped = true }
        wake.signal()
    }

    /// Draws the surface at `now` and keeps it if its pixels changed.
    /// - Returns: When it next changes, or nil.
    @discardableResult
    func step(at now: Date) throws(DisplayError) -> Date? {
        let surface = surface()
        let changed = lock.withLock { () -> Bool in
            defer {
                lastSurface = surface
                dirty = false
                stepCount += 1
            }
            return lastSurface != surface
        }
        if changed { report(surface) }
        let device =
            (try? DeviceProfile.named(surface.device)) ?? (try! DeviceProfile.named(Surface.defaultDevice(for: name)))
        guard let context = PlaceContext(name, device: device, state: surface.state) else { return nil }
        // The picture's clocks (status bar, Lock Screen, StandBy, watch) turn each minute.
        var next: Date? = SurfaceClock(now).nextChange
        let shown = surface.stacks.map { stack -> SurfacePicture.Shown? in
            guard let id = stack.shown, let instance = content.instance(id),
                let current = content.currentEntry(of: id, at: now)
            else { return nil }
            let change = SurfaceFrames.nextChange(
                of: instance.family, in: context, nextEntry: content.timeline(of: id)?.nextEntryDate(after: now),
                nextLive: current.nextLiveChange)
            if let change { next = min(next ?? change, change) }
            return SurfacePicture.Shown(
                family: instance.family, entry: current.entry,
                stack: stack.instances.firstIndex(of: id).map {
                    SurfaceLayout.StackDots(count: stack.instances.count, top: $0)
                })
        }
        try frames.update(surface, on: device, shown: shown, at: now)
        // A frame an e-ink panel held back is written when its refresh interval is up.
        if let due = frames.sink.due { next = min(next ?? due, due) }
        return next
    }

    /// Steps until `stop()` (or until the clock reaches `end`): at each change due, on
    /// `invalidate()`, and when the store changes (read every `storePoll` seconds).
    func run(until end: Date? = nil) throws(DisplayError) {
        var next = try step(at: clock.now)
        while !lock.withLock({ stopped }) {
            let poll = clock.now.addingTimeInterval(Self.storePoll)
            var deadline = min(next ?? poll, poll)
            if let end { deadline = min(deadline, end) }
            clock.wait(until: deadline, orUntil: wake)
            let now = clock.now
            if let end, now >= end { break }
            let (isStopped, isDirty, last) = lock.withLock { (stopped, dirty, lastSurface) }
            if isStopped { break }
            let refreshed = content.refresh()
            let due = next.map { $0 <= now } ?? false
            if refreshed || isDirty || due || surface() != last { next = try step(at: now) }
        }
    }
}
