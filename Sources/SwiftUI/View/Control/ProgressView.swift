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
    @Environment(\.progressViewStyleKind) private var style

    init(progress: ProgressIndicator.Progress, label: Label, currentValueLabel: CurrentValueLabel) {
        self.progress = progress
        self.label = label
        self.currentValueLabel = currentValueLabel
    }

    public var body: some View {
        let indicator = ProgressIndicator(progress: progress, circular: isCircular)
        if isCircular {
            VStack(spacing: 4) {
                ZStack {
                    indicator
                    currentValueLabel.font(.caption2).monospacedDigit().lineLimit(1).minimumScaleFactor(0.5).padding(4)
                }
                label
            }
        } else {
            VStack(alignment: .leading, spacing: 4) {
                label
                indicator
                currentValueLabel.font(.footnote).foregroundStyle(.secondary)
            }
        }
    }

    private var isCircular: Bool {
        switch style {
        case .circular: return true
        case .linear: return false
        case .automatic: return progress.isIndeterminate
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

// MARK: - Styles

/// How progress views draw (`progressViewStyle(_:)`).
public protocol ProgressViewStyle {}
public struct LinearProgressViewStyle: ProgressViewStyle {
    public init() {}
    public init(tint: Color) {}
}
public struct CircularProgressViewStyle: ProgressViewStyle {
    public init() {}
    public init(tint: Color) {}
}
public struct DefaultProgressViewStyle: ProgressViewStyle { public init() {} }
extension ProgressViewStyle where Self == LinearProgressViewStyle { public static var linear: Self { .init() } }
extension ProgressViewStyle where Self == CircularProgressViewStyle { public static var circular: Self { .init() } }
extension ProgressViewStyle where Self == DefaultProgressViewStyle { public static var automatic: Self { .init() } }

enum ProgressStyleKind: Sendable { case automatic, linear, circular }

private enum ProgressStyleKey: EnvironmentKey { static let defaultValue: ProgressStyleKind = .automatic }

extension EnvironmentValues {
    var progressViewStyleKind: ProgressStyleKind {
        get { self[ProgressStyleKey.self] }
        set { self[ProgressStyleKey.self] = newValue }
    }
}

extension View {
    /// Chooses how progress views in this view draw.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        let kind: ProgressStyleKind =
            style is LinearProgressViewStyle ? .linear : style is CircularProgressViewStyle ? .circular : .automatic
        return modifyingEnvironment { $0.progressViewStyleKind = kind }
    }
}
