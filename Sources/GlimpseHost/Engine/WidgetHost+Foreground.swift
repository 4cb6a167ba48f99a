//  WidgetHost+Foreground.swift — GlimpseHost (Glimpse)
//  Status: Complete
//  Behaviour: reference widgetkit.md §3.2: reloads while the bundle's app is in the foreground
//  are free. Coming to the foreground runs at once a policy reload the budget had refused (it is
//  free now); the spans are stored, so a restarted host knows the app is still in the foreground.

import Foundation

extension WidgetHost {
    /// Records that the app of `bundle` (path or file name as the instances were added with) comes
    /// to or leaves the foreground now, and stores it.
    ///
    /// While it is in the foreground every reload of the bundle's instances is free, so an instance
    /// whose policy reload the budget refused reloads at the next step (after the minimum interval
    /// since its last reload). Closed spans are kept for one budget window (`budgetWindow`).
    /// - Throws: `HostError` `.storeFailed`; the state is then unchanged.
    public func setForeground(_ isForeground: Bool, bundle: String) throws(HostError) {
        let now = clock.now
        try withState { () throws(HostError) in
            if isForeground {
                guard foregroundSince[bundle] == nil else { return }
                try store?.beginForeground(bundle: bundle, at: now)
                foregroundSince[bundle] = now
            } else {
                guard let start = foregroundSince[bundle] else { return }
                let forgetBefore = now.addingTimeInterval(-currentSettings.budgetWindow)
                try store?.endForeground(bundle: bundle, start: start, end: now, forgettingBefore: forgetBefore)
                foregroundSince[bundle] = nil
                var spans = foregroundSpans[bundle, default: []].filter { $0.end > forgetBefore }
                spans.append(TimeSpan(start: start, end: now))
                foregroundSpans[bundle] = spans
            }
            for slot in slots.values where Self.matches(slot.instance, bundle: bundle) { reschedule(slot, now: now) }
        }
        wakeSignal.signal()
    }

    /// Whether the app of `bundle` is in the foreground now.
    public func isForeground(bundle: String) -> Bool {
        stateLock.withLock { foregroundSince[bundle] != nil }
    }

    /// The foreground spans of `bundle`'s app that ended within the last budget window, oldest
    /// first, and the open one (ending now).
    public func foregroundHistory(bundle: String) -> [TimeSpan] {
        let now = clock.now
        return stateLock.withLock {
            (foregroundSpans[bundle] ?? []) + (foregroundSince[bundle].map { [TimeSpan(start: $0, end: now)] } ?? [])
        }
    }

    /// Whether `instance`'s app is in the foreground (under the state lock).
    func appInForeground(_ instance: WidgetInstance) -> Bool {
        // Asked for every instance at every reschedule: skip the file-name lookup when no app is
        // in the foreground.
        guard !foregroundSince.isEmpty else { return false }
        return foregroundSince[instance.bundle] != nil || foregroundSince[instance.bundleName] != nil
    }

    /// Reads the stored foreground spans back (before the instances are scheduled).
    func restoreForeground(from store: HostStore) throws(HostError) {
        for span in try store.foregroundSpans() {
            if let end = span.end {
                foregroundSpans[span.bundle, default: []].append(TimeSpan(start: span.start, end: end))
            } else {
                foregroundSince[span.bundle] = span.start
            }
        }
    }
}
