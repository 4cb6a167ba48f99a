//  RefreshSchedule.swift — CatPhotos (Glimpse example widget)
//  Status: Complete
//  Behaviour: the widget asks for a new timeline at 06:00, 12:00 and 19:00 local time
//  (`TimelineReloadPolicy.after`), when a fresh set of photos may have been added to the folder.

import Foundation

/// The times of day the widget reloads.
enum RefreshSchedule {
    /// Hours of the day (local time, 24-hour clock).
    static let hours = [6, 12, 19]

    /// The first of 06:00, 12:00 and 19:00 strictly after `date`, in `calendar`'s time zone.
    static func nextRefresh(after date: Date, calendar: Calendar = .current) -> Date {
        let candidates = hours.compactMap { hour in
            calendar.nextDate(
                after: date, matching: DateComponents(hour: hour, minute: 0, second: 0),
                matchingPolicy: .nextTime)
        }
        return candidates.min() ?? date.addingTimeInterval(6 * 3600)
    }
}
