//  ProcessTimelineSource+Perform.swift — GlimpseHost (Glimpse)
//  Status: Complete
//  Behaviour: Docs/ExtensionProtocol.md "Perform": asks the bundle's process to run an intent,
//  starting the bundle if needed, with its clock set to the tap's time when the host's clock is
//  simulated; a perform that hangs past the time limit kills the bundle (`.timeout`), and the
//  next request starts it again.

import Foundation
public import GlimpseArchive

extension ProcessTimelineSource {
    /// Runs `request`'s intent in `bundle`'s process.
    public func perform(bundle: String, request: PerformRequest, timeout: TimeInterval)
        -> Result<PerformedIntent, HostError>
    {
        performInProcess(bundle: bundle, timeout: timeout, at: request.time) { process throws(HostError) in
            try process.perform(
                request.intent, kind: request.kind, configuration: request.configuration,
                date: simulatedTime ? request.time : nil)
        }
    }

    /// Asks `bundle`'s process for a control's current value and drawings.
    public func control(bundle: String, request: ControlRequest, timeout: TimeInterval)
        -> Result<ControlAnswer, HostError>
    {
        performInProcess(bundle: bundle, timeout: timeout, at: request.time) { process throws(HostError) in
            try process.control(
                kind: request.kind, configuration: request.configuration, places: request.places,
                environments: request.environments, date: simulatedTime ? request.time : nil)
        }
    }

    /// Asks `bundle`'s process for the parameters of the intent that configures `kind`; a query
    /// that hangs past `timeout` kills the bundle (`.timeout`).
    public func parameters(bundle: String, kind: String, configuration: String?, at time: Date, timeout: TimeInterval)
        -> Result<IntentParameters, HostError>
    {
        performInProcess(bundle: bundle, timeout: timeout, at: time) { process throws(HostError) in
            try process.parameters(kind: kind, configuration: configuration)
        }
    }

    /// Asks `bundle`'s process to lay out a Live Activity (Docs/ExtensionProtocol.md "Live
    /// Activities"); a layout that hangs past `timeout` kills the bundle (`.timeout`).
    public func activity(
        bundle: String, request: ActivityRequest, environments: [RenderEnvironment], at time: Date,
        timeout: TimeInterval
    ) -> Result<ActivityAnswer, HostError> {
        performInProcess(bundle: bundle, timeout: timeout, at: time) { process throws(HostError) in
            try process.activity(request, environments: environments, date: simulatedTime ? time : nil)
        }
    }
}
