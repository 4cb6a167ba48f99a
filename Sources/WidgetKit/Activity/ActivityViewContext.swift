//  ActivityViewContext.swift — WidgetKit (Glimpse)
//  Status: Complete
//  Behaviour: Apple WidgetKit "ActivityViewContext": what an `ActivityConfiguration`'s closures
//  are given for each presentation.

public import ActivityKit

/// The data a Live Activity's views are made from.
///
/// Source: Apple WidgetKit "ActivityViewContext".
@MainActor @preconcurrency
public struct ActivityViewContext<Attributes: ActivityAttributes> {
    /// The fixed data the activity was started with.
    public let attributes: Attributes
    /// The dynamic content at the time of drawing.
    public let state: Attributes.ContentState
    /// Whether the content is past its `staleDate` (iOS 16.2).
    public let isStale: Bool
    /// The activity's `Activity.id` (iOS 16.1).
    public let activityID: String

    init(attributes: Attributes, state: Attributes.ContentState, isStale: Bool, activityID: String) {
        self.attributes = attributes
        self.state = state
        self.isStale = isStale
        self.activityID = activityID
    }
}
