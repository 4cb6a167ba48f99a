//  Button.swift — SwiftUI (Glimpse)
//  Status: Complete for the action, title and role initializers (the intent ones are in
//  Button+AppIntent.swift); image-resource labels are not modelled.
//  Behaviour: Apple SwiftUI "Button". A widget is an archived drawing, so an action closure
//  never runs (reference widgetkit.md §6: "Only intent-backed Buttons and Toggles perform
//  actions"); a button with an intent tags its frame with the intent, as `Link` tags its URL.

import GlimpseArchive

/// A control that starts an action: in a widget, an `AppIntent` (`Button(intent:)`).
///
/// The label is drawn by the nearest `buttonStyle(_:)`, else the automatic style.
///
/// Source: Apple SwiftUI "Button".
public struct Button<Label: View>: View {
    let label: Label
    let role: ButtonRole?
    /// The intent a tap runs, already encoded; nil for an action closure.
    let intent: IntentAction?
    @Environment(\.buttonStyleBox) private var style

    init(label: Label, role: ButtonRole?, intent: IntentAction?) {
        self.label = label
        self.role = role
        self.intent = intent
    }

    /// A button with a custom label. In a widget the action never runs.
    @preconcurrency
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.init(label: label(), role: nil, intent: nil)
    }

    /// A button with a role and a custom label. In a widget the action never runs.
    @preconcurrency
    public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.init(label: label(), role: role, intent: nil)
    }

    public var body: some View {
        let configuration = ButtonStyleConfiguration(
            role: role, label: ButtonStyleConfiguration.Label(AnyView(label)), isPressed: false)
        let intent = self.intent
        return (style ?? ButtonStyleBox(DefaultButtonStyle())).makeBody(configuration)
            .tagged { $0.intent = intent }
    }
}

extension Button where Label == Text {
    /// A button titled with a localized key. In a widget the action never runs.
    @preconcurrency
    public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
        self.init(label: Text(titleKey), role: nil, intent: nil)
    }

    /// A button titled with a string. In a widget the action never runs.
    @_disfavoredOverload @preconcurrency
    public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        self.init(label: Text(title), role: nil, intent: nil)
    }

    /// A button with a role, titled with a localized key. In a widget the action never runs.
    @preconcurrency
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(label: Text(titleKey), role: role, intent: nil)
    }

    /// A button with a role, titled with a string. In a widget the action never runs.
    @_disfavoredOverload @preconcurrency
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(label: Text(title), role: role, intent: nil)
    }
}

extension Button where Label == SwiftUI.Label<Text, Image> {
    /// A button labelled with a title and an SF Symbol. In a widget the action never runs.
    @preconcurrency
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void) {
        self.init(label: SwiftUI.Label(titleKey, systemImage: systemImage), role: nil, intent: nil)
    }

    /// A button labelled with a title and an SF Symbol. In a widget the action never runs.
    @_disfavoredOverload @preconcurrency
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping @MainActor () -> Void) {
        self.init(label: SwiftUI.Label(title, systemImage: systemImage), role: nil, intent: nil)
    }
}

/// What a button does, for styles that draw roles differently (a destructive button is red).
///
/// Source: Apple SwiftUI "ButtonRole".
public struct ButtonRole: Hashable, Sendable {
    private let name: String
    /// Deletes or removes something.
    public static let destructive = ButtonRole(name: "destructive")
    /// Cancels the current operation.
    public static let cancel = ButtonRole(name: "cancel")
}
