//  View+WidgetCurvesContent.swift — WidgetKit (Glimpse)
//  Status: Partial (accepted; the content is drawn flat)
//  Behaviour: Apple WidgetKit "widgetCurvesContent(_:)" (watchOS 10): on an `accessoryCorner`
//  complication the watch face may bend the widget's content (text, a gauge) along the
//  corner's outer curve. The curved-label machinery (`WidgetArchive.label`, `GroupItem.arc`)
//  bends only the `widgetLabel` layer, along the curve the host sends for it
//  (`widgetLabel` in the extension protocol); the host sends no curve for the content, so the
//  content keeps its flat layout, which is how watchOS draws it where it cannot curve.

extension View {
    /// Asks the watch face to curve this content where the complication allows it. Accepted;
    /// the content is drawn flat (see the file's header).
    ///
    /// - Parameter curvesContent: Whether to curve; `true` by default.
    ///
    /// Source: Apple WidgetKit "widgetCurvesContent(_:)".
    public func widgetCurvesContent(_ curvesContent: Bool = true) -> some View { self }
}
