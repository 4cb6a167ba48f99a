//  ControlWidgetToggle.swift — WidgetKit (Glimpse)
//  Status: Complete
//  Behaviour: Apple WidgetKit "ControlWidgetToggle" (iOS 18), every initialiser; reference
//  widgetkit.md §7. `isOn` is a plain Bool; the action is a `SetValueIntent` whose `value` the
//  system sets to the toggle's new state before `perform()`. Without a value label the value
//  reads "On"/"Off" (Apple "init(isOn:action:label:)").

public import AppIntents
public import SwiftUI

/// A control with two states, off and on, that runs a `SetValueIntent` when tapped.
///
/// Source: Apple WidgetKit "ControlWidgetToggle".
@MainActor @preconcurrency
public struct ControlWidgetToggle<Label: View, ValueLabel: View, Action>: ControlWidgetTemplate,
    PrimitiveControlWidgetTemplate
{
    private let model: ControlTemplateModel

    public var body: Never { templateBodyNeverCalled() }

    func makeModel() -> ControlTemplateModel { model }

    private init<I: SetValueIntent>(
        isOn: Bool, action: I, title: Text?, label: AnyView?, valueLabel: @escaping (Bool) -> AnyView,
        defaultValueLabel: Bool
    ) where I.ValueType == Bool {
        var model = ControlTemplateModel(kind: .toggle)
        model.isOn = isOn
        model.title = title
        model.label = label
        model.valueLabel = valueLabel
        model.hasDefaultValueLabel = defaultValueLabel
        model.action = ControlAction(action, toggledValue: !isOn)
        self.model = model
    }

    /// A toggle named by `label`, whose value reads "On" or "Off".
    ///
    /// - Parameters:
    ///   - isOn: The current state.
    ///   - action: What a tap runs; its `value` is set to the new state first.
    ///   - label: The control's name and symbol (`Label("Timer", systemImage: "timer")`).
    public init(isOn: Bool, action: Action, @ViewBuilder label: @escaping () -> Label)
    where ValueLabel == ControlWidgetToggleDefaultLabel, Action: SetValueIntent, Action.ValueType == Bool {
        self.init(
            isOn: isOn, action: action, title: nil, label: AnyView(label()),
            valueLabel: { AnyView(ControlWidgetToggleDefaultLabel(isOn: $0)) }, defaultValueLabel: true)
    }

    /// A toggle named by `label` whose value is drawn by `valueLabel`.
    ///
    /// - Parameters:
    ///   - valueLabel: The value for a state: its text is the value text, its symbol the control's.
    public init(
        isOn: Bool, action: Action, @ViewBuilder label: @escaping () -> Label,
        @ViewBuilder valueLabel: @escaping (Bool) -> ValueLabel
    ) where Action: SetValueIntent, Action.ValueType == Bool {
        self.init(
            isOn: isOn, action: action, title: nil, label: AnyView(label()),
            valueLabel: { AnyView(valueLabel($0)) }, defaultValueLabel: false)
    }
}

extension ControlWidgetToggle where Label == Text {
    /// A toggle titled with a localized key, whose value is drawn by `valueLabel`.
    public init(
        _ titleKey: LocalizedStringKey, isOn: Bool, action: Action,
        @ViewBuilder valueLabel: @escaping (Bool) -> ValueLabel
    ) where Action: SetValueIntent, Action.ValueType == Bool {
        self.init(title: Text(titleKey), isOn: isOn, action: action, valueLabel: valueLabel)
    }

    /// A toggle titled with a string, whose value is drawn by `valueLabel`.
    @_disfavoredOverload
    public init(
        _ title: some StringProtocol, isOn: Bool, action: Action,
        @ViewBuilder valueLabel: @escaping (Bool) -> ValueLabel
    ) where Action: SetValueIntent, Action.ValueType == Bool {
        self.init(title: Text(title), isOn: isOn, action: action, valueLabel: valueLabel)
    }

    /// A toggle titled with a localized string resource, whose value is drawn by `valueLabel`.
    @_disfavoredOverload
    public init(
        _ titleResource: LocalizedStringResource, isOn: Bool, action: Action,
        @ViewBuilder valueLabel: @escaping (Bool) -> ValueLabel
    ) where Action: SetValueIntent, Action.ValueType == Bool {
        self.init(title: Text(titleResource), isOn: isOn, action: action, valueLabel: valueLabel)
    }

    private init(title: Text, isOn: Bool, action: Action, valueLabel: @escaping (Bool) -> ValueLabel)
    where Action: SetValueIntent, Action.ValueType == Bool {
        self.init(
            isOn: isOn, action: action, title: title, label: nil, valueLabel: { AnyView(valueLabel($0)) },
            defaultValueLabel: false)
    }
}

/// The value label of a toggle declared without one: "On" or "Off".
///
/// Source: Apple WidgetKit "ControlWidgetToggleDefaultLabel" (main-actor isolated on iOS 18;
/// here not, like Glimpse's `View`).
public struct ControlWidgetToggleDefaultLabel: View {
    let isOn: Bool
    init(isOn: Bool) { self.isOn = isOn }
    public var body: some View { Text(isOn ? "On" : "Off") }
}
