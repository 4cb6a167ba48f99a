//  ControlInfoRecord.swift — GlimpseArchive
//  Status: Complete
//  Behaviour: Docs/WidgetCenter.md "Controls": one placed control, as `currentControls` reports it
//  (`ControlInfo` on the wire; Apple WidgetKit "ControlCenter.currentControls()").

/// One placed control of the calling app's bundle.
public struct ControlInfoRecord: Hashable, Codable, Sendable {
    /// The host's stable identifier of the placed control.
    public var id: String
    /// The control configuration's `kind`.
    public var kind: String
    /// The control's configuration intent as the host stores it (JSON text); nil for a static
    /// control or one with the intent's defaults.
    public var configuration: String?
    /// The configuration intent's type, module-qualified, when the host knows it (from the
    /// bundle's `describe`); nil for a static control or when unknown.
    public var intent: String?

    public init(id: String, kind: String, configuration: String? = nil, intent: String? = nil) {
        self.id = id
        self.kind = kind
        self.configuration = configuration
        self.intent = intent
    }
}
