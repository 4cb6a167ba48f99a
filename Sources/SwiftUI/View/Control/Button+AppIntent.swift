//  Button+AppIntent.swift — SwiftUI (Glimpse)
//  Status: Complete for intent:label:, role:intent:label: and the title forms
//  Behaviour: Apple SwiftUI "Button.init(intent:label:)" and siblings (iOS 17), declared in
//  Apple's SDK for files that import SwiftUI and AppIntents; reference widgetkit.md §6. The
//  button's frame becomes a hit region carrying the intent's type and parameter values
//  (`IntentAction`); the host runs `perform()` on tap and then reloads the timeline.

public import AppIntents
import GlimpseArchive

extension Button {
    /// A button that runs `intent` when tapped.
    public init<I: AppIntent>(intent: I, @ViewBuilder label: () -> Label) {
        self.init(label: label(), role: nil, intent: IntentAction(intent))
    }

    /// A button with a role that runs `intent` when tapped.
    public init(role: ButtonRole?, intent: some AppIntent, @ViewBuilder label: () -> Label) {
        self.init(label: label(), role: role, intent: IntentAction(intent))
    }
}

extension Button where Label == Text {
    /// A button titled with a localized key that runs `intent` when tapped.
    public init(_ titleKey: LocalizedStringKey, intent: some AppIntent) {
        self.init(label: Text(titleKey), role: nil, intent: IntentAction(intent))
    }

    /// A button titled with a string that runs `intent` when tapped.
    @_disfavoredOverload
    public init(_ title: some StringProtocol, intent: some AppIntent) {
        self.init(label: Text(title), role: nil, intent: IntentAction(intent))
    }

    /// A button with a role, titled with a localized key, that runs `intent` when tapped.
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, intent: some AppIntent) {
        self.init(label: Text(titleKey), role: role, intent: IntentAction(intent))
    }

    /// A button with a role, titled with a string, that runs `intent` when tapped.
    @_disfavoredOverload
    public init(_ title: some StringProtocol, role: ButtonRole?, intent: some AppIntent) {
        self.init(label: Text(title), role: role, intent: IntentAction(intent))
    }
}

extension IntentAction {
    /// `intent` as the archive records it: its type, title and parameter values (set or
    /// default). For a toggle, `toggledValue` is the state a tap sets: a `SetValueIntent`'s
    /// `value` parameter carries it, as the system fills it in (reference widgetkit.md §7).
    init<I: AppIntent>(_ intent: I, toggledValue: Bool? = nil) {
        var parameters = intent._encodedParameters
        if let toggledValue, intent is any SetValueIntent { parameters["value"] = .bool(toggledValue) }
        self.init(type: I._typeName, title: I.title.key, parameters: parameters)
        // The bundle can now run it when the host asks (Docs/ExtensionProtocol.md "Perform").
        IntentPerformer.register(I.self)
    }
}
