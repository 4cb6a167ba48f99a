//  ControlDescription.swift — GlimpseArchive
//  Status: Complete
//  Behaviour: Docs/ExtensionProtocol.md "Controls": one control kind of a bundle, as `describe`
//  lists it beside the widgets (added for issue 12; absent from older bundles).

/// One control kind of a bundle, as the controls gallery shows it.
public struct ControlDescription: Hashable, Codable, Sendable {
    public var kind: String
    /// `displayName(_:)`; an app-intent control without one has its intent's title; else `""`.
    public var displayName: String
    public var description: String
    /// `"toggle"` or `"button"` (or `"empty"`); nil when the template's `if`/`else` branches
    /// are of different kinds.
    public var template: String?
    /// Whether people choose its options (`AppIntentControlConfiguration`).
    public var configurable: Bool
    /// `promptsForUserConfiguration()`: ask for the options when the control is added.
    public var promptsForUserConfiguration: Bool
    /// The configuration intent's type, module-qualified ("Productivity.SelectTimerIntent"); nil
    /// for a static control, and from bundles built before it was sent.
    public var intent: String?

    public init(
        kind: String, displayName: String, description: String, template: String?, configurable: Bool = false,
        promptsForUserConfiguration: Bool = false, intent: String? = nil
    ) {
        self.kind = kind
        self.displayName = displayName
        self.description = description
        self.template = template
        self.configurable = configurable
        self.promptsForUserConfiguration = promptsForUserConfiguration
        self.intent = intent
    }
}
