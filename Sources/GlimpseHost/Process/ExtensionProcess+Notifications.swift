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
            namesNotification(line),
            let response = try? ArchiveCoding.decoder().decode(ExtensionResponse.self, from: line),
            response.id == 0, response.transfer != nil || response.reload != nil
        else { return nil }
        return response
    }

    /// Whether `line` holds `"transfer"` or `"reload"`, quotes included: only a line naming one
    /// of them can be a notification. One pass, comparing at each quote.
    static func namesNotification(_ line: Data) -> Bool {
        line.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
            guard let base = raw.baseAddress else { return false }
            var index = 0
            while index < raw.count, let found = memchr(base + index, 0x22, raw.count - index) {
                let quote = base.distance(to: UnsafeRawPointer(found))
                if holds(transferMember, in: raw, at: quote) || holds(reloadMember, in: raw, at: quote) { return true }
                index = quote + 1
            }
            return false
        }
    }

    private static let transferMember = Array(#""transfer""#.utf8)
    private static let reloadMember = Array(#""reload""#.utf8)

    private static func holds(_ member: [UInt8], in raw: UnsafeRawBufferPointer, at offset: Int) -> Bool {
        guard raw.count - offset >= member.count else { return false }
        for (index, byte) in member.enumerated() where raw[offset + index] != byte { return false }
        return true
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
