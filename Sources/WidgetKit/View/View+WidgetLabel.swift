//  View+WidgetLabel.swift — WidgetKit (Glimpse)
//  Status: Complete
//  Behaviour: Apple WidgetKit "widgetLabel" (reference widgetkit.md §5.2) and SwiftUI
//  "widgetCurvesContent(_:)": labels render only on watchOS complications — along the inner
//  curve of `accessoryCorner` ("the widget label on the inside of the curve, and the widget's
//  content on the outside"), and on the bezel of the Infograph face's top `accessoryCircular`
//  slot; everywhere else they are ignored. Text, a Gauge or a ProgressView follow the curve
//  (a linear gauge becomes an arc gauge). Where the curve lies is the host's (`showsWidgetLabel`
//  is true where it sends one).

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

/// The content as it is, and the label (one line, in the face's label font unless it sets its
/// own) as the archive's label layer, bent along the slot's curve.
private struct WidgetLabelled<Content: View, Label: View>: View {
    let content: Content
    let label: Label

    var body: some View {
        content.widgetLabelLayer(
            label.font(.system(size: 12, weight: .semibold, design: .rounded)).lineLimit(1))
    }
}
