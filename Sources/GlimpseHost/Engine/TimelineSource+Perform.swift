//  TimelineSource+Perform.swift — GlimpseHost (Glimpse)
//  Status: Complete
//  Behaviour: Docs/ExtensionProtocol.md "Perform": where the host asks a bundle to run an intent.
//  A source that cannot (a test's canned source) answers `badRequest`.

public import Foundation
public import GlimpseArchive

/// An intent to run in a bundle, on the host's clock.
public struct PerformRequest: Hashable, Sendable {
    /// The widget or control whose view named the intent (the bundle lays it out to find an intent
    /// type it has not drawn since it started).
    public var kind: String?
    /// The instance's configuration (JSON object text).
    public var configuration: String?
    /// The intent and its parameters, as the archive or the control named them.
    public var intent: IntentAction
    /// The host's time of the tap.
    public var time: Date

    public init(kind: String?, configuration: String? = nil, intent: IntentAction, time: Date) {
        self.kind = kind
        self.configuration = configuration
        self.intent = intent
        self.time = time
    }
}

/// A placed control's value and drawings, asked of its bundle (`currentValue()`, on the host's
/// clock).
public struct ControlRequest: Hashable, Sendable {
    public var kind: String
    /// The placed control's configuration (JSON object text).
    public var configuration: String
    /// The drawings wanted: the control's place, every state.
    public var places: [ControlPlace]
    public var environments: [RenderEnvironment]
    /// The host's time of the request.
    public var time: Date

    public init(
        kind: String, configuration: String = "{}", places: [ControlPlace],
        environments: [RenderEnvironment] = [RenderEnvironment()], time: Date
    ) {
        self.kind = kind
        self.configuration = configuration
        self.places = places
        self.environments = environments
        self.time = time
    }
}

extension TimelineSource {
    /// Asks `bundle` for the parameters of the intent that configures `kind`, read with
    /// `configuration`, within `timeout` seconds (`time`: the host's clock, for the bundle's
    /// back-off). The default answers `badRequest`: this source
    /// runs no bundle.
    public func parameters(bundle: String, kind: String, configuration: String?, at time: Date, timeout: TimeInterval)
        -> Result<IntentParameters, HostError>
    {
        .failure(HostError(.badRequest, "this timeline source cannot list intent parameters (it runs no bundle)"))
    }

    /// Asks `bundle` for a control within `timeout` seconds. The default answers `badRequest`:
    /// this source runs no bundle.
    public func control(bundle: String, request: ControlRequest, timeout: TimeInterval)
        -> Result<ControlAnswer, HostError>
    {
        .failure(HostError(.badRequest, "this timeline source cannot ask controls (it runs no bundle)"))
    }

    /// Runs `request`'s intent in `bundle` within `timeout` seconds. The default answers
    /// `badRequest`: this source runs no bundle.
    public func perform(bundle: String, request: PerformRequest, timeout: TimeInterval)
        -> Result<PerformedIntent, HostError>
    {
        .failure(HostError(.badRequest, "this timeline source cannot run intents (it runs no bundle)"))
    }
}
