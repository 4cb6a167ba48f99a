//  ProgressViewStyle.swift — SwiftUI (Glimpse)
//  Status: Complete for custom styles and the linear, circular and automatic styles
//  Behaviour: Apple SwiftUI "ProgressViewStyle", "ProgressViewStyleConfiguration",
//  "progressViewStyle(_:)": every style is a `makeBody(configuration:)`. A custom style sees a
//  timer-driven view's fraction at the entry's date (it is not redrawn live); the built-in
//  drawings (ProgressView.swift) keep updating with the host.

import Foundation

/// Draws a progress view: write `makeBody(configuration:)` and apply it with
/// `progressViewStyle(_:)`.
///
/// Source: Apple SwiftUI "ProgressViewStyle".
public protocol ProgressViewStyle {
    associatedtype Body: View
    typealias Configuration = ProgressViewStyleConfiguration
    /// The progress view's appearance for `configuration`.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// What a progress view style draws: how far along the task is and the labels.
///
/// Source: Apple SwiftUI "ProgressViewStyleConfiguration".
public struct ProgressViewStyleConfiguration {
    /// The label, type-erased.
    public struct Label: View {
        let content: AnyView
        public var body: some View { content }
    }
    /// The current-value label, type-erased.
    public struct CurrentValueLabel: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// How much is done, 0…1; nil when the progress is indeterminate.
    public let fractionCompleted: Double?
    /// What the task is; nil when the view has no label.
    public var label: ProgressViewStyleConfiguration.Label?
    /// The current value as a view; nil when the view has none.
    public var currentValueLabel: ProgressViewStyleConfiguration.CurrentValueLabel?
    /// The progress as the built-in drawings need it (timer intervals stay live).
    let progress: ProgressIndicator.Progress
}

/// A bar that fills from the leading edge; label above, current value below.
public struct LinearProgressViewStyle: ProgressViewStyle {
    public init() {}
    /// The bar in `tint` (iOS 14's form; `.tint(_:)` is the current one).
    public init(tint: Color) {}
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInProgressView(configuration: configuration, circular: false)
    }
}

/// A ring (a still spinner when indeterminate); current value inside, label below.
public struct CircularProgressViewStyle: ProgressViewStyle {
    public init() {}
    /// The ring in `tint` (iOS 14's form; `.tint(_:)` is the current one).
    public init(tint: Color) {}
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInProgressView(configuration: configuration, circular: true)
    }
}

/// The platform's choice: circular when indeterminate, else linear.
public struct DefaultProgressViewStyle: ProgressViewStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInProgressView(configuration: configuration, circular: configuration.progress.isIndeterminate)
    }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle { public static var linear: Self { .init() } }
extension ProgressViewStyle where Self == CircularProgressViewStyle { public static var circular: Self { .init() } }
extension ProgressViewStyle where Self == DefaultProgressViewStyle { public static var automatic: Self { .init() } }

extension View {
    /// Draws the progress views in this view with `style`.
    ///
    /// Source: Apple SwiftUI "progressViewStyle(_:)".
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        modifyingEnvironment { $0.progressViewStyleBox = ProgressViewStyleBox(style) }
    }
}

/// A progress view style with its type erased, as the environment keeps it.
struct ProgressViewStyleBox {
    let makeBody: (ProgressViewStyleConfiguration) -> AnyView
    init<S: ProgressViewStyle>(_ style: S) { makeBody = { AnyView(style.makeBody(configuration: $0)) } }
}

private enum ProgressViewStyleKey: EnvironmentKey {
    static var defaultValue: ProgressViewStyleBox { ProgressViewStyleBox(DefaultProgressViewStyle()) }
}

extension EnvironmentValues {
    /// The nearest `progressViewStyle(_:)`; the automatic style by default.
    var progressViewStyleBox: ProgressViewStyleBox {
        get { self[ProgressViewStyleKey.self] }
        set { self[ProgressViewStyleKey.self] = newValue }
    }
}
