//  ModifiedWidgetConfiguration.swift — WidgetKit (Glimpse)
//  Status: Complete
//  Behaviour: what the WidgetConfiguration modifiers return (Apple returns `some
//  WidgetConfiguration`): the content's widgets with one change applied.

/// A configuration with a modifier applied to every widget it declares.
@MainActor
struct ModifiedWidgetConfiguration<Content: WidgetConfiguration>: WidgetConfiguration, PrimitiveWidgetConfiguration,
    ActivityDeclaringConfiguration
{
    let content: Content
    let modify: (inout WidgetRecord) -> Void
    /// The change to a Live Activity's record (`supplementalActivityFamilies`).
    var modifyActivity: (inout ActivityRecord) -> Void = { _ in }

    var body: Never { bodyNeverCalled() }

    func activityRecords() -> [ActivityRecord] {
        content.makeActivityRecords().map { record in
            var record = record
            modifyActivity(&record)
            return record
        }
    }

    func makeRecords() -> [WidgetRecord] {
        content.makeRecords().map { record in
            var record = record
            modify(&record)
            return record
        }
    }
}
