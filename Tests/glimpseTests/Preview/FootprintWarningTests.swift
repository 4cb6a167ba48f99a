//  FootprintWarningTests.swift — glimpseTests (Glimpse)
//  Status: Complete
//  Behaviour: issue 9 — `glimpse preview` warns when a widget's footprint passes 80 % of the
//  limit, and says so differently once it is over the limit; nothing below 80 % or without one.

import Testing

@testable import glimpse

struct FootprintWarningTests {
    static let limit = 30 * 1_048_576

    @Test(arguments: [
        (0, false),  // nothing measured
        (4_718_592, false),  // EmojiRangers idle: 4.5 MB
        (25_165_824, false),  // exactly 80 %
        (25_165_825, true),  // just over 80 %
    ])
    func aWarningStartsAboveEightyPercentOfTheLimit(bytes: Int, warns: Bool) {
        #expect((FootprintWarning(kind: "Weather", bytes: bytes, limit: Self.limit) != nil) == warns)
    }

    @Test func theWarningNamesTheWidgetTheFigureAndTheShare() throws {
        let near = try #require(FootprintWarning(kind: "Weather", bytes: 26_214_400, limit: Self.limit))
        #expect(
            near.text
                == "Warning: widget 'Weather' used 25.0 MB of dirty memory (Pss_Anon), 83 % of the 30.0 MB "
                + "footprint limit (near the limit); keep images small and load them downsampled")
        let over = try #require(FootprintWarning(kind: "Weather", bytes: 41_943_040, limit: Self.limit))
        #expect(over.text.contains("133 % of the 30.0 MB footprint limit (over the limit: a host kills it)"))
    }

    @Test func noLimitNoWarning() {
        #expect(FootprintWarning(kind: "Weather", bytes: 1 << 40, limit: 0) == nil)
    }
}
