//  ExtensionProcess+Activity.swift — GlimpseHost (Glimpse)
//  Status: Complete
//  Behaviour: Docs/ExtensionProtocol.md "Live Activities": the `activity` request, a typed call
//  over `send`.

import Foundation
public import GlimpseArchive

extension ExtensionProcess {
    /// The Live Activity `request` names, laid out in its presentations.
    ///
    /// - Parameter environments: One drawing per environment and presentation, in that order.
    /// - Throws: Any error of `send`: `.unknownKind` for an attributes type the bundle has no Live
    ///   Activity for, `.badRequest` when the attributes or the state do not decode (the message
    ///   names the field), or from a bundle built before Live Activities were drawn for the host;
    ///   `.bundleCrashed` when laying it out crashed the bundle.
    public func activity(
        _ request: ActivityRequest, environments: [RenderEnvironment] = [RenderEnvironment()], date: Date? = nil
    ) throws(HostError) -> ActivityAnswer {
        try send(
            ExtensionRequest(id: 0, method: .activity, environments: environments, date: date, activity: request)
        ).activity!
    }
}
