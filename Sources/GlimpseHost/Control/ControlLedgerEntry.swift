//  ControlLedgerEntry.swift — GlimpseHost (Glimpse)
//  Status: Complete
//  Behaviour: issue 12 "Every perform, its outcome and its duration go in the host's ledger
//  beside reloads": a control's perform has no widget instance, so its rows are the ledger's
//  control rows (table `control_ledger`), read beside `LedgerEntry`'s.

public import Foundation

/// One control row of the host's ledger: an intent a placed control ran, and how it went.
public struct ControlLedgerEntry: Hashable, Codable, Sendable {
    /// How a perform ended.
    public enum Outcome: String, Hashable, Codable, Sendable {
        /// `perform()` returned.
        case succeeded
        /// `perform()` threw, timed out, crashed the bundle or its parameters did not decode.
        case failed
    }

    /// The placed control's id.
    public var control: Int64
    /// The control's kind.
    public var kind: String
    /// When the intent started (host clock, UTC).
    public var time: Date
    /// The intent's type, module-qualified ("Productivity.ToggleTimerIntent").
    public var intent: String
    /// The intent's title.
    public var title: String
    public var outcome: Outcome
    /// The error's message for a failure; the intent's dialog, if any, for a success.
    /// Control characters (from a bundle's messages) are escaped (`LogText.escaped`).
    public var detail: String
    /// Seconds the bundle took to answer (wall clock).
    public var duration: TimeInterval

    public init(
        control: Int64, kind: String, time: Date, intent: String, title: String, outcome: Outcome,
        detail: String = "", duration: TimeInterval
    ) {
        self.control = control
        self.kind = kind
        self.time = time
        self.intent = intent
        self.title = title
        self.outcome = outcome
        self.detail = LogText.escaped(detail)
        self.duration = duration
    }
}
