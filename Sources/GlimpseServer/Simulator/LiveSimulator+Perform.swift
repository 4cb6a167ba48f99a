//  LiveSimulator+Perform.swift — GlimpseServer (Glimpse)
//  Status: Complete
//  Behaviour: reference widgetkit.md §6: a tap on a widget's button or toggle in the simulator
//  runs its intent in the bundle (WidgetHost.performIntent), and the widget's timeline is then
//  reloaded free (reason `intent`); a perform that fails leaves the widget as it was.

import GlimpseArchive
import GlimpseHost

extension LiveSimulator {
    /// Runs `intent` for widget `id`, as a tap on its button or toggle does.
    ///
    /// - Returns: What `perform()` returned, or why it did not run (the bundle's message).
    /// - Throws: `ServerError` `.notFound` for an unknown id.
    public func perform(_ id: Int64, intent: IntentAction) throws(ServerError) -> Result<PerformedIntent, HostError> {
        do throws(HostError) {
            return .success(try host.performIntent(InstanceID(id), intent: intent))
        } catch {
            if error.code == .unknownInstance { throw Self.serverError(error) }
            return .failure(error)
        }
    }
}
