//  CatPhotoProvider.swift — CatPhotos (Glimpse example widget)
//  Status: Complete
//  Behaviour: WidgetKit "TimelineProvider". The timeline has an entry now and one at each
//  whole hour until the next of 06:00, 12:00 and 19:00, where the photo changes; its policy is
//  `.after` that moment, so the widget picks up photos added to the folder three times a day.

import Foundation
import WidgetKit

struct CatPhotoProvider: TimelineProvider {
    func placeholder(in context: Context) -> CatPhotoEntry {
        let now = Date()
        return CatPhotoEntry(date: now, photo: nil, nextPhotoDate: now.addingTimeInterval(3600))
    }

    func getSnapshot(in context: Context, completion: @escaping (CatPhotoEntry) -> Void) {
        let now = Date()
        let photos = PhotoLibrary.photos()
        completion(
            CatPhotoEntry(
                date: now, photo: PhotoLibrary.photo(at: now, from: photos), nextPhotoDate: Self.nextHour(after: now)))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<CatPhotoEntry>) -> Void) {
        let now = Date()
        completion(Self.timeline(photos: PhotoLibrary.photos(), from: now))
    }

    /// Entries from `now` to the next refresh time, one per hour, and the `.after` policy.
    static func timeline(photos: [CatPhoto], from now: Date, calendar: Calendar = .current) -> Timeline<CatPhotoEntry> {
        let refresh = RefreshSchedule.nextRefresh(after: now, calendar: calendar)
        var dates = [now]
        var next = nextHour(after: now)
        // With one photo (or none) nothing changes before the refresh.
        while photos.count > 1 && next < refresh {
            dates.append(next)
            next = nextHour(after: next)
        }
        let entries = dates.enumerated().map { index, date in
            CatPhotoEntry(
                date: date, photo: PhotoLibrary.photo(at: date, from: photos),
                nextPhotoDate: index + 1 < dates.count ? dates[index + 1] : refresh)
        }
        return Timeline(entries: entries, policy: .after(refresh))
    }

    /// The next whole hour strictly after `date`.
    static func nextHour(after date: Date) -> Date {
        Date(timeIntervalSince1970: ((date.timeIntervalSince1970 / 3600).rounded(.down) + 1) * 3600)
    }
}
