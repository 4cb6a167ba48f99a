//  ProgressView.swift — SwiftUI (Glimpse)
//  Status: Complete for determinate, timer-driven and indeterminate progress; linear and circular
//  Behaviour: Apple SwiftUI "ProgressView"; timer intervals per reference widgetkit.md §5.4
//  (the bar empties as time passes unless `countsDown` is false; the default current-value
//  label shows the time remaining and updates itself).

public import Foundation

/// A view that shows progress towards completion.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    let progress: ProgressIndicator.Progress
    let label: Label
    let currentValueLabel: CurrentValueLabel
    @Environment(\.progressViewStyleBox) private var style
    @Environment(\.timelineDate) private var timelineDate

    init(progress: ProgressIndicator.Progress, label: Label, currentValueLabel: CurrentValueLabel) {
        self.progress = progress
        self.label = label
        self.currentValueLabel = currentValueLabel
    }

    public var body: some View {
        style.makeBody(configuration)
    }

    /// What the style draws; a timer's fraction is the one at the entry's date.
    private var configuration: ProgressViewStyleConfiguration {
        ProgressViewStyleConfiguration(
            fractionCompleted: progress.fraction(at: timelineDate ?? Date()),
            label: Label.self == EmptyView.self ? nil : .init(content: AnyView(label)),
            currentValueLabel: CurrentValueLabel.self == EmptyView.self
                ? nil : .init(content: AnyView(currentValueLabel)),
            progress: progress)
    }
}

/// The built-in drawings: a bar with the label above and the value below, or a ring with the
/// value inside and the label below (the styles in ProgressViewStyle.swift return this view).
struct BuiltInProgressView: View {
    let configuration: ProgressViewStyleConfiguration
    let circular: Bool

    var body: some View {
        let indicator = ProgressIndicator(progress: configuration.progress, circular: circular)
        if circular {
            VStack(spacing: 4) {
                ZStack {
                    indicator
                    configuration.currentValueLabel.font(.caption2).monospacedDigit().lineLimit(1)
                        .minimumScaleFactor(0.5).padding(4)
                }
                configuration.label
            }
        } else {
            VStack(alignment: .leading, spacing: 4) {
                configuration.label
                indicator
                configuration.currentValueLabel.font(.footnote).foregroundStyle(.secondary)
            }
        }
    }
}

extension ProgressIndicator.Progress {
    /// How much is done at `date`, 0…1; nil when indeterminate. A timer counting down reports
    /// the part left, as its bar shows.
    func fraction(at date: Date) -> Double? {
        switch self {
        case .indeterminate: return nil
        case .fraction(let f): return f
        case .timer(let range, let countsDown):
            let span = range.upperBound.timeIntervalSince(range.lowerBound)
            let elapsed = span > 0 ? min(max(date.timeIntervalSince(range.lowerBound) / span, 0), 1) : 1
            return countsDown ? 1 - elapsed : elapsed
        }
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// An indeterminate progress view (drawn as a still spinner in a widget).
    public init() { self.init(progress: .indeterminate, label: EmptyView(), currentValueLabel: EmptyView()) }

    /// Progress of `value` out of `total` (a nil value is indeterminate).
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(progress: .value(value, total), label: EmptyView(), currentValueLabel: EmptyView())
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    public init(@ViewBuilder label: () -> Label) {
        self.init(progress: .indeterminate, label: label(), currentValueLabel: EmptyView())
    }
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(progress: .value(value, total), label: label(), currentValueLabel: EmptyView())
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.init(progress: .value(value, total), label: Text(titleKey), currentValueLabel: EmptyView())
    }
    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(progress: .value(value, total), label: Text(title), currentValueLabel: EmptyView())
    }
    public init(_ titleKey: LocalizedStringKey) {
        self.init(progress: .indeterminate, label: Text(titleKey), currentValueLabel: EmptyView())
    }
}

extension ProgressView {
    public init<V: BinaryFloatingPoint>(
        value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(progress: .value(value, total), label: label(), currentValueLabel: currentValueLabel())
    }

    /// Progress through `timerInterval`, updated live by the host.
    public init(
        timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(
            progress: .timer(timerInterval, countsDown: countsDown), label: label(),
            currentValueLabel: currentValueLabel())
    }
}

extension ProgressView where CurrentValueLabel == Text {
    /// Progress through `timerInterval` with the default label: the time remaining.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label) {
        self.init(
            progress: .timer(timerInterval, countsDown: countsDown), label: label(),
            currentValueLabel: Text(timerInterval: timerInterval, countsDown: countsDown))
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == Text {
    /// Progress through `timerInterval`, with the time remaining as its current-value label.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
        self.init(
            progress: .timer(timerInterval, countsDown: countsDown), label: EmptyView(),
            currentValueLabel: Text(timerInterval: timerInterval, countsDown: countsDown))
    }
}

extension ProgressView
where
    Label == ProgressViewStyleConfiguration.Label, CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel
{
    /// A progress view from a style's configuration, for styles that wrap another style's view.
    ///
    /// Source: Apple SwiftUI "ProgressView.init(_:)" with `ProgressViewStyleConfiguration`.
    public init(_ configuration: ProgressViewStyleConfiguration) {
        let empty = AnyView(EmptyView())
        self.init(
            progress: configuration.progress, label: configuration.label ?? .init(content: empty),
            currentValueLabel: configuration.currentValueLabel ?? .init(content: empty))
    }
}
