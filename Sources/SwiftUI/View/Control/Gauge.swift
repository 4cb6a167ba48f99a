//  Gauge.swift — SwiftUI (Glimpse)
//  Status: Complete for the accessory styles, linearCapacity and the default style
//  Behaviour: Apple SwiftUI "Gauge", "GaugeStyle" (reference widgetkit.md §5.5):
//  `.accessoryCircular` is an open ring with a marker, the current value in the centre and the
//  min/max labels (else the label) in the opening at the bottom; `.accessoryCircularCapacity`
//  a closed ring that fills, the current value (else the label) in the centre (both:
//  CircularGaugeLayout); `.accessoryLinear` a bar with a marker and the min/max labels at its
//  ends (else the current value at the leading end); `.accessoryLinearCapacity` and
//  `.linearCapacity` a bar that fills from the leading edge with the label above and the
//  current value below. The default style is `.linearCapacity`. Measures: GaugeGeometry.swift.

import Foundation

/// A view that shows a value within a range.
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel
    let minimumValueLabel: BoundsLabel?
    let maximumValueLabel: BoundsLabel?
    @Environment(\.gaugeStyleBox) private var style

    init(
        fraction: Double, label: Label, currentValueLabel: CurrentValueLabel, minimumValueLabel: BoundsLabel?,
        maximumValueLabel: BoundsLabel?
    ) {
        self.fraction = fraction.isFinite ? min(max(fraction, 0), 1) : 0
        self.label = label
        self.currentValueLabel = currentValueLabel
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
    }

    public var body: some View {
        style.makeBody(configuration)
    }

    /// What the style draws: the value and the labels, `nil` for labels the gauge lacks.
    private var configuration: GaugeStyleConfiguration {
        GaugeStyleConfiguration(
            value: fraction, label: .init(content: AnyView(label)),
            currentValueLabel: CurrentValueLabel.self == EmptyView.self
                ? nil : .init(content: AnyView(currentValueLabel)),
            minimumValueLabel: minimumValueLabel.map { .init(content: AnyView($0)) },
            maximumValueLabel: maximumValueLabel.map { .init(content: AnyView($0)) },
            markedValueLabels: .init(content: AnyView(EmptyView())))
    }
}

/// Apple's built-in gauge drawings, one per `GaugeStyleKind` (the styles in GaugeStyle.swift
/// return this view).
struct BuiltInGauge: View {
    let configuration: GaugeStyleConfiguration
    let kind: GaugeStyleKind

    private var fraction: Double { configuration.value }
    private var label: GaugeStyleConfiguration.Label { configuration.label }
    private var currentValueLabel: GaugeStyleConfiguration.CurrentValueLabel? { configuration.currentValueLabel }
    private var minimumValueLabel: GaugeStyleConfiguration.MinimumValueLabel? { configuration.minimumValueLabel }
    private var maximumValueLabel: GaugeStyleConfiguration.MaximumValueLabel? { configuration.maximumValueLabel }

    public var body: some View {
        switch kind {
        case .accessoryCircular:
            CircularGaugeLayout(
                fraction: fraction, kind: kind, center: currentValueLabel,
                minimum: minimumValueLabel, maximum: maximumValueLabel, bottom: label)
        case .accessoryCircularCapacity:
            CircularGaugeLayout<AnyView, EmptyView, EmptyView, EmptyView>(
                fraction: fraction, kind: kind,
                center: currentValueLabel.map { AnyView($0) } ?? AnyView(label), minimum: nil,
                maximum: nil, bottom: nil)
        case .accessoryLinear:
            // "If you provide minimumValueLabel and maximumValueLabel … they appear on leading and
            // trailing edges of the bar … Otherwise, the gauge displays the currentValueLabel
            // value on the leading edge" (Apple "GaugeStyle.accessoryLinear").
            HStack(spacing: 4) {
                if minimumValueLabel != nil || maximumValueLabel != nil {
                    minimumValueLabel.font(.caption2)
                } else {
                    currentValueLabel.font(.caption2)
                }
                GaugeIndicator(fraction: fraction, kind: kind)
                maximumValueLabel.font(.caption2)
            }
        case .accessoryLinearCapacity, .linearCapacity:
            VStack(alignment: .leading, spacing: 2) {
                label.font(.caption)
                HStack(spacing: 4) {
                    minimumValueLabel.font(.caption2)
                    GaugeIndicator(fraction: fraction, kind: kind)
                    maximumValueLabel.font(.caption2)
                }
                currentValueLabel.font(.caption)
            }
        }
    }
}

extension Gauge {
    /// A gauge of `value` in `bounds` with every label.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder minimumValueLabel: () -> BoundsLabel,
        @ViewBuilder maximumValueLabel: () -> BoundsLabel
    ) where MarkedValueLabels == EmptyView {
        self.init(
            fraction: gaugeFraction(value, bounds), label: label(), currentValueLabel: currentValueLabel(),
            minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel())
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge of `value` in `bounds` with a label and a current-value label.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(
            fraction: gaugeFraction(value, bounds), label: label(), currentValueLabel: currentValueLabel(),
            minimumValueLabel: nil, maximumValueLabel: nil)
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge of `value` in `bounds` with a label.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(
            fraction: gaugeFraction(value, bounds), label: label(), currentValueLabel: EmptyView(),
            minimumValueLabel: nil, maximumValueLabel: nil)
    }
}

private func gaugeFraction<V: BinaryFloatingPoint>(_ value: V, _ bounds: ClosedRange<V>) -> Double {
    let span = Double(bounds.upperBound - bounds.lowerBound)
    guard span > 0 else { return 0 }
    return Double(value - bounds.lowerBound) / span
}

// MARK: - Styles

/// The built-in drawings (`BuiltInGauge`).
enum GaugeStyleKind: Sendable {
    case accessoryCircular, accessoryCircularCapacity, accessoryLinear, accessoryLinearCapacity, linearCapacity
}
