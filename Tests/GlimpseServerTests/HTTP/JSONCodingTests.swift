//  JSONCodingTests.swift — GlimpseServerTests (Glimpse)
//  Status: Complete
//  Behaviour: Docs/SimulatorAPI.md "Conventions": ISO 8601 dates in, with or without fractional
//  seconds and with any UTC offset; out in UTC with milliseconds.

import Foundation
import GlimpseServer
import Testing

struct JSONCodingTests {
    @Test(arguments: [
        ("2030-01-01T09:00:00Z", 1_893_488_400.0),
        ("2030-01-01T09:00:00.250Z", 1_893_488_400.25),
        ("2030-01-01T11:00:00+02:00", 1_893_488_400.0),
    ])
    func datesAreReadInEveryISOForm(text: String, seconds: Double) {
        #expect(JSONCoding.parseDate(text)?.timeIntervalSince1970 == seconds)
    }

    @Test func datesAreWrittenInUTCWithMilliseconds() {
        #expect(JSONCoding.formatDate(Date(timeIntervalSince1970: 1_893_488_400.25)) == "2030-01-01T09:00:00.250Z")
        #expect(JSONCoding.parseDate("yesterday") == nil)
    }
}
