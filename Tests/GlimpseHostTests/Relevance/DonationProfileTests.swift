//  DonationProfileTests.swift — GlimpseHostTests (Glimpse)
//  Status: Complete
//  Behaviour: donations build a profile over the hour of the week that fades with a half-life
//  (issue 13 "Donations"); 10 000 donations in a second are counted, not lost.

import Foundation
import GlimpseHost
import Testing

struct DonationProfileTests {
    /// Monday 2026-11-30 08:00 UTC.
    let monday8 = Date(timeIntervalSince1970: 1_796_025_600)

    @Test func hoursOfTheWeekStartOnMondayMidnightUTC() {
        #expect(DonationProfile.hourOfWeek(monday8) == 8)
        #expect(DonationProfile.hourOfWeek(monday8.addingTimeInterval(-8 * 3600 - 1)) == 167)
        #expect(DonationProfile.hourOfWeek(monday8.addingTimeInterval(7 * 86_400)) == 8)
    }

    @Test func donationsInTheSameHourOfEarlierWeeksCountFaded() {
        let week: TimeInterval = 7 * 86_400
        let profile = DonationProfile(
            intentType: "Coffee.OrderIntent",
            dates: [monday8 - week, monday8 - 2 * week, monday8 - week + 3600, monday8 + 60])
        // At Monday 08:30: the two earlier Mondays, one and two weeks old, with a two-week half-life.
        let weight = profile.weight(at: monday8 + 1800, halfLife: 2 * week)
        #expect(
            abs(
                weight
                    - (pow(2, -0.5 - 1800 / (2 * week)) + pow(2, -1 - 1800 / (2 * week)) + pow(2, -1740 / (2 * week))))
                < 1e-9)
    }

    @Test(arguments: [
        // (weeks of Monday-8:00 donations, score at Monday 8:10)
        (0, 0.0),
        (1, 0.0),  // one fresh donation: below 2
        (3, 0.75),  // three, the oldest three weeks back: 1 + 0.71 + 0.5 ≥ 2
    ])
    func aProfileThatClearsTheThresholdScoresAsDonated(weeks: Int, expected: Double) {
        let dates = (0..<weeks).map { monday8 - Double($0) * 7 * 86_400 }
        let profile = DonationProfile(intentType: "Coffee.OrderIntent", dates: dates)
        #expect(profile.score(at: monday8 + 600, settings: SmartRotateSettings()) == expected)
    }

    @Test func tenThousandDonationsInASecondAreAllCounted() {
        var profile = DonationProfile(intentType: "Spam.Intent")
        for i in 0..<10_000 { profile.add(monday8 + Double(i) / 10_000) }
        let weight = profile.weight(at: monday8 + 1, halfLife: 14 * 86_400)
        #expect(weight > 9_999 && weight <= 10_000)
    }
}
