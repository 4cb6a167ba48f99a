//  HostStore+LiveActivities.swift — GlimpseHost (Glimpse)
//  Status: Complete
//  Behaviour: Docs/WidgetCenter.md "Live Activities": the Live Activities apps started, updated and
//  ended (the `live_activities` table), so a restarted host shows them as they were. A `request`
//  stores one; an `update` replaces the content of a running one; an `end` marks it ended with how
//  it leaves (LiveActivityLife says when). Each change is one statement.

import Foundation
public import GlimpseArchive

extension HostStore {
    /// Applies one change an app sent.
    ///
    /// - Parameters:
    ///   - now: The host's time: when it started, changed or ended (the app's `date` is not trusted).
    /// - Returns: A note when the change was set aside (an update or end of an activity the host
    ///   does not hold, or that has ended).
    /// - Throws: `HostError` `.storeFailed`.
    public func applyLiveActivity(_ message: LiveActivityMessage, bundle: String, now: Date) throws(HostError)
        -> String?
    {
        try locked { () throws(HostError) -> String? in
            switch message.event {
            case .request:
                try db.prepare(
                    "INSERT OR REPLACE INTO live_activities (id, bundle, attributes_type, attributes, state, "
                        + "stale_date, relevance, started, updated, ended, dismissal, dismiss_at) "
                        + "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, 'default', NULL)"
                ).bind(
                    .text(message.id), .text(bundle), .text(message.attributesType), .text(message.attributes),
                    .text(message.state ?? "{}"), .optionalDate(message.staleDate),
                    .double(message.relevanceScore ?? 0), .date(now), .date(now)
                ).run()
                return nil
            case .update:
                try db.prepare(
                    "UPDATE live_activities SET state = ?, stale_date = ?, relevance = ?, updated = ? "
                        + "WHERE id = ? AND bundle = ? AND ended IS NULL"
                ).bind(
                    .text(message.state ?? "{}"), .optionalDate(message.staleDate),
                    .double(message.relevanceScore ?? 0), .date(now), .text(message.id), .text(bundle)
                ).run()
            case .end:
                try db.prepare(
                    "UPDATE live_activities SET state = COALESCE(?, state), stale_date = ?, "
                        + "relevance = COALESCE(?, relevance), updated = ?, ended = ?, dismissal = ?, dismiss_at = ? "
                        + "WHERE id = ? AND bundle = ? AND ended IS NULL"
                ).bind(
                    message.state.map { .text($0) } ?? .null, .optionalDate(message.staleDate),
                    message.relevanceScore.map { .double($0) } ?? .null, .date(now), .date(now),
                    .text((message.dismissal ?? .default).rawValue), .optionalDate(message.dismissAt),
                    .text(message.id), .text(bundle)
                ).run()
            }
            guard try db.scalarInt("SELECT changes()") == 0 else { return nil }
            return "\(message.event.rawValue) of Live Activity \(message.id) (\(message.attributesType)): "
                + "the host holds no running activity with that id for bundle '\(bundle)'; ignored"
        }
    }

    /// Every stored Live Activity, oldest first.
    /// - Throws: `HostError` `.storeFailed`.
    public func liveActivities() throws(HostError) -> [StoredLiveActivity] {
        try locked { () throws(HostError) -> [StoredLiveActivity] in
            let statement = try db.prepare(
                "SELECT id, bundle, attributes_type, attributes, state, stale_date, relevance, started, updated, "
                    + "ended, dismissal, dismiss_at FROM live_activities ORDER BY started, id")
            var rows: [StoredLiveActivity] = []
            func date(_ column: Int32) -> Date? {
                statement.isNull(column) ? nil : Date(timeIntervalSince1970: statement.double(column))
            }
            while try statement.step() {
                rows.append(
                    StoredLiveActivity(
                        id: statement.text(0) ?? "", bundle: statement.text(1) ?? "",
                        attributesType: statement.text(2) ?? "", attributes: statement.text(3) ?? "{}",
                        state: statement.text(4) ?? "{}", staleDate: date(5), relevanceScore: statement.double(6),
                        started: date(7) ?? Date(timeIntervalSince1970: 0),
                        updated: date(8) ?? Date(timeIntervalSince1970: 0),
                        ended: date(9),
                        dismissal: LiveActivityMessage.Dismissal(rawValue: statement.text(10) ?? "") ?? .default,
                        dismissAt: date(11)))
            }
            return rows
        }
    }

    /// Deletes the activities dismissed by `now` (LiveActivityLife).
    /// - Returns: How many were deleted.
    /// - Throws: `HostError` `.storeFailed`.
    @discardableResult
    public func deleteDismissedLiveActivities(now: Date) throws(HostError) -> Int {
        let gone = try liveActivities().filter { LiveActivityLife.at(now, of: $0) == .dismissed }
        guard !gone.isEmpty else { return 0 }
        try locked { () throws(HostError) in
            try db.transaction { () throws(HostError) in
                for activity in gone {
                    try db.prepare("DELETE FROM live_activities WHERE id = ?").bind(.text(activity.id)).run()
                }
            }
        }
        return gone.count
    }
}
