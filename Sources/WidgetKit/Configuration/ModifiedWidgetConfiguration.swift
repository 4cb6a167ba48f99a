//  ModifiedWidgetConfiguration.swift — WidgetKit (Glimpse)
//  Status: Complete
//  Behaviour: what the WidgetConfiguration modifiers return (Apple returns `some
//  WidgetConfiguration`): the content's widgets with one change applied.

/// A configuration with a modifier applied to every widget it declares.
@MainActor
struct ModifiedWidgetConfiguration<Content: WidgetConfiguration>: WidgetConfiguration, PrimitiveWidgetConfiguration {
    let content: Content
    let modify: (inout WidgetRecord) -> Void

    var body: Never { bodyNeverCalled() }

    func makeRecords() -> [WidgetRecord] {
        content.makeRecords().map { record in
            var record = record
            modify(&record)
            return record
        }
    }
}
