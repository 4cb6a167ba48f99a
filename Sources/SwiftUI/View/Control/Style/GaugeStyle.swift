//  GaugeStyle.swift — SwiftUI (Glimpse)
//  Status: Complete for custom styles and Apple's built-in gauge styles
//  Behaviour: Apple SwiftUI "GaugeStyle", "GaugeStyleConfiguration", "gaugeStyle(_:)": every
//  style, built in or written by the widget, is a `makeBody(configuration:)`; the gauge hands
//  its value and labels to the nearest style. The built-in drawings are in Gauge.swift.

import Foundation

/// Draws a gauge: write `makeBody(configuration:)` and apply it with `gaugeStyle(_:)`.
///
/// Source: Apple SwiftUI "GaugeStyle".
public protocol GaugeStyle {
    associatedtype Body: View
    typealias Configuration = GaugeStyleConfiguration
    /// The gauge's appearance for `configuration`.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// What a gauge style draws: the value as a fraction of the range, and the gauge's labels.
///
/// Source: Apple SwiftUI "GaugeStyleConfiguration".
public struct GaugeStyleConfiguration {
    /// The gauge's label, type-erased.
    public struct Label: View {
        let content: AnyView
        public var body: some View { content }
    }
    /// The current-value label, type-erased.
    public struct CurrentValueLabel: View {
        let content: AnyView
        public var body: some View { content }
    }
    /// The minimum-value label, type-erased.
    public struct MinimumValueLabel: View {
        let content: AnyView
        public var body: some View { content }
    }
    /// The maximum-value label, type-erased.
    public struct MaximumValueLabel: View {
        let content: AnyView
        public var body: some View { content }
    }
    /// The marked-value labels, type-erased.
    public struct MarkedValueLabels: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// Where the value lies in the gauge's range: 0 at the lower bound, 1 at the upper (clamped).
    public var value: Double
    /// What the gauge measures.
    public var label: GaugeStyleConfiguration.Label
    /// The current value as a view; nil when the gauge was given none.
    public var currentValueLabel: GaugeStyleConfiguration.CurrentValueLabel?
    /// The lower bound as a view; nil when the gauge was given none.
    public var minimumValueLabel: GaugeStyleConfiguration.MinimumValueLabel?
    /// The upper bound as a view; nil when the gauge was given none.
    public var maximumValueLabel: GaugeStyleConfiguration.MaximumValueLabel?
    /// Labels for marked values (empty unless the gauge was given some).
    public var markedValueLabels: GaugeStyleConfiguration.MarkedValueLabels
}

/// The default: `.linearCapacity` in a widget.
public struct DefaultGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInGauge(configuration: configuration, kind: .linearCapacity)
    }
}

/// An open ring with a marker; the current value in the centre, bounds (else the label) below.
public struct AccessoryCircularGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInGauge(configuration: configuration, kind: .accessoryCircular)
    }
}

/// A closed ring that fills; the current value (else the label) in the centre.
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInGauge(configuration: configuration, kind: .accessoryCircularCapacity)
    }
}

/// A bar with a marker, bounds at its ends.
public struct AccessoryLinearGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInGauge(configuration: configuration, kind: .accessoryLinear)
    }
}

/// A bar that fills from the leading edge, in the accessory size.
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInGauge(configuration: configuration, kind: .accessoryLinearCapacity)
    }
}

/// A bar that fills from the leading edge; the label above, the current value below.
public struct LinearCapacityGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInGauge(configuration: configuration, kind: .linearCapacity)
    }
}

extension GaugeStyle where Self == AccessoryCircularGaugeStyle { public static var accessoryCircular: Self { .init() } }
extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    public static var accessoryCircularCapacity: Self { .init() }
}
extension GaugeStyle where Self == AccessoryLinearGaugeStyle { public static var accessoryLinear: Self { .init() } }
extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    public static var accessoryLinearCapacity: Self { .init() }
}
extension GaugeStyle where Self == LinearCapacityGaugeStyle { public static var linearCapacity: Self { .init() } }
extension GaugeStyle where Self == DefaultGaugeStyle { public static var automatic: Self { .init() } }

extension View {
    /// Draws the gauges in this view with `style`.
    ///
    /// Source: Apple SwiftUI "gaugeStyle(_:)".
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        modifyingEnvironment { $0.gaugeStyleBox = GaugeStyleBox(style) }
    }
}

/// A gauge style with its type erased, as the environment keeps it.
struct GaugeStyleBox {
    let makeBody: (GaugeStyleConfiguration) -> AnyView
    init<S: GaugeStyle>(_ style: S) { makeBody = { AnyView(style.makeBody(configuration: $0)) } }
}

private enum GaugeStyleKey: EnvironmentKey {
    static var defaultValue: GaugeStyleBox { GaugeStyleBox(DefaultGaugeStyle()) }
}

extension EnvironmentValues {
    /// The nearest `gaugeStyle(_:)`; the automatic style by default.
    var gaugeStyleBox: GaugeStyleBox {
        get { self[GaugeStyleKey.self] }
        set { self[GaugeStyleKey.self] = newValue }
    }
}
