//  HostEvent.swift — GlimpseHost (Glimpse)
//  Status: Complete
//  Behaviour: what the host tells its observer (the daemon's log, the simulator's report):
//  provider calls, ledger rows, placeholders, accepted timelines, warnings, store failures and
//  bundles marked broken.

public import Foundation
public import GlimpseArchive

/// Something the host did.
public enum HostEvent: Sendable {
    /// A timeline request went to a provider.
    case providerCall(ProviderCall)
    /// A reload was granted (and ran) or refused; the same row the ledger keeps.
    case reload(LedgerEntry)
    /// The instance now shows its placeholder (drawn redacted) until its first timeline arrives.
    case placeholder(InstanceID, ArchivedEntry)
    /// The instance now shows `timeline` (new, or the previous entries under a new policy).
    case timeline(InstanceID, InstanceTimeline)
    /// An answer was adjusted: entries dropped or trimmed, dates de-duplicated, or no entries.
    case warning(Warning)
    /// Writing to the store failed; the host goes on with what it holds in memory.
    case storeFailed(HostError)
    /// A bundle failed at each of its last starts and is not started again until its executable
    /// changes (`HostSettings.brokenAfterFailedStarts`).
    case bundleBroken(BrokenBundle)

    /// One request to a provider.
    public struct ProviderCall: Sendable {
        public var instance: InstanceID
        /// Host-clock time the request was sent.
        public var time: Date
        /// `.timeline`, or `.placeholder` before an instance's first timeline.
        public var method: ExtensionRequest.Method
        /// The reload it belongs to (a placeholder: the instance's first reload).
        public var reason: ReloadReason
        /// Real seconds the bundle session took, divided among its requests.
        public var duration: TimeInterval
        /// The answer's entry count as sent, or the error.
        public var result: Result<Int, HostError>
    }

    /// A note about an answer the host adjusted.
    public struct Warning: Sendable {
        public var instance: InstanceID
        public var time: Date
        /// `"duplicateDates"`, `"farEntries"`, `"tooManyEntries"` or `"emptyTimeline"`.
        public var code: String
        public var message: String
    }
}
