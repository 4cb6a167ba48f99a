//  WidgetHost+Parameters.swift — GlimpseHost (Glimpse)
//  Status: Complete
//  Behaviour: Docs/ExtensionProtocol.md "`parameters`" and issue 12 "Configuration": what a
//  configuration form asks a bundle — the parameters of the intent that configures a widget or
//  control kind, read with a configuration, and the entities its queries suggest. A query that
//  throws, hangs past `providerTimeout` (the bundle is killed) or crashes the bundle is an error
//  for the caller; nothing stored changes.

import Foundation
public import GlimpseArchive

extension WidgetHost {
    /// The parameters of the intent that configures `kind` in `bundle`, read with `configuration`.
    ///
    /// - Parameters:
    ///   - bundle: The bundle's executable path.
    ///   - kind: An app-intent widget's or control's kind.
    ///   - configuration: An instance's configuration (JSON object text); nil for the defaults.
    /// - Returns: Each parameter with its value and choices; `warnings` names a stored value the
    ///   bundle could not use (an entity that no longer exists).
    /// - Throws: `HostError` from the bundle: `.unknownKind`, `.badRequest` (no app-intent
    ///   options), `.providerFailed` (a query threw), `.timeout`, `.bundleCrashed`.
    public func intentParameters(bundle: String, kind: String, configuration: String? = nil) throws(HostError)
        -> IntentParameters
    {
        try source.parameters(
            bundle: bundle, kind: kind, configuration: configuration, at: clock.now, timeout: settings.providerTimeout
        ).get()
    }
}
