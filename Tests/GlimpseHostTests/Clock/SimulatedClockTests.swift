//  SimulatedClockTests.swift — GlimpseHostTests (Glimpse)
//  Status: Complete
//  Behaviour: STYLE R16 — the simulated clock moves only when told to, never backwards, and
//  waiting jumps instead of sleeping.

import Foundation
import Testing

@testable import GlimpseHost

struct SimulatedClockTests {
    @Test func advancesByHandAndNeverGoesBackwards() {
        let clock = SimulatedClock(start: .testStart)
        clock.advance(by: 90)
        #expect(clock.now == Date.testStart.addingTimeInterval(90))
        clock.advance(by: -30)
        clock.jump(to: .testStart)
        #expect(clock.now == Date.testStart.addingTimeInterval(90))
        clock.jump(to: Date.testStart.addingTimeInterval(3600))
        #expect(clock.now == Date.testStart.addingTimeInterval(3600))
    }

    @Test func waitingJumpsToTheDeadlineAtOnce() {
        let clock = SimulatedClock(start: .testStart)
        let deadline = Date.testStart.addingTimeInterval(86_400)
        #expect(clock.wait(until: deadline, orUntil: DispatchSemaphore(value: 0)))
        #expect(clock.now == deadline)
        #expect(!clock.wait(until: nil, orUntil: DispatchSemaphore(value: 0)))
    }

    @Test func timeSpanOverlapCountsSharedSeconds() {
        let span = TimeSpan(start: .testStart, end: Date.testStart.addingTimeInterval(100))
        let views = [
            TimeSpan(start: Date.testStart.addingTimeInterval(-50), end: Date.testStart.addingTimeInterval(10)),
            TimeSpan(start: Date.testStart.addingTimeInterval(90), end: Date.testStart.addingTimeInterval(200)),
        ]
        #expect(span.overlap(with: views) == 20)
        #expect(span.contains(.testStart))
        #expect(!span.contains(Date.testStart.addingTimeInterval(100)))
    }
}
