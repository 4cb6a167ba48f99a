//  LiveDateTests.swift — GlimpseArchiveTests
//  Live date text per reference widgetkit.md §5.4 and §12 (items 2 and 3).

import Foundation
import GlimpseArchive
import Testing

struct LiveDateTests {
    private let now = Date(timeIntervalSince1970: 1_800_000_000)

    @Test(arguments: [
        (900.0, "15:00"),  // 15 minutes ahead
        (152.0, "2:32"),  // under an hour: m:ss
        (133_141.0, "36:59:01"),  // over an hour: h:mm:ss
        (-125.0, "2:05"),  // passed: counts up, no sign
    ])
    func timerCountsDownThenUp(offset: Double, expected: String) {
        let live = LiveDate(style: .timer, date: now.addingTimeInterval(offset))
        #expect(live.text(at: now) == expected)
    }

    @Test func offsetShowsAFutureDateWithAMinusSign() {
        #expect(LiveDate(style: .offset, date: now.addingTimeInterval(11 * 60 + 5)).text(at: now) == "-11 minutes")
        #expect(LiveDate(style: .offset, date: now.addingTimeInterval(-2 * 3600 - 30)).text(at: now) == "+2 hours")
    }

    @Test func relativeHasNoSign() {
        #expect(LiveDate(style: .relative, date: now.addingTimeInterval(674)).text(at: now) == "11 min, 14 sec")
        #expect(LiveDate(style: .relative, date: now.addingTimeInterval(-674)).text(at: now) == "11 min, 14 sec")
        #expect(
            LiveDate(style: .relative, date: now.addingTimeInterval(2 * 3600 + 23 * 60)).text(at: now)
                == "2 hours, 23 minutes")
    }

    @Test func timerIntervalCountsDownClampsAndPauses() {
        let start = now
        let end = now.addingTimeInterval(600)
        let live = LiveDate(style: .timerInterval, date: start, end: end, countsDown: true, showsHours: true)
        #expect(live.text(at: now.addingTimeInterval(90)) == "8:30")
        #expect(live.text(at: now.addingTimeInterval(900)) == "0:00")
        var paused = live
        paused.pauseTime = now.addingTimeInterval(60)
        #expect(paused.text(at: now.addingTimeInterval(300)) == "9:00")
        #expect(paused.nextChange(after: now.addingTimeInterval(300)) == nil)
        var up = live
        up.countsDown = false
        #expect(up.text(at: now.addingTimeInterval(90)) == "1:30")
    }

    @Test func timerWithoutHoursKeepsCountingMinutes() {
        let live = LiveDate(
            style: .timerInterval, date: now, end: now.addingTimeInterval(7200), countsDown: true, showsHours: false)
        #expect(live.text(at: now) == "120:00")
    }

    @Test func timerChangesOnTheNextWholeSecondAndDatesNever() {
        let live = LiveDate(style: .timer, date: now.addingTimeInterval(10))
        let next = live.nextChange(after: now.addingTimeInterval(0.25))!
        #expect(abs(next.timeIntervalSince(now) - 1) < 0.001)
        #expect(LiveDate(style: .date, date: now).nextChange(after: now) == nil)
        #expect(LiveDate(style: .time, date: now).nextChange(after: now) == nil)
    }

    @Test func relativeChangesEveryMinuteBeyondAnHour() {
        let live = LiveDate(style: .relative, date: now.addingTimeInterval(3 * 3600 + 30))
        let next = live.nextChange(after: now)!
        #expect(abs(next.timeIntervalSince(now) - 30) < 0.001)
    }

    @Test func widestTextReplacesDigits() {
        #expect(LiveDate(style: .timer, date: now.addingTimeInterval(754)).widestText(around: now) == "00:00")
    }

    @Test func progressEmptiesWhenCountingDownAndMovesAPixelAtATime() {
        let p = LiveProgress(
            start: now, end: now.addingTimeInterval(100), countsDown: true,
            geometry: .bar(rect: Rect(x: 0, y: 0, width: 100, height: 4), cornerRadius: 2))
        #expect(abs(p.fraction(at: now.addingTimeInterval(25)) - 0.75) < 1e-9)
        #expect(p.fraction(at: now.addingTimeInterval(500)) == 0)
        // 100 pt at @2x = 200 px over 100 s: one pixel every 0.5 s.
        let next = p.nextChange(after: now.addingTimeInterval(10), scale: 2)!
        #expect(abs(next.timeIntervalSince(now) - 10.5) < 1e-6)
        #expect(p.nextChange(after: now.addingTimeInterval(100), scale: 2) == nil)
    }
}
