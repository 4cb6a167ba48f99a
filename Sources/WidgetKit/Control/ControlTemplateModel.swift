//  ControlTemplateModel.swift — WidgetKit (Glimpse)
//  Status: Complete
//  Behaviour: a resolved control template as the runtime sees it: which kind (toggle, button),
//  its state, the views that name it, the intent it runs, and the template modifiers. Built by
//  `ControlWidgetToggle` and `ControlWidgetButton`; read by ControlFace (what is drawn).

import AppIntents
internal import GlimpseArchive
import SwiftUI

/// A control template, resolved.
@MainActor
struct ControlTemplateModel {
    /// The template's kind, as `describe` reports it.
    enum Kind: String {
        case toggle, button
        /// A builder block with no template.
        case empty
    }

    var kind: Kind
    /// A toggle's state; false for buttons.
    var isOn = false
    /// The title given to a title initialiser; nil when the label names the control.
    var title: Text?
    /// The `label` view; nil for the title initialisers.
    var label: AnyView?
    /// A toggle's `valueLabel`, given the state.
    var valueLabel: ((Bool) -> AnyView)?
    /// Whether `valueLabel` is the default ("On"/"Off").
    var hasDefaultValueLabel = false
    /// A button's `actionLabel`, given whether the action is running.
    var actionLabel: ((Bool) -> AnyView)?
    /// The intent a tap runs; nil for an empty template.
    var action: ControlAction?
    /// `tint(_:)`; nil is the system's.
    var tint: Color?
    var privacySensitive = false
    var disabled = false

    static var empty: ControlTemplateModel { ControlTemplateModel(kind: .empty) }
}

/// The intent a control runs when tapped.
struct ControlAction {
    /// Its type, title and parameter values, as the archive records intents.
    var intent: IntentAction
    /// Whether it is an `OpenIntent` (the tap opens the app).
    var opensApp: Bool

    /// - Parameter toggledValue: For a toggle, the state a tap sets: a `SetValueIntent`'s `value`
    ///   parameter carries it, as the system fills it in (reference widgetkit.md §7).
    init<I: AppIntent>(_ intent: I, toggledValue: Bool? = nil) {
        var parameters = intent._encodedParameters
        if let toggledValue, intent is any SetValueIntent { parameters["value"] = .bool(toggledValue) }
        self.intent = IntentAction(type: I._typeName, title: I.title.key, parameters: parameters)
        opensApp = intent is any OpenIntent || I.openAppWhenRun
        IntentPerformer.register(I.self)
    }
}
