//  ControlWidgetButton.swift — WidgetKit (Glimpse)
//  Status: Complete
//  Behaviour: Apple WidgetKit "ControlWidgetButton" (iOS 18), every initialiser; reference
//  widgetkit.md §7. A button has no state; while its action runs it shows
//  `actionLabel(true)`. An `OpenIntent` action launches the app.

public import AppIntents
public import SwiftUI

/// A control that runs an intent when tapped, for fire-and-forget actions or opening the app.
///
/// Source: Apple WidgetKit "ControlWidgetButton".
@MainActor @preconcurrency
public struct ControlWidgetButton<Label: View, ActionLabel: View, Action>: ControlWidgetTemplate,
    PrimitiveControlWidgetTemplate
{
    private let model: ControlTemplateModel

    public var body: Never { templateBodyNeverCalled() }

    func makeModel() -> ControlTemplateModel { model }

    private init<I: AppIntent>(action: I, title: Text?, label: AnyView?, actionLabel: ((Bool) -> AnyView)?) {
        var model = ControlTemplateModel(kind: .button)
        model.title = title
        model.label = label
        model.actionLabel = actionLabel
        model.action = ControlAction(action)
        self.model = model
    }

    /// A button drawn by `label` that runs `action`.
    ///
    /// - Parameters:
    ///   - action: What a tap runs.
    ///   - label: The control's name and symbol (`Label("Ping", systemImage: "bell")`).
    public init(action: Action, @ViewBuilder label: @escaping () -> Label)
    where ActionLabel == ControlWidgetButtonDefaultActionLabel, Action: AppIntent {
        self.init(action: action, title: nil, label: AnyView(label()), actionLabel: nil)
    }

    /// A button drawn by `label` that opens the app (its action is an `OpenIntent`).
    public init(action: Action, @ViewBuilder label: @escaping () -> Label)
    where ActionLabel == ControlWidgetButtonDefaultActionLabel, Action: OpenIntent {
        self.init(action: action, title: nil, label: AnyView(label()), actionLabel: nil)
    }

    /// A button drawn by `label`, and by `actionLabel(true)` while its action runs.
    ///
    /// - Parameters:
    ///   - actionLabel: Given whether the action is running; its text and symbol replace the
    ///     label's while it runs.
    public init(
        action: Action, @ViewBuilder label: @escaping () -> Label,
        @ViewBuilder actionLabel: @escaping (Bool) -> ActionLabel
    ) where Action: AppIntent {
        self.init(
            action: action, title: nil, label: AnyView(label()), actionLabel: { AnyView(actionLabel($0)) })
    }

    /// A button drawn by `label`, and by `actionLabel(true)` while it opens the app.
    public init(
        action: Action, @ViewBuilder label: @escaping () -> Label,
        @ViewBuilder actionLabel: @escaping (Bool) -> ActionLabel
    ) where Action: OpenIntent {
        self.init(
            action: action, title: nil, label: AnyView(label()), actionLabel: { AnyView(actionLabel($0)) })
    }
}

extension ControlWidgetButton where Label == Text {
    /// A button titled with a localized key; `actionLabel` draws its symbol, and its state
    /// while the action runs.
    public init(
        _ titleKey: LocalizedStringKey, action: Action, @ViewBuilder actionLabel: @escaping (Bool) -> ActionLabel
    ) where Action: AppIntent {
        self.init(action: action, title: Text(titleKey), label: nil, actionLabel: { AnyView(actionLabel($0)) })
    }

    /// A button titled with a string; `actionLabel` draws its symbol, and its state while the
    /// action runs.
    @_disfavoredOverload
    public init(
        _ title: some StringProtocol, action: Action, @ViewBuilder actionLabel: @escaping (Bool) -> ActionLabel
    ) where Action: AppIntent {
        self.init(action: action, title: Text(title), label: nil, actionLabel: { AnyView(actionLabel($0)) })
    }

    /// A button titled with a localized string resource; `actionLabel` draws its symbol, and
    /// its state while the action runs.
    @_disfavoredOverload
    public init(
        _ titleResource: LocalizedStringResource, action: Action,
        @ViewBuilder actionLabel: @escaping (Bool) -> ActionLabel
    ) where Action: AppIntent {
        self.init(
            action: action, title: Text(titleResource), label: nil, actionLabel: { AnyView(actionLabel($0)) })
    }
}

/// The action label of a button declared without one: nothing beyond the label.
///
/// Source: Apple WidgetKit "ControlWidgetButtonDefaultActionLabel" (main-actor isolated on iOS
/// 18; here not, like Glimpse's `View`).
public struct ControlWidgetButtonDefaultActionLabel: View {
    init() {}
    public var body: some View { EmptyView() }
}
