//  WidgetBundleBuilder.swift — WidgetKit (Glimpse)
//  Status: Complete
//  Behaviour: Apple "WidgetBundleBuilder": any number of widgets (parameter packs), `if`,
//  `if`/`else` and `if #available`; controls beside widgets (iOS 18's Xcode template lists
//  `MyWidgetControl()` in the bundle's `body: some Widget`).

/// Builds a bundle's widget list from a block of widgets.
///
/// Source: Apple "WidgetBundleBuilder".
@resultBuilder
@MainActor @preconcurrency
public enum WidgetBundleBuilder {
    /// A widget, as written.
    public static func buildExpression<Content: Widget>(_ content: Content) -> Content { content }

    /// A control beside the widgets (WidgetBundleBuilder+Control).
    public static func buildExpression<Content: ControlWidget>(_ content: Content) -> some Widget {
        ControlBundleMember(control: content)
    }

    /// No widgets.
    public static func buildBlock() -> some Widget { TupleWidget() }

    /// Any number of widgets, in gallery order.
    public static func buildBlock<each Content: Widget>(_ content: repeat each Content) -> some Widget {
        TupleWidget(repeat each content)
    }

    /// An `if` without `else`.
    public static func buildOptional<Content: Widget>(_ content: Content?) -> some Widget {
        OptionalWidget(content: content)
    }

    /// The `if` branch of `if`/`else`.
    public static func buildEither<TrueContent: Widget, FalseContent: Widget>(first: TrueContent)
        -> _ConditionalWidget<TrueContent, FalseContent>
    {
        _ConditionalWidget(storage: .first(first))
    }

    /// The `else` branch of `if`/`else`.
    public static func buildEither<TrueContent: Widget, FalseContent: Widget>(second: FalseContent)
        -> _ConditionalWidget<TrueContent, FalseContent>
    {
        _ConditionalWidget(storage: .second(second))
    }

    /// An `if #available` branch.
    public static func buildLimitedAvailability<Content: Widget>(_ content: Content) -> some Widget {
        content
    }
}
