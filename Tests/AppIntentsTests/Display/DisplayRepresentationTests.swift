//  DisplayRepresentationTests.swift — AppIntentsTests
//  A display representation written as a string literal, plain or interpolated, is a title alone
//  (DisplayRepresentation.swift).

import AppIntents
import Foundation
import Testing

struct DisplayRepresentationTests {
    private struct Hero: Sendable {
        let name: String
        let level: Int
        var displayRepresentation: DisplayRepresentation { "\(name) · level \(level)" }
    }

    @Test func anInterpolatedLiteralIsATitleWithTheValuesInIt() {
        let shown = Hero(name: "Power Panda", level: 3).displayRepresentation
        #expect(String(localized: shown.title) == "Power Panda · level 3")
        #expect(shown.subtitle == nil)
        #expect(shown.image == nil)
    }

    @Test func aPlainLiteralIsStillATitleAlone() {
        let shown: DisplayRepresentation = "Coffee"
        #expect(String(localized: shown.title) == "Coffee")
        #expect(shown == DisplayRepresentation(title: "Coffee"))
    }
}
