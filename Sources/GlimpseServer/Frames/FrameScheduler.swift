//  FrameScheduler.swift — GlimpseServer (Glimpse)
//  Status: Complete
//  Behaviour: issue 5 "Server": frames are re-sent only when something changes them — the next
//  entry's date or the next change of a live date (`LiveResolver.nextChange`, reported by the
//  host as `CurrentEntry.nextLiveChange`) — converted from simulated to real time by the
//  simulator's clock, and at most `maximumRate` times a second per widget however fast the clock
//  runs, and — when drawing is slow (a debug build, a slow machine) — spread out so frames take
//  at most `cpuShare` of one core.

import Foundation

/// Wakes when a widget's drawing next changes and tells the simulator which widgets changed.
///
/// 1. `plan` gives, per widget on screen, the next simulated instant its drawing changes.
/// 2. Each instant becomes a real one through the clock (never, while paused), no sooner than
///    `1 / maximumRate` s after that widget's last frame, nor sooner than the drawing time of
///    all widgets divided by `cpuShare`.
/// 3. The thread sleeps until the earliest, or until `replan()` (a new timeline, a state or
///    clock change), then hands the widgets that are due to `fire`, and plans again.
// @unchecked Sendable: mutable state is only touched under `condition`.
final class FrameScheduler: @unchecked Sendable {
    /// Frames per second per widget, at most: 2.
    static let maximumRate = 2.0
    /// The share of one core frames may take when drawing is slow: 0.5.
    static let cpuShare = 0.5

    /// One widget's next change.
    struct Change: Sendable {
        /// Raw instance id.
        var id: Int64
        /// The next simulated instant its drawing changes.
        var date: Date
        /// Seconds its last frames took to draw.
        var cost: Double
    }

    private let clock: SimulatorClock
    private let plan: @Sendable () -> [Change]
    private let fire: @Sendable ([Int64]) -> Void
    private let condition = NSCondition()
    private var running = false
    private var replanRequested = false
    private var lastFire: [Int64: Date] = [:]
    private var thread: Thread?

    /// - Parameters:
    ///   - plan: Per widget (raw instance id), the next simulated instant its drawing changes.
    ///   - fire: Called on the scheduler's thread with the widgets whose drawing changed.
    init(
        clock: SimulatorClock, plan: @escaping @Sendable () -> [Change], fire: @escaping @Sendable ([Int64]) -> Void
    ) {
        self.clock = clock
        self.plan = plan
        self.fire = fire
    }

    func start() {
        condition.withLock {
            guard !running else { return }
            running = true
            let thread = Thread { [self] in loop() }
            thread.name = "glimpse.serve.frames"
            self.thread = thread
            thread.start()
        }
    }

    func stop() {
        condition.withLock {
            running = false
            condition.broadcast()
        }
    }

    /// Plans again now (something changed what is on screen or how time runs).
    func replan() {
        condition.withLock {
            replanRequested = true
            condition.broadcast()
        }
    }

    /// Forgets a widget's last frame time (it was redrawn for another reason).
    func noteFired(_ ids: [Int64]) {
        let now = Date()
        condition.withLock { for id in ids { lastFire[id] = now } }
    }

    // MARK: - Steps

    private func loop() {
        /// Per widget, the real instant its drawing changes next, as last planned.
        var planned: [Int64: Date] = [:]
        while condition.withLock({ running }) {
            let now = Date()
            let due = planned.filter { $0.value <= now.addingTimeInterval(0.001) }.map(\.key)
            if !due.isEmpty {
                condition.withLock { for id in due { lastFire[id] = now } }
                fire(due)
            }
            let changes = plan()
            let spacing = max(1 / Self.maximumRate, changes.reduce(0) { $0 + $1.cost } / Self.cpuShare)
            planned = condition.withLock {
                let known = Set(changes.map(\.id))
                lastFire = lastFire.filter { known.contains($0.key) }
                var next: [Int64: Date] = [:]
                for change in changes {
                    guard var at = clock.wallDate(for: change.date) else { continue }
                    if let last = lastFire[change.id] { at = max(at, last.addingTimeInterval(spacing)) }
                    next[change.id] = at
                }
                return next
            }
            condition.withLock {
                let deadline = planned.values.min() ?? now.addingTimeInterval(60)
                while running && !replanRequested && Date() < deadline {
                    _ = condition.wait(until: deadline)
                }
                replanRequested = false
            }
        }
    }
}
