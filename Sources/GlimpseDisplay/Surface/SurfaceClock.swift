//  SurfaceClock.swift — GlimpseDisplay (Glimpse)
//  Status: Complete
//  Behaviour: the clock a surface shows, as the simulator page writes it (Page/app.js `tick`):
//  the time without AM/PM ("9:41", the Lock Screen's and the status bar's style) and the short
//  day ("Tue 1", beside the Lock Screen's inline widget), in a time zone and locale.

public import Foundation

/// The instant a surface is drawn at, as its clocks write it.
public struct SurfaceClock: Hashable, Sendable {
    public var date: Date
    public var timeZone: TimeZone
    public var locale: Locale

    public init(_ date: Date, timeZone: TimeZone = .current, locale: Locale = .current) {
        self.date = date
        self.timeZone = timeZone
        self.locale = locale
    }

    /// Hours and minutes in the locale's style without the day period: "9:41", "21:41".
    public var time: String {
        let pattern = DateFormatter.dateFormat(fromTemplate: "jmm", options: 0, locale: locale) ?? "H:mm"
        let bare = pattern.replacingOccurrences(of: "a", with: "").trimmingCharacters(in: .whitespaces)
        return format(bare)
    }

    /// The short weekday and the day of the month: "Tue 1".
    public var day: String { format("EEE d") }

    /// The next instant either string changes: the next whole minute after `date`.
    public var nextChange: Date {
        Date(timeIntervalSince1970: ((date.timeIntervalSince1970 / 60).rounded(.down) + 1) * 60)
    }

    private func format(_ pattern: String) -> String {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.timeZone = timeZone
        formatter.dateFormat = pattern
        return formatter.string(from: date)
    }
}
