//  IntentParameter+RangeTests.swift — AppIntentsTests
//  Number parameters keep their inclusive range and control style, and read their default
//  (IntentParameter+Range.swift).

import Foundation
import Testing

@testable import AppIntents

struct IntentParameterRangeTests {
    private struct Countdown: WidgetConfigurationIntent {
        static let title: LocalizedStringResource = "Countdown"
        @Parameter(title: "Days", default: 3, inclusiveRange: (1, 10)) var days: Int
        @Parameter(title: "Goal", controlStyle: .slider, inclusiveRange: (0.5, 2.5)) var goal: Double?
        @Parameter(title: "Plain", default: 4) var plain: Int
    }

    @Test func aWholeNumberParameterKeepsItsRangeAndReadsItsDefault() {
        let intent = Countdown()
        #expect(intent.days == 3)
        #expect(intent.$days.numberRange?.lowerBound == 1)
        #expect(intent.$days.numberRange?.upperBound == 10)
        #expect(intent.$days.numberControlStyle == "stepper")
        #expect(intent.$days.title?.key == "Days")
    }

    @Test func aNumberParameterKeepsItsRangeAndStyle() {
        let intent = Countdown()
        #expect(intent.goal == nil)
        #expect(intent.$goal.numberRange?.lowerBound == 0.5)
        #expect(intent.$goal.numberRange?.upperBound == 2.5)
        #expect(intent.$goal.numberControlStyle == "slider")
    }

    @Test func aParameterWithoutARangeHasNone() {
        let intent = Countdown()
        #expect(intent.plain == 4)
        #expect(intent.$plain.numberRange == nil)
        #expect(intent.$plain.numberControlStyle == nil)
    }
}
