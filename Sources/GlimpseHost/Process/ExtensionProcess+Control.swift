//  ExtensionProcess+Control.swift — GlimpseHost (Glimpse)
//  Status: Complete for `control`
//  Behaviour: Docs/ExtensionProtocol.md "Controls": a typed call over `send`.

import Foundation
public import GlimpseArchive

extension ExtensionProcess {
    /// The control of `kind`: what it says now and its drawings.
    ///
    /// - Parameters:
    ///   - isPreview: The gallery: the provider's `previewValue` instead of `currentValue()`.
    ///   - configuration: The placed control's configuration intent's parameters as JSON text;
    ///     nil for the intent's defaults (static controls ignore it).
    ///   - places: The places to draw it in; nil for every place.
    ///   - states: The states to draw; nil for every state.
    ///   - environments: One drawing per environment, place and state.
    ///   - date: A simulated time for the bundle's wall clock (Docs/ExtensionProtocol.md "Time").
    /// - Throws: Any error of `send` (`.unknownKind` for a kind the bundle lacks, `.providerFailed`
    ///   when the value provider throws, `.badRequest` from a bundle built before controls).
    public func control(
        kind: String, isPreview: Bool = false, configuration: String? = nil, places: [ControlPlace]? = nil,
        states: [ControlState]? = nil, environments: [RenderEnvironment] = [RenderEnvironment()], date: Date? = nil
    ) throws(HostError) -> ControlAnswer {
        try send(
            ExtensionRequest(
                id: 0, method: .control, kind: kind, isPreview: isPreview, environments: environments, date: date,
                configuration: configuration, controlPlaces: places, controlStates: states)
        ).control!
    }
}

extension ExtensionProcess {
    /// Runs `intent` in the bundle and returns what its `perform()` returned.
    ///
    /// - Parameters:
    ///   - kind: The widget or control whose view named the intent; the bundle lays it out first
    ///     when it has not drawn the intent's type since it started.
    ///   - configuration: That instance's configuration (JSON text).
    ///   - date: A simulated time for the bundle's wall clock.
    /// - Throws: Any error of `send`: `.timeout` when `perform()` hangs past the limit (the bundle
    ///   is killed), `.bundleCrashed`, `.badRequest` (parameters that do not decode; a bundle
    ///   built before intents ran), `.providerFailed` with the bundle's message (`unknownIntent`,
    ///   `performFailed`: what `perform()` threw).
    public func perform(_ intent: IntentAction, kind: String? = nil, configuration: String? = nil, date: Date? = nil)
        throws(HostError) -> PerformedIntent
    {
        try send(
            ExtensionRequest(
                id: 0, method: .perform, kind: kind, date: date, configuration: configuration, intent: intent)
        ).performed!
    }
}

extension ExtensionProcess {
    /// The parameters of the intent that configures `kind` (a widget's or a control's), each
    /// with its value read from `configuration` and, for an entity, its query's suggestions.
    ///
    /// - Parameters:
    ///   - kind: An `AppIntentConfiguration` widget's or `AppIntentControlConfiguration` control's kind.
    ///   - configuration: An instance's configuration (JSON text); nil for the defaults.
    /// - Throws: Any error of `send`: `.unknownKind` (the kinds are listed), `.badRequest` (a kind
    ///   without app-intent options; a bundle built before `parameters`), `.providerFailed` when an
    ///   entity query throws (`queryFailed`, naming it), `.timeout` when a query hangs.
    public func parameters(kind: String, configuration: String? = nil) throws(HostError) -> IntentParameters {
        try send(ExtensionRequest(id: 0, method: .parameters, kind: kind, configuration: configuration)).parameters!
    }
}
