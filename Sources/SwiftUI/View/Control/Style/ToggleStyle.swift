//  ToggleStyle.swift — SwiftUI (Glimpse)
//  Status: Complete for custom styles, `.switch`, `.button` and `.automatic` (= switch, as on
//  iOS); `labelsHidden()`.
//  Behaviour: Apple SwiftUI "ToggleStyle", "toggleStyle(_:)". The switch is iOS's: a 51×31 pt
//  capsule, green (or the tint) when on and the system fill grey when off (UIKit systemFill:
//  120 120 128 at 20 % light, 36 % dark), with a white 27 pt knob inset 2 pt, at the trailing
//  edge of a row whose label fills the rest (Apple HIG "Toggles"; UISwitch's intrinsic size).

/// Draws a toggle: write `makeBody(configuration:)` and apply it with `toggleStyle(_:)`.
///
/// Source: Apple SwiftUI "ToggleStyle".
public protocol ToggleStyle {
    associatedtype Body: View
    typealias Configuration = ToggleStyleConfiguration
    /// The toggle's appearance for `configuration`.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// What a toggle style draws: the label and the state.
///
/// Source: Apple SwiftUI "ToggleStyleConfiguration".
public struct ToggleStyleConfiguration {
    /// The toggle's label, type-erased.
    public struct Label: View {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        public var body: some View { content }
    }

    /// The label the toggle was created with.
    public let label: ToggleStyleConfiguration.Label
    /// The state shown; setting it does nothing in a widget.
    @Binding public var isOn: Bool

    init(label: ToggleStyleConfiguration.Label, isOn: Binding<Bool>) {
        self.label = label
        self._isOn = isOn
    }
}

/// The label, then an iOS switch at the trailing edge.
public struct SwitchToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        ToggleSwitchRow(label: configuration.label, isOn: configuration.isOn)
    }
}

/// The label as a button that is tinted when on (drawn as a bordered button: prominent when on).
public struct ButtonToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        let buttonConfiguration = ButtonStyleConfiguration(
            role: nil, label: ButtonStyleConfiguration.Label(AnyView(configuration.label)), isPressed: false)
        if configuration.isOn {
            BorderedProminentButtonStyle().makeBody(configuration: buttonConfiguration)
        } else {
            BorderedButtonStyle().makeBody(configuration: buttonConfiguration)
        }
    }
}

/// The platform's choice: a switch on iOS.
public struct DefaultToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        SwitchToggleStyle().makeBody(configuration: configuration)
    }
}

extension ToggleStyle where Self == SwitchToggleStyle { public static var `switch`: SwitchToggleStyle { .init() } }
extension ToggleStyle where Self == ButtonToggleStyle { public static var button: ButtonToggleStyle { .init() } }
extension ToggleStyle where Self == DefaultToggleStyle { public static var automatic: DefaultToggleStyle { .init() } }

extension View {
    /// Draws the toggles in this view with `style`.
    ///
    /// Source: Apple SwiftUI "toggleStyle(_:)".
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        modifyingEnvironment { $0.toggleStyleBox = ToggleStyleBox(style) }
    }

    /// Hides the labels of controls (toggles) in this view; they still name them for VoiceOver.
    ///
    /// Source: Apple SwiftUI "labelsHidden()".
    public func labelsHidden() -> some View {
        modifyingEnvironment { $0.labelsHidden = true }
    }
}

/// A switch row: the label, then the switch (see the file header for the measures).
struct ToggleSwitchRow: View {
    let label: ToggleStyleConfiguration.Label
    let isOn: Bool
    @Environment(\.labelsHidden) private var labelsHidden

    var body: some View {
        if labelsHidden {
            ToggleSwitch(isOn: isOn)
        } else {
            HStack {
                label
                Spacer()
                ToggleSwitch(isOn: isOn)
            }
        }
    }
}

/// The 51×31 pt iOS switch.
struct ToggleSwitch: View {
    static let size = CGSize(width: 51, height: 31)
    static let knobInset: CGFloat = 2

    let isOn: Bool
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.toggleTint) private var tint

    var body: some View {
        let knob = Self.size.height - 2 * Self.knobInset
        ZStack(alignment: isOn ? .trailing : .leading) {
            Capsule().fill(track)
            Circle()
                .fill(Color.white)
                .frame(width: knob, height: knob)
                .shadow(color: Color.black.opacity(0.15), radius: 4, x: 0, y: 2)
                .padding(Self.knobInset)
        }
        .frame(width: Self.size.width, height: Self.size.height)
    }

    private var track: AnyShapeStyle {
        if isOn { return tint ?? AnyShapeStyle(Color.green) }
        return AnyShapeStyle(Color(.sRGB, red: 120 / 255, green: 120 / 255, blue: 128 / 255, opacity: fillOpacity))
    }

    private var fillOpacity: Double { colorScheme == .dark ? 0.36 : 0.2 }
}

/// A toggle style with its type erased, as the environment keeps it.
struct ToggleStyleBox {
    let makeBody: (ToggleStyleConfiguration) -> AnyView
    init<S: ToggleStyle>(_ style: S) { makeBody = { AnyView(style.makeBody(configuration: $0)) } }
}

private enum ToggleStyleKey: EnvironmentKey {
    static var defaultValue: ToggleStyleBox? { nil }
}

private enum LabelsHiddenKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// The nearest `toggleStyle(_:)`; nil is the automatic style.
    var toggleStyleBox: ToggleStyleBox? {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }

    /// Under `labelsHidden()`.
    var labelsHidden: Bool {
        get { self[LabelsHiddenKey.self] }
        set { self[LabelsHiddenKey.self] = newValue }
    }

    /// The tint for a switch that is on: the nearest `tint(_:)`, else nil (green).
    var toggleTint: AnyShapeStyle? { tint }
}
