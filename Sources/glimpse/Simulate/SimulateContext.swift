//  SimulateContext.swift — glimpse (Glimpse)
//  Status: Complete
//  Behaviour: what the summary and pictures of one `glimpse simulate` run share: the widget and
//  where it was, and clock times in the zone `--from` was written in.

import Foundation
import GlimpseDisplay
import GlimpseHost

/// The facts around a replay, and its way of writing times.
struct SimulateContext {
    let options: SimulateOptions
    let plan: SimulationPlan
    /// Clock times are written in this zone.
    var timeZone: TimeZone { options.start.timeZone }

    /// Whether the replay covers more than one calendar day (times then carry the weekday).
    var spansDays: Bool {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let last = plan.end.addingTimeInterval(-1)
        return !calendar.isDate(plan.start, inSameDayAs: last)
    }

    /// The state the widget was seen in (`variant(_:at:options:)`).
    var variant: PlaceVariant {
        Self.variant(plan.family, at: PlaceName(rawValue: plan.place.rawValue), options: options)
    }

    /// The state a widget of `family` is seen in at `place`: the place's own on the default
    /// surface (GlimpseDisplay's `PlaceContext`: the Lock Screen vibrant and dark, the Home
    /// Screen in full colour), in `--color-scheme` when given.
    static func variant(_ family: FamilyName, at place: PlaceName, options: SimulateOptions) -> PlaceVariant {
        var variant =
            PlaceContext(place, device: options.device, state: SurfaceState())?.variant(for: family)
            ?? PlaceVariant(family: family, place: place, renderingMode: .fullColor)
        if let scheme = options.colorScheme { variant.colorScheme = scheme }
        return variant
    }

    /// "EmojiRangerWidget · systemSmall on the Home Screen of iphone-6.1".
    var widgetLine: String {
        "\(plan.kind) · \(plan.family) on the \(Self.placeName(plan.place)) of \(options.device.name)"
    }

    /// "24 h from Tue 14 May 2024 08:00 to Wed 15 May 2024 08:00 (UTC)".
    var spanLine: String {
        "\(SimulateDuration.describe(plan.duration)) from \(Self.day(plan.start, in: timeZone)) "
            + "\(Self.clock(plan.start, in: timeZone)) to \(Self.day(plan.end, in: timeZone)) "
            + "\(Self.clock(plan.end, in: timeZone)) (\(Self.zoneName(timeZone, at: plan.start)))"
    }

    /// `date` as a clock time, with the weekday when the replay spans days. In a replay of one
    /// calendar day the midnight that ends it is "24:00" (ISO 8601's end of day), so it does not
    /// read as the midnight it started at; anything later carries its weekday.
    func time(_ date: Date) -> String {
        guard !spansDays else { return Self.clock(date, in: timeZone, weekday: true) }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let dayEnd = calendar.date(byAdding: .day, value: 1, to: calendar.startOfDay(for: plan.start))
        if date == dayEnd { return "24:00" }
        return Self.clock(date, in: timeZone, weekday: !calendar.isDate(date, inSameDayAs: plan.start))
    }

    /// "08:00–12:11" (weekdays when the replay spans days).
    func span(_ span: TimeSpan) -> String { "\(time(span.start))–\(time(span.end))" }

    // MARK: - Formatting

    /// "08:00" or "Tue 08:00" in `zone` (24-hour clock; seconds when not zero).
    static func clock(_ date: Date, in zone: TimeZone, weekday: Bool = false) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = zone
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let hasSeconds = calendar.component(.second, from: date) != 0
        formatter.dateFormat = (weekday ? "EEE " : "") + (hasSeconds ? "HH:mm:ss" : "HH:mm")
        return formatter.string(from: date)
    }

    /// "Tue 14 May 2024" in `zone`.
    static func day(_ date: Date, in zone: TimeZone) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = zone
        formatter.dateFormat = "EEE d MMM yyyy"
        return formatter.string(from: date)
    }

    /// "UTC", "UTC+02:00", "UTC-03:30", or a named zone's identifier with its offset.
    static func zoneName(_ zone: TimeZone, at date: Date) -> String {
        let seconds = zone.secondsFromGMT(for: date)
        let offset =
            seconds == 0
            ? "UTC"
            : String(
                format: "UTC%@%02d:%02d", seconds < 0 ? "-" : "+", abs(seconds) / 3600, (abs(seconds) % 3600) / 60)
        let named = zone.identifier.contains("/")
        return named ? "\(zone.identifier), \(offset)" : offset
    }

    /// "Home Screen", "Lock Screen", "StandBy", "watch face".
    static func placeName(_ place: InstancePlace) -> String {
        switch place {
        case .homeScreen: "Home Screen"
        case .lockScreen: "Lock Screen"
        case .standBy: "StandBy screen"
        case .watchFace: "watch face"
        default: place.rawValue
        }
    }
}
