//  PerformedIntent.swift — GlimpseArchive
//  Status: Complete
//  Behaviour: Docs/ExtensionProtocol.md "Perform": what the extension answers when an intent's
//  `perform()` returned (added for issue 12): the `IntentResult`'s value and dialog.

/// An intent that ran to the end, and what its `perform()` returned.
public struct PerformedIntent: Hashable, Codable, Sendable {
    /// The intent's type, module-qualified, as asked.
    public var type: String
    /// The result's value (`.result(value:)`) in configuration form; nil when it has none or it
    /// is of a type no parameter can hold.
    public var value: JSONValue?
    /// The result's dialog text (`.result(dialog:)`); nil when it has none.
    public var dialog: String?
    /// Whether the intent opens the app (`OpenIntent`, or `openAppWhenRun`).
    public var opensApp: Bool

    public init(type: String, value: JSONValue? = nil, dialog: String? = nil, opensApp: Bool = false) {
        self.type = type
        self.value = value
        self.dialog = dialog
        self.opensApp = opensApp
    }
}
