//  BundleHealth.swift — GlimpseHost (Glimpse)
//  Status: Complete
//  Behaviour: issue 9 "Limits — Time": restarts after crashes back off on a documented schedule
//  (`HostSettings.restartBackoff`), and a bundle that crashes at every start is marked broken
//  with its last error (`HostSettings.brokenAfterFailedStarts`) instead of being restarted in a
//  loop; it stays broken, also across host restarts, until its executable changes.

public import Foundation

/// A bundle the host no longer starts: it crashed (or timed out, or passed its footprint) at each
/// of its last starts before giving one good answer.
public struct BrokenBundle: Hashable, Codable, Sendable {
    /// The bundle's executable path.
    public var bundle: String
    /// When it was marked broken (wall clock).
    public var since: Date
    /// The starts in a row that each ended before a good answer.
    public var failedStarts: Int
    /// The last error's message (escaped, one line).
    public var error: String
    /// The executable's size and modification time when it was marked (`executableStamp(of:)`);
    /// a bundle whose executable no longer matches is started again.
    public var executable: String

    public init(bundle: String, since: Date, failedStarts: Int, error: String, executable: String) {
        self.bundle = bundle
        self.since = since
        self.failedStarts = failedStarts
        self.error = error
        self.executable = executable
    }

    /// "broken EmojiRangers since 2026-12-01T18:00:00Z after 5 failed starts: <its last error>".
    public var line: String {
        "broken \((bundle as NSString).lastPathComponent) since \(since.formatted(.iso8601)) after \(failedStarts) "
            + "failed starts: \(error)"
    }

    /// "<size>@<modification time>" of the file at `path`, or "" when it cannot be read.
    public static func executableStamp(of path: String) -> String {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
            let size = attributes[.size] as? NSNumber, let modified = attributes[.modificationDate] as? Date
        else { return "" }
        return "\(size.int64Value)@\(modified.timeIntervalSince1970)"
    }
}

/// One bundle's record of its starts: the failures in a row, when it may start again, and
/// whether it is broken. A value: the caller keeps it under its lock and passes the time in.
struct BundleHealth: Sendable {
    /// Starts in a row that ended (crash, timeout, footprint, garbage) before a good answer.
    private(set) var failedStarts = 0
    /// When the last of them ended.
    private(set) var lastFailure: Date?
    /// The last failure's message.
    private(set) var lastError: String?
    private(set) var broken: BrokenBundle?

    /// A good answer: the count starts over.
    mutating func answered() {
        failedStarts = 0
        lastFailure = nil
        lastError = nil
    }

    /// The process failed fatally at `time`; returns the broken mark when this failure made it one.
    mutating func failed(
        _ error: HostError, bundle: String, at time: Date, settings: HostSettings, executable: String
    ) -> BrokenBundle? {
        failedStarts += 1
        lastFailure = time
        lastError = error.message
        guard settings.brokenAfterFailedStarts > 0, failedStarts >= settings.brokenAfterFailedStarts else {
            return nil
        }
        let mark = BrokenBundle(
            bundle: bundle, since: time, failedStarts: failedStarts, error: error.message, executable: executable)
        broken = mark
        return mark
    }

    /// Marks the bundle broken as stored (a host restarting).
    mutating func restore(_ mark: BrokenBundle) {
        broken = mark
        failedStarts = mark.failedStarts
        lastError = mark.error
    }

    /// Forgets everything (its executable changed).
    mutating func reset() { self = BundleHealth() }

    /// The earliest time it may start again, or nil when it may start now (no failure in a row).
    func nextStart(settings: HostSettings) -> Date? {
        guard failedStarts > 0, let lastFailure, !settings.restartBackoff.isEmpty else { return nil }
        let delay = settings.restartBackoff[min(failedStarts, settings.restartBackoff.count) - 1]
        return lastFailure.addingTimeInterval(max(0, delay))
    }

    /// Why it may not start at `time`, or nil when it may.
    func refusal(bundle name: String, at time: Date, settings: HostSettings) -> HostError? {
        if let broken {
            return HostError(
                .bundleBroken,
                "bundle '\(name)' is broken: it failed at each of its last \(broken.failedStarts) starts; "
                    + "it is started again when its executable changes; its last error: \(broken.error)")
        }
        guard let next = nextStart(settings: settings), next > time else { return nil }
        var error = HostError(
            .restartDeferred,
            "bundle '\(name)' failed at its last \(failedStarts) start\(failedStarts == 1 ? "" : "s"); it is "
                + "started again \(String(format: "%g", (next.timeIntervalSince(time) * 10).rounded(.up) / 10)) s "
                + "from now (restart back-off); its last error: \(lastError ?? "")")
        error.retryAfter = next.timeIntervalSince(time)
        return error
    }
}
