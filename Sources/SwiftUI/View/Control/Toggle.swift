//  Toggle.swift — SwiftUI (Glimpse)
//  Status: Complete for the intent initializers (a widget's only working toggles) and Binding
//  ones; the switch and button styles, custom ToggleStyle, labelsHidden.
//  Behaviour: Apple SwiftUI "Toggle" and "Toggle.init(isOn:intent:label:)" (iOS 17: `isOn` is a
//  Bool, not a Binding; reference widgetkit.md §6). A toggle with an intent tags its frame with
//  the intent, with a `SetValueIntent`'s `value` set to the state a tap chooses.

public import AppIntents
import GlimpseArchive

/// A control that turns something on or off: in a widget, by running an `AppIntent`.
///
/// Drawn by the nearest `toggleStyle(_:)`, else as an iOS switch.
///
/// Source: Apple SwiftUI "Toggle".
public struct Toggle<Label: View>: View {
    let label: Label
    let isOn: Bool
    let intent: IntentAction?
    @Environment(\.toggleStyleBox) private var style

    init(label: Label, isOn: Bool, intent: IntentAction?) {
        self.label = label
        self.isOn = isOn
        self.intent = intent
    }

    /// A toggle that shows `isOn` and runs `intent` when tapped.
    public init<I: AppIntent>(isOn: Bool, intent: I, @ViewBuilder label: () -> Label) {
        self.init(label: label(), isOn: isOn, intent: IntentAction(intent, toggledValue: !isOn))
    }

    /// A toggle bound to a value. In a widget the binding is only read: nothing can change it.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.init(label: label(), isOn: isOn.wrappedValue, intent: nil)
    }

    public var body: some View {
        let configuration = ToggleStyleConfiguration(
            label: ToggleStyleConfiguration.Label(AnyView(label)), isOn: .constant(isOn))
        let intent = self.intent
        return (style ?? ToggleStyleBox(SwitchToggleStyle())).makeBody(configuration)
            .tagged { $0.intent = intent }
    }
}

extension Toggle where Label == Text {
    /// A toggle titled with a localized key that runs `intent` when tapped.
    public init(_ titleKey: LocalizedStringKey, isOn: Bool, intent: some AppIntent) {
        self.init(label: Text(titleKey), isOn: isOn, intent: IntentAction(intent, toggledValue: !isOn))
    }

    /// A toggle titled with a string that runs `intent` when tapped.
    @_disfavoredOverload
    public init(_ title: some StringProtocol, isOn: Bool, intent: some AppIntent) {
        self.init(label: Text(title), isOn: isOn, intent: IntentAction(intent, toggledValue: !isOn))
    }

    /// A toggle titled with a localized key, bound to a value (only read in a widget).
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(label: Text(titleKey), isOn: isOn.wrappedValue, intent: nil)
    }

    /// A toggle titled with a string, bound to a value (only read in a widget).
    @_disfavoredOverload
    public init(_ title: some StringProtocol, isOn: Binding<Bool>) {
        self.init(label: Text(title), isOn: isOn.wrappedValue, intent: nil)
    }
}
