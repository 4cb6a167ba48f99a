//  Label.swift — SwiftUI (Glimpse)
//  Status: Complete for the default, icon-only and title-only styles
//  Behaviour: Apple SwiftUI "Label": an icon and a title side by side.

import Foundation

/// A title with an icon.
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon
    @Environment(\.labelStyleKind) private var style

    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    public var body: some View {
        switch style {
        case .iconOnly: AnyView(icon)
        case .titleOnly: AnyView(title)
        case .titleAndIcon:
            AnyView(
                HStack(alignment: .center, spacing: 6) {
                    icon; title
                })
        }
    }
}

extension Label where Title == Text, Icon == Image {
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }
}

/// How labels show (`labelStyle(_:)`).
public struct LabelStyleKind: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case titleAndIcon, iconOnly, titleOnly }
    let kind: Kind
}

/// Apple's built-in label styles.
public protocol LabelStyle {}
public struct IconOnlyLabelStyle: LabelStyle { public init() {} }
public struct TitleOnlyLabelStyle: LabelStyle { public init() {} }
public struct TitleAndIconLabelStyle: LabelStyle { public init() {} }
public struct DefaultLabelStyle: LabelStyle { public init() {} }
extension LabelStyle where Self == IconOnlyLabelStyle { public static var iconOnly: IconOnlyLabelStyle { .init() } }
extension LabelStyle where Self == TitleOnlyLabelStyle { public static var titleOnly: TitleOnlyLabelStyle { .init() } }
extension LabelStyle where Self == TitleAndIconLabelStyle {
    public static var titleAndIcon: TitleAndIconLabelStyle { .init() }
}
extension LabelStyle where Self == DefaultLabelStyle { public static var automatic: DefaultLabelStyle { .init() } }

private enum LabelStyleKey: EnvironmentKey {
    static let defaultValue: LabelStyleKind.Kind = .titleAndIcon
}

extension EnvironmentValues {
    var labelStyleKind: LabelStyleKind.Kind {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }
}

extension View {
    /// Chooses how labels in this view show.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        let kind: LabelStyleKind.Kind =
            style is IconOnlyLabelStyle ? .iconOnly : style is TitleOnlyLabelStyle ? .titleOnly : .titleAndIcon
        return modifyingEnvironment { $0.labelStyleKind = kind }
    }
}
