//  WidgetConfiguration+Activity.swift — WidgetKit (Glimpse)
//  Status: Complete
//  Behaviour: Apple WidgetKit "supplementalActivityFamilies(_:)" (iOS 18): the families a Live
//  Activity's content view is drawn for beyond the Lock Screen's `.medium`.

extension WidgetConfiguration {
    /// Adds families (`.small`: Apple Watch's Smart Stack, CarPlay) the activity's content view
    /// adapts to with `@Environment(\.activityFamily)`.
    ///
    /// Source: Apple WidgetKit "supplementalActivityFamilies(_:)".
    public func supplementalActivityFamilies(_ families: [ActivityFamily]) -> some WidgetConfiguration {
        var unique: [ActivityFamily] = []
        for family in families where !unique.contains(family) { unique.append(family) }
        return ModifiedWidgetConfiguration(
            content: self, modify: { _ in }, modifyActivity: { $0.supplementalFamilies = unique })
    }
}
