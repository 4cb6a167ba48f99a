//  EmptyWidgetConfiguration.swift — WidgetKit (Glimpse)
//  Status: Complete
//  Behaviour: Apple "EmptyWidgetConfiguration": declares no widget.

/// A configuration that declares no widget.
///
/// Source: Apple "EmptyWidgetConfiguration".
@MainActor @preconcurrency
public struct EmptyWidgetConfiguration: WidgetConfiguration, PrimitiveWidgetConfiguration {
    public init() {}
    public var body: Never { bodyNeverCalled() }
    func makeRecords() -> [WidgetRecord] { [] }
}
