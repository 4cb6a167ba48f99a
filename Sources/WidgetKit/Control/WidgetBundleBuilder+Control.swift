//  WidgetBundleBuilder+Control.swift — WidgetKit (Glimpse)
//  Status: Complete
//  Behaviour: a control listed in a `WidgetBundle` beside widgets (Apple WidgetKit
//  "WidgetBundleBuilder" accepts `ControlWidget`s since iOS 18): it stands in the bundle's
//  `some Widget` list as a member that declares no widget and one control.

/// A control as a member of a bundle's widget list.
@MainActor
struct ControlBundleMember<Control: ControlWidget>: Widget, PrimitiveWidget {
    let control: Control

    init(control: Control) { self.control = control }

    /// The control made with its own `init()`, as `Widget` requires.
    init() { control = Control() }

    var body: Never { bodyNeverCalled() }
    func makeRecords() -> [WidgetRecord] { [] }
    func makeControlRecords() -> [ControlRecord] { control.body.makeControlRecords() }
    func makeActivityRecords() -> [ActivityRecord] { [] }
}
