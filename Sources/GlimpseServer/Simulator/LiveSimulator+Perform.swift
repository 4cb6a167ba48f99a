//  LiveSimulator+Perform.swift — GlimpseServer (Glimpse)
//  Status: Complete
//  Behaviour: reference widgetkit.md §6: a tap on a widget's button or toggle in the simulator
//  runs its intent in the bundle (WidgetHost.performIntent), and the widget's timeline is then
//  reloaded free (reason `intent`); a perform that fails leaves the widget as it was. Until the
//  reload lands, `invalidatableContent()` regions are drawn as pending.

import Foundation
import GlimpseArchive
import GlimpseHost

extension LiveSimulator {
    /// Runs `intent` for widget `id`, as a tap on its button or toggle does.
    ///
    /// - Returns: What `perform()` returned, or why it did not run (the bundle's message).
    /// - Throws: `ServerError` `.notFound` for an unknown id.
    /// From the tap until the reload lands, the widget's `invalidatableContent()` is drawn as
    /// pending (Apple SwiftUI "invalidatableContent()": `RedactionReasons.invalidated`).
    public func perform(_ id: Int64, intent: IntentAction) throws(ServerError) -> Result<PerformedIntent, HostError> {
        let key = InstanceID(id)
        guard host.instance(key) != nil else { throw Self.unknown(id) }
        lock.withLock { _ = pendingIntents.insert(key) }
        bump([key])
        do throws(HostError) {
            return .success(try host.performIntent(key, intent: intent))
        } catch {
            lock.withLock { _ = pendingIntents.remove(key) }
            bump([key])
            if error.code == .unknownInstance { throw Self.serverError(error) }
            return .failure(error)
        }
    }

    /// Whether widget `id` waits for the reload an intent asked for.
    func isPending(_ id: InstanceID) -> Bool { lock.withLock { pendingIntents.contains(id) } }
}
