//  ExtensionProcess+Notifications.swift — GlimpseHost (Glimpse)
//  Status: Complete
//  Behaviour: Docs/ExtensionProtocol.md "Background transfers": the lines a bundle writes that
//  answer no request (`id` 0: `transfer`, `reload`) are taken by the stdout reader thread as they
//  arrive, so a task resumed (or a reload asked) after an answer is handled at once, not with the
//  next request's answer.

import Foundation
import GlimpseArchive

extension ExtensionProcess {
    /// Longest line looked at as a notification: 64 KB (a `transfer` with its headers is far
    /// smaller; longer lines are answers, read by the requesting thread).
    static let maximumNotificationBytes = 65_536

    /// The notification `line` carries, or nil when it is not one (an answer, or not JSON; the
    /// requesting thread reports those).
    /// - Complexity: O(n) in the line's bytes; decoded only when it names `transfer` or `reload`.
    static func notification(in line: Data) -> ExtensionResponse? {
        guard line.count <= maximumNotificationBytes,
            line.range(of: Data(#""transfer""#.utf8)) != nil || line.range(of: Data(#""reload""#.utf8)) != nil,
            let response = try? ArchiveCoding.decoder().decode(ExtensionResponse.self, from: line),
            response.id == 0, response.transfer != nil || response.reload != nil
        else { return nil }
        return response
    }

    /// Hands a notification to its handler.
    static func handle(
        _ notification: ExtensionResponse, onTransfer: (@Sendable (BackgroundTransfer) -> Void)?,
        onReload: (@Sendable (String?) -> Void)?
    ) {
        if let transfer = notification.transfer { onTransfer?(transfer) }
        if let reload = notification.reload { onReload?(reload.kind) }
    }
}
