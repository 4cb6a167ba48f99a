//  InstanceTimeline+Current.swift — GlimpseHost (Glimpse)
//  Status: Complete
//  Behaviour: issue 3 "Which entry shows" for a reader of the store that runs no host (issue 10:
//  a kiosk viewing a database another host keeps): the same answer `WidgetHost.currentEntry`
//  gives, from a stored timeline.

public import Foundation

extension InstanceTimeline {
    /// The entry `instance` shows at `date` when this is its timeline, with the next change of
    /// that entry's live dates and timer progress, and whether it is stale — what
    /// `WidgetHost.currentEntry(of:at:)` answers for a hosted instance.
    /// - Complexity: O(log n) in the entries, plus one walk of the shown entry's display lists.
    public func currentEntry(of instance: InstanceID, at date: Date) -> CurrentEntry {
        let index = entryIndex(at: date)
        let live = LiveContent(entries[index])
        let stale = eligible.map { $0 <= date } ?? false
        return CurrentEntry(
            instance: instance, index: index, entry: entries[index], received: received,
            staleSince: stale ? eligible : nil, nextLiveChange: live.isEmpty ? nil : live.nextChange(after: date))
    }
}
