//  IntentAction.swift — GlimpseArchive
//  Status: Complete
//  Behaviour: ARCHITECTURE.md "The archive": "hit regions: intent actions with encoded
//  parameters". Apple archives the intent of each interactive button or toggle with the entry
//  and runs it on tap (reference widgetkit.md §6); Glimpse writes down which intent, with which
//  parameter values, so the host can ask the extension to run it.

/// The app intent a tap on a button or toggle runs, with its parameter values.
public struct IntentAction: Hashable, Codable, Sendable {
    /// The intent's Swift type, module-qualified (`"EmojiRangers.HealHeroIntent"`).
    public var type: String
    /// The intent's `title`, for people (a simulator's "would run …").
    public var title: String
    /// The intent's `@Parameter` values by property name, encoded as a configuration encodes
    /// them (Docs/ExtensionProtocol.md "Configuration"): strings, numbers, booleans, dates as
    /// seconds since 1970, enums by raw value, entities by identifier. Unset parameters are absent.
    public var parameters: [String: JSONValue]

    public init(type: String, title: String, parameters: [String: JSONValue] = [:]) {
        self.type = type
        self.title = title
        self.parameters = parameters
    }
}
