//  StaticControlConfiguration.swift — WidgetKit (Glimpse)
//  Status: Complete
//  Behaviour: Apple WidgetKit "StaticControlConfiguration" (iOS 18), both initialisers;
//  reference widgetkit.md §7. Without a provider the template is the same in the gallery and in
//  place; with one, the gallery gets `previewValue` and a placed control `currentValue()`.

/// A control with no options people choose: a kind, an optional value provider and a template.
///
/// Source: Apple WidgetKit "StaticControlConfiguration".
@MainActor @preconcurrency
public struct StaticControlConfiguration<Content: ControlWidgetTemplate>: ControlWidgetConfiguration,
    PrimitiveControlWidgetConfiguration
{
    private let record: ControlRecord

    /// - Parameters:
    ///   - kind: The control's identifier within the app, e.g. `"com.example.GarageDoor"`;
    ///     `ControlCenter.reloadControls(ofKind:)` names it.
    ///   - content: The template.
    public init(kind: String, @ControlWidgetTemplateBuilder content: @escaping () -> Content) {
        let make: ControlRecord.Make = { _, _ in content().makeModel() }
        record = ControlRecord(kind: kind, templateKind: Content.staticTemplateKind, preview: make, current: make)
    }

    /// - Parameters:
    ///   - kind: The control's identifier within the app.
    ///   - provider: Supplies the value the template shows.
    ///   - content: The template for a value.
    public init<Provider: ControlValueProvider>(
        kind: String, provider: Provider, @ControlWidgetTemplateBuilder content: @escaping (Provider.Value) -> Content
    ) {
        record = ControlRecord(
            kind: kind, templateKind: Content.staticTemplateKind,
            preview: { _, _ in content(provider.previewValue).makeModel() },
            current: { _, _ in content(try await provider.currentValue()).makeModel() })
    }

    public var body: Never { controlBodyNeverCalled() }

    func makeControlRecords() -> [ControlRecord] { [record] }
}
