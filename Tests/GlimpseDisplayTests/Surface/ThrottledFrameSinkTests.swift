//  ThrottledFrameSinkTests.swift — GlimpseDisplayTests (Glimpse)
//  Status: Complete
//  Behaviour: an e-ink panel's frames are written when their bytes change, never sooner than the
//  interval after the last; a frame that comes too soon is held (`due`) and written when the kiosk
//  draws again after the interval; one that returns to what the panel shows is dropped. A
//  simulated clock, advanced by hand.

import Foundation
import GlimpseHost
import Testing

@testable import GlimpseDisplay

struct ThrottledFrameSinkTests {
    /// Keeps what it is given.
    final class Kept: FrameSink, @unchecked Sendable {
        var frames: [Data] = []
        func write(_ png: Data) throws(DisplayError) -> Bool {
            guard png != frames.last else { return false }
            frames.append(png)
            return true
        }
        var writes: Int { frames.count }
    }

    @Test func framesComeNoSoonerThanTheIntervalAndAHeldOneIsWrittenWhenItIsUp() throws {
        let clock = SimulatedClock(start: Date(timeIntervalSince1970: 0))
        let kept = Kept()
        let sink = ThrottledFrameSink(kept, interval: 60, now: { clock.now })
        let (a, b, c) = (Data([1]), Data([2]), Data([3]))
        #expect(try sink.write(a))
        #expect(sink.due == nil)
        clock.advance(by: 10)
        #expect(try !sink.write(a))  // unchanged: nothing to do
        #expect(sink.due == nil)
        #expect(try !sink.write(b))  // changed, but 10 s after the last: held
        #expect(sink.due == Date(timeIntervalSince1970: 60))
        clock.advance(by: 49)
        #expect(try !sink.write(c))  // still too soon
        clock.advance(by: 1)
        #expect(try sink.write(c))  // 60 s: written
        #expect(sink.due == nil)
        clock.advance(by: 5)
        #expect(try !sink.write(b))
        #expect(try !sink.write(c))  // back to what the panel shows: the held frame is dropped
        #expect(sink.due == nil)
        #expect(kept.frames == [a, c])
        #expect(sink.writes == 2)
    }
}
