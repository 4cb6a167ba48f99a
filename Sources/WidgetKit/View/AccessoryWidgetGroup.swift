//  AccessoryWidgetGroup.swift — WidgetKit (Glimpse)
//  Status: Complete (Glimpse's own spacing: Apple publishes no measurements)
//  Behaviour: Apple WidgetKit "AccessoryWidgetGroup", "AccessoryWidgetGroupStyle" (watchOS 11):
//  a label at the top, then up to three items in equal cells, each on a circular or
//  rounded-square backdrop like `AccessoryWidgetBackground`'s.

import Foundation

/// A label over a row of three circular or rounded-square items (watchOS 11, for
/// `accessoryRectangular`): `AccessoryWidgetGroup("Timers", systemImage: "timer") { … }`.
///
/// Source: Apple WidgetKit "AccessoryWidgetGroup".
public struct AccessoryWidgetGroup<Label: View, Content: View>: View {
    @Environment(\.accessoryWidgetGroupStyle) private var style
    let label: Label
    let content: Content

    /// - Parameters:
    ///   - label: What the group is for, shown at its top leading corner.
    ///   - content: The items, laid out in three equal cells.
    public init(@ViewBuilder label: () -> Label, @ViewBuilder content: () -> Content) {
        self.label = label()
        self.content = content()
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            label.font(.headline).lineLimit(1)
            ZStack {
                // The backdrops share the items' layout, so each sits under its item.
                AccessoryGroupCells(spacing: 6) {
                    backdrop
                    backdrop
                    backdrop
                }
                AccessoryGroupCells(spacing: 6) { content }
            }
        }
    }

    @ViewBuilder private var backdrop: some View {
        if style == .roundedSquare {
            RoundedRectangle(cornerRadius: 8, style: .continuous).fill(Color.gray.opacity(0.35))
        } else {
            Circle().fill(Color.gray.opacity(0.35))
        }
    }
}

extension AccessoryWidgetGroup where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(label: { Text(titleKey) }, content: content)
    }
    public init(_ title: some StringProtocol, @ViewBuilder content: () -> Content) {
        self.init(label: { Text(title) }, content: content)
    }
    public init(_ titleResource: LocalizedStringResource, @ViewBuilder content: () -> Content) {
        self.init(label: { Text(titleResource) }, content: content)
    }
}

extension AccessoryWidgetGroup where Label == SwiftUI.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(label: { SwiftUI.Label(titleKey, systemImage: systemImage) }, content: content)
    }
    public init(_ title: some StringProtocol, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(label: { SwiftUI.Label(title, systemImage: systemImage) }, content: content)
    }
    public init(_ titleResource: LocalizedStringResource, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(
            label: {
                SwiftUI.Label {
                    Text(titleResource)
                } icon: {
                    Image(systemName: systemImage)
                }
            },
            content: content)
    }
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, @ViewBuilder content: () -> Content) {
        self.init(
            label: {
                SwiftUI.Label {
                    Text(titleKey)
                } icon: {
                    Image(image)
                }
            }, content: content)
    }
    public init(_ title: some StringProtocol, image: ImageResource, @ViewBuilder content: () -> Content) {
        self.init(
            label: {
                SwiftUI.Label {
                    Text(title)
                } icon: {
                    Image(image)
                }
            }, content: content)
    }
    public init(_ titleResource: LocalizedStringResource, image: ImageResource, @ViewBuilder content: () -> Content) {
        self.init(
            label: {
                SwiftUI.Label {
                    Text(titleResource)
                } icon: {
                    Image(image)
                }
            }, content: content)
    }
}

/// The shape of an `AccessoryWidgetGroup`'s item backdrops.
///
/// Source: Apple WidgetKit "AccessoryWidgetGroupStyle".
public struct AccessoryWidgetGroupStyle: Hashable, Sendable {
    let name: String
    /// The system's choice: circular.
    public static let automatic = AccessoryWidgetGroupStyle(name: "automatic")
    public static let circular = AccessoryWidgetGroupStyle(name: "circular")
    public static let roundedSquare = AccessoryWidgetGroupStyle(name: "roundedSquare")
}

private struct AccessoryWidgetGroupStyleKey: EnvironmentKey {
    static let defaultValue = AccessoryWidgetGroupStyle.automatic
}

extension EnvironmentValues {
    var accessoryWidgetGroupStyle: AccessoryWidgetGroupStyle {
        get { self[AccessoryWidgetGroupStyleKey.self] }
        set { self[AccessoryWidgetGroupStyleKey.self] = newValue }
    }
}

extension View {
    /// The backdrop shape of the `AccessoryWidgetGroup`s in this view.
    public func accessoryWidgetGroupStyle(_ style: AccessoryWidgetGroupStyle) -> some View {
        environment(\.accessoryWidgetGroupStyle, style)
    }
}

/// Three equal square cells across the proposed width, `spacing` points apart, as tall as the
/// cells are wide or the proposed height if less; each item is offered its cell and centred.
struct AccessoryGroupCells: Layout {
    let spacing: CGFloat

    private func side(_ proposal: ProposedViewSize) -> CGFloat {
        let width = proposal.width ?? 3 * 44 + 2 * spacing
        let side = max(0, (width - 2 * spacing) / 3)
        return min(side, proposal.height ?? side)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let side = side(proposal)
        return CGSize(width: 3 * side + 2 * spacing, height: side)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let side = min(bounds.height, max(0, (bounds.width - 2 * spacing) / 3))
        let cell = ProposedViewSize(width: side, height: side)
        let left = bounds.midX - (3 * side + 2 * spacing) / 2
        for (i, subview) in subviews.prefix(3).enumerated() {
            let center = CGPoint(x: left + CGFloat(i) * (side + spacing) + side / 2, y: bounds.midY)
            subview.place(at: center, anchor: .center, proposal: cell)
        }
        // A fourth item and beyond have no cell: placed empty, as the group shows three.
        for subview in subviews.dropFirst(3) {
            subview.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: .zero)
        }
    }
}
