//  ControlPayload.swift — GlimpseServer (Glimpse)
//  Status: Complete
//  Behaviour: Docs/SimulatorAPI.md "Controls": a placed control as the page draws it — where it
//  sits, what it says (value, status, Action button hint; hidden when the device is locked and it
//  is privacy-sensitive), its drawing's version, whether a tap or a refresh runs, its last error.

public import Foundation

/// One placed control (`GET /api/controls`, and `controls` in the places payload).
public struct ControlPayload: Encodable, Sendable {
    public var id: Int64
    /// The bundle's name (its executable's file name).
    public var bundle: String
    public var kind: String
    /// `controlCenter`, `lockScreenLeading`, `lockScreenTrailing` or `actionButton`.
    public var spot: String
    /// The drawing's place (`controlCenterSmall` … `actionButton`).
    public var place: String
    /// Columns × rows in Control Center's 4-column grid; 0×0 elsewhere.
    public var columns: Int
    public var rows: Int
    /// The drawing's size, points.
    public var width: Double
    public var height: Double
    public var position: Int
    public var configuration: String
    /// The bundle's name for it; its kind before the first answer.
    public var title: String
    /// `toggle`, `button`, `empty`; nil before the first answer.
    public var template: String?
    /// The drawing shown: `off`, `on`, `performing`, `locked`, `disabled`.
    public var state: String
    /// A toggle's state as shown (already flipped while a tap runs); nil when hidden or unknown.
    public var isOn: Bool?
    /// The value text shown ("Running"); nil for buttons and when hidden.
    public var valueText: String?
    /// What the Action button's hint says ("Hold to Start 'Work Timer'").
    public var actionHint: String?
    /// `controlWidgetStatus(_:)`, when set.
    public var status: String?
    /// Locked and `privacySensitive`: the state is not shown.
    public var hidden: Bool
    public var disabled: Bool
    /// A tap opens the bundle's app (`OpenIntent`).
    public var opensApp: Bool
    public var performing: Bool
    /// Its value is being read again now.
    public var refreshing: Bool
    /// Why the last refresh or tap failed; the last known value is still shown.
    public var error: String?
    /// When its last good answer came (host clock).
    public var answered: Date?
    /// The drawing's version (`/frames/control-<id>.png?v=…`); nil before the first answer.
    public var frame: String?
    /// What happened to it, newest last.
    public var log: [LogLine]
    /// Its ledger rows: the intents it ran, newest last (at most 30).
    public var performs: [Perform]

    /// One ledger row of a control: an intent it ran.
    public struct Perform: Encodable, Sendable {
        /// When it started (host clock).
        public var time: Date
        /// The intent's type, module-qualified.
        public var intent: String
        public var title: String
        /// `succeeded` or `failed`.
        public var outcome: String
        /// The error's message, or the intent's dialog; empty when none.
        public var detail: String
        /// Seconds the bundle took.
        public var duration: Double
    }

    /// One line of a control's log.
    public struct LogLine: Encodable, Sendable {
        public var time: Date
        public var message: String
        public var failed: Bool
    }
}

/// What `POST /api/controls/<id>/tap` answers: the intent that runs (it finishes in the
/// background; the `places` event carries the result).
public struct ControlTapPayload: Encodable, Sendable {
    public var id: Int64
    /// The intent's type, module-qualified.
    public var intent: String
    public var title: String
    public var message: String
}
