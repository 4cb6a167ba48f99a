//  LabelStyle.swift — SwiftUI (Glimpse)
//  Status: Complete for custom styles and the title-and-icon, title-only, icon-only and
//  automatic styles
//  Behaviour: Apple SwiftUI "LabelStyle", "LabelStyleConfiguration", "labelStyle(_:)": every
//  style is a `makeBody(configuration:)` over the label's title and icon. The automatic style
//  puts the icon before the title, 6 pt apart, centred (Glimpse's reading of iOS's `Label`).

import Foundation

/// Draws a label: write `makeBody(configuration:)` and apply it with `labelStyle(_:)`.
///
/// Source: Apple SwiftUI "LabelStyle".
public protocol LabelStyle {
    associatedtype Body: View
    typealias Configuration = LabelStyleConfiguration
    /// The label's appearance for `configuration`.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// What a label style draws: the label's title and icon.
///
/// Source: Apple SwiftUI "LabelStyleConfiguration".
public struct LabelStyleConfiguration {
    /// The title, type-erased.
    public struct Title: View {
        let content: AnyView
        public var body: some View { content }
    }
    /// The icon, type-erased.
    public struct Icon: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// The label's title.
    public var title: LabelStyleConfiguration.Title
    /// The label's icon.
    public var icon: LabelStyleConfiguration.Icon
}

/// The icon, then the title.
public struct TitleAndIconLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        HStack(alignment: .center, spacing: 6) {
            configuration.icon
            configuration.title
        }
    }
}

/// The title alone.
public struct TitleOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

/// The icon alone.
public struct IconOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

/// The platform's choice: the icon and the title in a widget.
public struct DefaultLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        TitleAndIconLabelStyle().makeBody(configuration: configuration)
    }
}

extension LabelStyle where Self == IconOnlyLabelStyle { public static var iconOnly: IconOnlyLabelStyle { .init() } }
extension LabelStyle where Self == TitleOnlyLabelStyle { public static var titleOnly: TitleOnlyLabelStyle { .init() } }
extension LabelStyle where Self == TitleAndIconLabelStyle {
    public static var titleAndIcon: TitleAndIconLabelStyle { .init() }
}
extension LabelStyle where Self == DefaultLabelStyle { public static var automatic: DefaultLabelStyle { .init() } }

extension View {
    /// Draws the labels in this view with `style`.
    ///
    /// Source: Apple SwiftUI "labelStyle(_:)".
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        modifyingEnvironment { $0.labelStyleBox = LabelStyleBox(style) }
    }
}

/// A label style with its type erased, as the environment keeps it.
struct LabelStyleBox {
    let makeBody: (LabelStyleConfiguration) -> AnyView
    init<S: LabelStyle>(_ style: S) { makeBody = { AnyView(style.makeBody(configuration: $0)) } }
}

private enum LabelStyleKey: EnvironmentKey {
    static var defaultValue: LabelStyleBox { LabelStyleBox(DefaultLabelStyle()) }
}

extension EnvironmentValues {
    /// The nearest `labelStyle(_:)`; the automatic style by default.
    var labelStyleBox: LabelStyleBox {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }
}
