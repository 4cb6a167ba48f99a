//  DonationProfile.swift — GlimpseHost (Glimpse)
//  Status: Complete
//  Behaviour: issue 13 "Donations … build a per-intent profile over the hour of the week; …
//  old donations fade (documented half-life)": each donation adds 2^(−age / half-life) to the
//  bucket of its hour of the week (Monday 00:00 UTC is hour 0); `INInteraction` and AppIntents
//  donations land in the same profile, keyed by intent type and parameters. Which widgets a
//  profile raises is one rule (`matches`), for `glimpse simulate`, `serve` and `host` alike: only
//  a widget whose configuring intent type is the donated one and whose configuration equals the
//  donated parameters (README "Host rules").

public import Foundation

/// How often an intent was donated in each hour of the week, with old donations fading.
public struct DonationProfile: Hashable, Sendable {
    /// The intent's type, module-qualified.
    public var intentType: String
    /// The intent's parameters in configuration form (JSON object text); "{}" for none.
    public var parameters: String
    /// The donations' dates (UTC).
    public private(set) var dates: [Date] = []

    public init(intentType: String, parameters: String = "{}", dates: [Date] = []) {
        self.intentType = intentType
        self.parameters = parameters
        self.dates = dates
    }

    public mutating func add(_ date: Date) { dates.append(date) }

    /// Whether donations of `intentType` with `parameters` raise a widget configured by
    /// `widgetIntentType` with `configuration`: the intent types are equal (a widget with no
    /// configuring intent, a static one, matches no donation) and the parameters equal the
    /// configuration as JSON objects (keys in any order). The one matcher of every host.
    public static func matches(
        intentType: String, parameters: String, widgetIntentType: String?, configuration: String
    ) -> Bool {
        guard let widgetIntentType, widgetIntentType == intentType else { return false }
        return LiveStackRotation.canonical(parameters) == LiveStackRotation.canonical(configuration)
    }

    /// Whether this profile raises a widget configured by `widgetIntentType` with `configuration`
    /// (`matches(intentType:parameters:widgetIntentType:configuration:)`).
    public func matches(widgetIntentType: String?, configuration: String) -> Bool {
        Self.matches(
            intentType: intentType, parameters: parameters, widgetIntentType: widgetIntentType,
            configuration: configuration)
    }

    /// The hour of the week of `date`, 0…167, Monday 00:00 UTC being 0.
    public static func hourOfWeek(_ date: Date) -> Int {
        // 1970-01-01 was a Thursday: Monday 00:00 is 3 days earlier, at −259 200 s.
        let hours = Int(((date.timeIntervalSince1970 + 259_200) / 3600).rounded(.down))
        return ((hours % 168) + 168) % 168
    }

    /// The decayed number of donations made in the hour of the week of `date`, up to `date`.
    ///
    /// - Complexity: O(n) in the number of donations.
    public func weight(at date: Date, halfLife: TimeInterval) -> Double {
        let hour = Self.hourOfWeek(date)
        let life = halfLife > 0 && halfLife.isFinite ? halfLife : 1
        return dates.reduce(0) { total, donated in
            guard donated <= date, Self.hourOfWeek(donated) == hour else { return total }
            return total + pow(2, -date.timeIntervalSince(donated) / life)
        }
    }

    /// The normalised score the profile gives a matching widget at `date`: `settings.donationScore`
    /// when the weight clears `settings.donationThreshold`, else 0.
    public func score(at date: Date, settings: SmartRotateSettings) -> Double {
        weight(at: date, halfLife: settings.donationHalfLife) >= settings.donationThreshold ? settings.donationScore : 0
    }
}
