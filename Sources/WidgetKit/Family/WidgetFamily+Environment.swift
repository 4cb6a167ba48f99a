//  WidgetFamily+Environment.swift — WidgetKit (Glimpse)
//  Status: Complete
//  Behaviour: Apple WidgetKit "EnvironmentValues.widgetFamily": the family the view is drawn
//  for; `.systemSmall` outside a widget.

extension EnvironmentValues {
    /// The family of the widget being drawn. The extension runtime sets it for every entry.
    ///
    /// Source: Apple WidgetKit "widgetFamily".
    public var widgetFamily: WidgetFamily {
        get { self[WidgetFamilyKey.self] }
        set { self[WidgetFamilyKey.self] = newValue }
    }
}

/// Stores `widgetFamily`; the default is `.systemSmall`, as on iOS.
private struct WidgetFamilyKey: EnvironmentKey {
    static let defaultValue: WidgetFamily = .systemSmall
}
