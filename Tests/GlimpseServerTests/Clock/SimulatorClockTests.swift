//  SimulatorClockTests.swift — GlimpseServerTests (Glimpse)
//  Status: Complete
//  Behaviour: issue 5 "controls for the clock (live, paused, ×60, ×3600, jump)", on a wall clock
//  moved by hand (STYLE R16: no sleeping).

import Dispatch
import Foundation
import GlimpseServer
import Testing

/// A wall clock the test moves.
final class HandWall: @unchecked Sendable {
    private let lock = NSLock()
    private var current = Date(timeIntervalSince1970: 1_800_000_000)
    var now: Date { lock.withLock { current } }
    func advance(_ seconds: TimeInterval) { lock.withLock { current += seconds } }
}

struct SimulatorClockTests {
    let wall = HandWall()
    var clock: SimulatorClock { SimulatorClock(wall: { [wall] in wall.now }) }

    @Test func aLiveClockFollowsTheWallClock() {
        let clock = self.clock
        wall.advance(42)
        #expect(clock.now == wall.now)
        #expect(clock.current == .live)
    }

    @Test func aPausedClockStandsStill() {
        let clock = self.clock
        clock.pause()
        let paused = clock.now
        wall.advance(3600)
        #expect(clock.now == paused)
        #expect(clock.current.rate == 0)
        #expect(clock.wallDate(for: paused.addingTimeInterval(1)) == nil)
    }

    @Test(arguments: [60.0, 3600.0])
    func aFastClockMovesRateSecondsPerSecond(rate: Double) {
        let clock = self.clock
        let start = clock.now
        clock.run(rate: rate)
        wall.advance(2)
        #expect(clock.now.timeIntervalSince(start) == 2 * rate)
        // The wall instant at which it reaches start + 10 × rate seconds.
        #expect(clock.wallDate(for: start.addingTimeInterval(10 * rate)) == wall.now.addingTimeInterval(8))
    }

    @Test func aJumpMovesTimeAndALiveClockKeepsRunningFromThere() {
        let clock = self.clock
        let target = Date(timeIntervalSince1970: 1_900_000_000)
        clock.jump(to: target)
        #expect(clock.now == target)
        #expect(clock.current == ClockState(mode: .running, rate: 1))
        wall.advance(5)
        #expect(clock.now == target.addingTimeInterval(5))
        clock.advance(by: -3600)
        #expect(clock.now == target.addingTimeInterval(5 - 3600))
        clock.goLive()
        #expect(clock.now == wall.now)
        #expect(clock.changeCount == 3)
    }

    @Test func aPastInstantIsReachedAtOnce() {
        let clock = self.clock
        #expect(clock.wallDate(for: clock.now.addingTimeInterval(-10)) == wall.now)
    }

    @Test func aWaitEndsWhenTheHostIsWoken() {
        let clock = self.clock
        let wake = DispatchSemaphore(value: 0)
        wake.signal()
        #expect(clock.wait(until: clock.now.addingTimeInterval(86_400), orUntil: wake) == false)
        #expect(clock.wait(until: clock.now.addingTimeInterval(-1), orUntil: DispatchSemaphore(value: 0)) == true)
    }
}
