//  View+WidgetLabel.swift — WidgetKit (Glimpse)
//  Status: Partial — corner labels are drawn straight along the inner diagonal, not curved
//  Behaviour: Apple WidgetKit "widgetLabel" (reference widgetkit.md §5.2): labels render only
//  on watchOS complications — along the inner curve of `accessoryCorner`, and on the bezel of
//  `accessoryCircular` on faces that show them (`showsWidgetLabel`); everywhere else they are
//  ignored.

import Foundation

extension View {
    /// A label the watch face draws with the complication (text, a Gauge or a ProgressView).
    public func widgetLabel<Label: View>(@ViewBuilder label: () -> Label) -> some View {
        WidgetLabelled(content: self, label: label())
    }

    public func widgetLabel(_ labelKey: LocalizedStringKey) -> some View { widgetLabel { Text(labelKey) } }

    @_disfavoredOverload
    public func widgetLabel<S: StringProtocol>(_ label: S) -> some View { widgetLabel { Text(label) } }
}

/// Shows the label where the place draws labels: below the content in a corner slot, rotated
/// to run along the slot's inner edge.
private struct WidgetLabelled<Content: View, Label: View>: View {
    let content: Content
    let label: Label
    @Environment(\.showsWidgetLabel) private var showsLabel
    @Environment(\.widgetFamily) private var family

    var body: some View {
        if showsLabel && family == .accessoryCorner {
            content.overlay(alignment: .bottomLeading) {
                label.font(.system(size: 11, weight: .semibold, design: .rounded)).lineLimit(1)
                    .fixedSize()
                    .rotationEffect(.degrees(-45), anchor: .bottomLeading)
                    .offset(x: 4, y: -2)
            }
        } else if showsLabel && family == .accessoryCircular {
            VStack(spacing: 0) {
                content
                label.font(.system(size: 10, weight: .medium, design: .rounded)).lineLimit(1)
            }
        } else {
            content
        }
    }
}
