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

extension TimelineSource {
    /// Runs `request`'s intent in `bundle` within `timeout` seconds. The default answers
    /// `badRequest`: this source runs no bundle.
    public func perform(bundle: String, request: PerformRequest, timeout: TimeInterval)
        -> Result<PerformedIntent, HostError>
    {
        .failure(HostError(.badRequest, "this timeline source cannot run intents (it runs no bundle)"))
    }
}
