//  ButtonStyle.swift — SwiftUI (Glimpse)
//  Status: Complete for custom styles and the built-in plain, borderless, bordered, bordered
//  prominent and automatic styles; pressed states never show (a widget is archived unpressed).
//  Behaviour: Apple SwiftUI "ButtonStyle", "buttonStyle(_:)" and the built-in styles. Apple
//  publishes no metrics for bordered buttons; Glimpse pads the label 12 pt sideways and 6 pt up
//  and down (a 34 pt tall button with body text, as iOS's regular size looks) inside a rounded
//  rectangle of radius 8 pt, filled with the tint at 15 % (bordered) or in full (prominent).
//  In accented rendering, where each colour becomes its group's and only alpha is kept (Apple
//  WidgetKit "accented", "Optimizing your widget for accented rendering mode and Liquid Glass"),
//  a white label on its fill would be one flat shape: the prominent style cuts the label out of
//  the fill instead, so the glyph shows the backdrop through it, as iOS keeps it visible.
//  In a widget the automatic style draws as bordered (Glimpse's reading of iOS 17 widgets,
//  where `.buttonStyle(.plain)` is how a widget drops the tinted background).

/// Draws a button's label: write `makeBody(configuration:)` and apply it with
/// `buttonStyle(_:)`.
///
/// Source: Apple SwiftUI "ButtonStyle".
public protocol ButtonStyle {
    associatedtype Body: View
    typealias Configuration = ButtonStyleConfiguration
    /// The button's appearance for `configuration`.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// What a button style draws: the label, the role and whether the button is pressed.
///
/// Source: Apple SwiftUI "ButtonStyleConfiguration".
public struct ButtonStyleConfiguration {
    /// The button's label, type-erased.
    public struct Label: View {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        public var body: some View { content }
    }

    /// The button's role, if any.
    public let role: ButtonRole?
    /// The label the button was created with.
    public let label: ButtonStyleConfiguration.Label
    /// Always false: a widget is drawn ahead of time, unpressed.
    public let isPressed: Bool
}

/// The label as is: no tint, no background.
public struct PlainButtonStyle: ButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// The label in the tint colour (red for a destructive role), no background.
public struct BorderlessButtonStyle: ButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label.foregroundStyle(ButtonColors.labelStyle(for: configuration.role))
    }
}

/// The label in the tint colour over a rounded rectangle of the tint at 15 % opacity.
public struct BorderedButtonStyle: ButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundStyle(ButtonColors.labelStyle(for: configuration.role))
            .padding(.horizontal, ButtonColors.horizontalPadding)
            .padding(.vertical, ButtonColors.verticalPadding)
            .background(
                ButtonBorderBackground(
                    style: AnyShapeStyle(ButtonColors.labelStyle(for: configuration.role).opacity(0.15))))
    }
}

/// White label over a rounded rectangle filled with the tint (red for a destructive role); in
/// accented rendering, the label cut out of the fill.
public struct BorderedProminentButtonStyle: ButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        ProminentButtonBody(configuration: configuration)
    }
}

/// What `BorderedProminentButtonStyle` draws. In accented rendering the label erases its fill
/// (`destinationOut` inside a compositing group): both would be the group's one colour otherwise.
private struct ProminentButtonBody: View {
    let configuration: ButtonStyleConfiguration
    @Environment(\.isAccentedRendering) private var isAccented

    var body: some View {
        let fill = ButtonBorderBackground(style: ButtonColors.labelStyle(for: configuration.role))
        if isAccented {
            configuration.label
                .foregroundStyle(Color.white)
                .blendMode(.destinationOut)
                .padding(.horizontal, ButtonColors.horizontalPadding)
                .padding(.vertical, ButtonColors.verticalPadding)
                .background(fill)
                .compositingGroup()
        } else {
            configuration.label
                .foregroundStyle(Color.white)
                .padding(.horizontal, ButtonColors.horizontalPadding)
                .padding(.vertical, ButtonColors.verticalPadding)
                .background(fill)
        }
    }
}

/// The platform's choice: in a widget, as `BorderedButtonStyle`.
public struct DefaultButtonStyle: ButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BorderedButtonStyle().makeBody(configuration: configuration)
    }
}

extension ButtonStyle where Self == PlainButtonStyle { public static var plain: PlainButtonStyle { .init() } }
extension ButtonStyle where Self == BorderlessButtonStyle {
    public static var borderless: BorderlessButtonStyle { .init() }
}
extension ButtonStyle where Self == BorderedButtonStyle { public static var bordered: BorderedButtonStyle { .init() } }
extension ButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { .init() }
}
extension ButtonStyle where Self == DefaultButtonStyle { public static var automatic: DefaultButtonStyle { .init() } }

extension View {
    /// Draws the buttons in this view with `style`.
    ///
    /// Source: Apple SwiftUI "buttonStyle(_:)".
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        modifyingEnvironment { $0.buttonStyleBox = ButtonStyleBox(style) }
    }
}

/// The metrics and colours Glimpse's built-in styles share (see the file header).
enum ButtonColors {
    static let horizontalPadding: CGFloat = 12
    static let verticalPadding: CGFloat = 6
    static let cornerRadius: CGFloat = 8

    /// The tint (accent colour unless `tint(_:)` says otherwise); red for destructive buttons.
    static func labelStyle(for role: ButtonRole?) -> AnyShapeStyle {
        role == .destructive ? AnyShapeStyle(Color.red) : AnyShapeStyle(TintShapeStyle())
    }
}

/// A button style with its type erased, as the environment keeps it.
struct ButtonStyleBox {
    let makeBody: (ButtonStyleConfiguration) -> AnyView
    init<S: ButtonStyle>(_ style: S) { makeBody = { AnyView(style.makeBody(configuration: $0)) } }
}

private enum ButtonStyleKey: EnvironmentKey {
    static var defaultValue: ButtonStyleBox? { nil }
}

extension EnvironmentValues {
    /// The nearest `buttonStyle(_:)`; nil is the automatic style.
    var buttonStyleBox: ButtonStyleBox? {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }
}
