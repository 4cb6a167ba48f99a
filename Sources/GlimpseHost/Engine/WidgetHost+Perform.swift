//  WidgetHost+Perform.swift — GlimpseHost (Glimpse)
//  Status: Complete for widgets' buttons and toggles
//  Behaviour: reference widgetkit.md §6: a tap on an interactive widget's `Button(intent:)` or
//  `Toggle(isOn:intent:)` runs the intent in the bundle's process; when `perform()` returns, the
//  system reloads the widget's timeline, free of the budget (reason `intent`). Glimpse writes
//  every perform, its outcome and its duration in the ledger beside reloads; a perform that
//  throws, hangs past `providerTimeout` (the bundle is killed) or crashes the bundle is written
//  as failed, the widget keeps its timeline, and the error is thrown to the caller.

import Foundation
public import GlimpseArchive

extension WidgetHost {
    /// Runs `intent` for instance `id`, as a tap on one of its buttons or toggles does, then asks
    /// for the instance's timeline again (free, reason `intent`).
    ///
    /// - Parameter intent: The intent as the instance's archive names it (a hit region's
    ///   `intent`); a toggle's `value` already holds the state the tap sets.
    /// - Returns: What `perform()` returned.
    /// - Throws: `HostError` `.unknownInstance`; the bundle's failure (`.providerFailed` naming
    ///   what `perform()` threw, `.badRequest` for parameters that do not decode, `.timeout`,
    ///   `.bundleCrashed`).
    @discardableResult
    public func performIntent(_ id: InstanceID, intent: IntentAction) throws(HostError) -> PerformedIntent {
        let (instance, _) = try existing(id)
        let now = clock.now
        let started = ContinuousClock.now
        let result = source.perform(
            bundle: instance.bundle,
            request: PerformRequest(
                kind: instance.kind, configuration: instance.configuration, intent: intent, time: now),
            timeout: settings.providerTimeout)
        let elapsed = ContinuousClock.now - started
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        let took = String(format: "%.3f s", seconds)
        let row: LedgerEntry
        switch result {
        case .success(let performed):
            let dialog = performed.dialog.map { ": \"\($0)\"" } ?? ""
            row = LedgerEntry(
                instance: id, time: now, reason: .intent, charged: false, granted: true, outcome: .succeeded,
                detail: "performed \(intent.title) (\(intent.type)) in \(took)\(dialog)")
        case .failure(let error):
            row = LedgerEntry(
                instance: id, time: now, reason: .intent, charged: false, granted: true, outcome: .failed,
                detail: "perform \(intent.title) (\(intent.type)) failed after \(took): \(error.message)")
        }
        var events: [HostEvent] = [.reload(row)]
        let observer = stateLock.withLock {
            commit([StoreChange(instance: id, ledger: [row])], events: &events)
            return observerHandler
        }
        if let observer { for event in events { observer(event) } }
        let performed = try result.get()
        try requestReload(id, reason: .intent, free: true)
        return performed
    }
}
