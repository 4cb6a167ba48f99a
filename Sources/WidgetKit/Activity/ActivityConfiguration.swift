//  ActivityConfiguration.swift — WidgetKit (Glimpse)
//  Status: Complete
//  Behaviour: Apple WidgetKit "ActivityConfiguration.init(for:content:dynamicIsland:)": a Live
//  Activity in a widget bundle: its Lock Screen view and its Dynamic Island, for one
//  `ActivityAttributes` type. It declares no widget; `describe` lists it under `activities`.

public import ActivityKit
public import SwiftUI

/// The views of a Live Activity.
///
/// ```swift
/// struct DeliveryLiveActivity: Widget {
///     var body: some WidgetConfiguration {
///         ActivityConfiguration(for: DeliveryAttributes.self) { context in
///             Text("\(context.state.minutesLeft) min").activityBackgroundTint(.cyan)
///         } dynamicIsland: { context in
///             DynamicIsland {
///                 DynamicIslandExpandedRegion(.bottom) { Text("On its way") }
///             } compactLeading: { Text("🍕") } compactTrailing: { Text("12") } minimal: { Text("🍕") }
///         }
///     }
/// }
/// ```
///
/// Source: Apple WidgetKit "ActivityConfiguration".
@MainActor @preconcurrency
public struct ActivityConfiguration<Attributes: ActivityAttributes>: WidgetConfiguration,
    PrimitiveWidgetConfiguration, ActivityDeclaringConfiguration
{
    private let record: ActivityRecord

    /// - Parameters:
    ///   - attributesType: The activity's attributes type.
    ///   - content: The Lock Screen presentation (also the banner on devices without a Dynamic
    ///     Island, and StandBy's), 371 pt wide and 84–160 pt tall on a 6.1-inch iPhone.
    ///   - dynamicIsland: The compact, minimal and expanded presentations.
    ///
    /// Source: Apple WidgetKit "init(for:content:dynamicIsland:)"; sizes from the HIG "Live Activities".
    public init<Content: View>(
        for attributesType: Attributes.Type,
        @ViewBuilder content: @escaping (ActivityViewContext<Attributes>) -> Content,
        dynamicIsland: @escaping (ActivityViewContext<Attributes>) -> DynamicIsland
    ) {
        record = ActivityRecord(for: attributesType) { context in
            ActivityViews(lockScreen: AnyView(content(context)), island: dynamicIsland(context))
        }
    }

    public var body: Never { bodyNeverCalled() }

    func makeRecords() -> [WidgetRecord] { [] }
    func activityRecords() -> [ActivityRecord] { [record] }
}
