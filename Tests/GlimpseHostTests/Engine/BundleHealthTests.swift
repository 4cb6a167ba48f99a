//  BundleHealthTests.swift — GlimpseHostTests (Glimpse)
//  Status: Complete
//  Behaviour: issue 9 "Limits — Time": restarts after failures back off 1, 5, 30, 120 s; the
//  fifth failed start in a row marks the bundle broken with its last error; a good answer
//  starts the count over.

import Foundation
import Testing

@testable import GlimpseHost

struct BundleHealthTests {
    let t0 = Date(timeIntervalSince1970: 1_717_200_000)
    let crash = HostError(.bundleCrashed, "bundle 'W' exited with status 3 before answering describe")

    @Test func restartsBackOffOneFiveThirtyAndTwoHundredTwentySecondsThenStayAtTheLast() {
        var settings = HostSettings()
        settings.brokenAfterFailedStarts = 0  // never broken: only the back-off
        var health = BundleHealth()
        var delays: [TimeInterval] = []
        for _ in 0..<6 {
            _ = health.failed(crash, bundle: "/b/W", at: t0, settings: settings, executable: "")
            delays.append(health.nextStart(settings: settings)!.timeIntervalSince(t0))
        }
        #expect(delays == [1, 5, 30, 120, 120, 120])
    }

    @Test func aStartDuringTheBackOffIsDeferredWithTheTimeLeftAndTheLastError() throws {
        var health = BundleHealth()
        _ = health.failed(crash, bundle: "/b/W", at: t0, settings: HostSettings(), executable: "")
        _ = health.failed(crash, bundle: "/b/W", at: t0, settings: HostSettings(), executable: "")
        let refusal = try #require(health.refusal(bundle: "W", at: t0 + 2, settings: HostSettings()))
        #expect(refusal.code == .restartDeferred)
        #expect(refusal.retryAfter == 3)
        #expect(
            refusal.message
                == "bundle 'W' failed at its last 2 starts; it is started again 3 s from now (restart back-off); "
                + "its last error: bundle 'W' exited with status 3 before answering describe")
        #expect(health.refusal(bundle: "W", at: t0 + 5, settings: HostSettings())?.message == nil)
    }

    @Test func theFifthFailedStartInARowMarksTheBundleBrokenWithItsLastError() throws {
        var health = BundleHealth()
        var marks: [BrokenBundle?] = []
        for i in 0..<5 {
            marks.append(
                health.failed(crash, bundle: "/b/W", at: t0 + Double(i), settings: HostSettings(), executable: "9@1"))
        }
        #expect(marks.prefix(4).allSatisfy { $0 == nil })
        let mark = try #require(marks[4])
        #expect(
            mark
                == BrokenBundle(bundle: "/b/W", since: t0 + 4, failedStarts: 5, error: crash.message, executable: "9@1")
        )
        let refusal = try #require(health.refusal(bundle: "W", at: t0 + 1e6, settings: HostSettings()))
        #expect(refusal.code == .bundleBroken)
        #expect(refusal.message.hasSuffix("its last error: \(crash.message)"))
    }

    @Test func aGoodAnswerStartsTheCountOver() {
        var health = BundleHealth()
        for _ in 0..<4 { _ = health.failed(crash, bundle: "/b/W", at: t0, settings: HostSettings(), executable: "") }
        health.answered()
        #expect(health.nextStart(settings: HostSettings()) == nil)
        #expect(health.failed(crash, bundle: "/b/W", at: t0, settings: HostSettings(), executable: "") == nil)
        #expect(health.failedStarts == 1)
    }
}
