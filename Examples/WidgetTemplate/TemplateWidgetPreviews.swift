//  TemplateWidgetPreviews.swift — WidgetTemplate example (Glimpse)
//  Status: Complete
//  Behaviour: the previews a widget's author adds beside the template's: the `PreviewProvider`
//  Xcode 14's widget template ended with (before `#Preview`), here with a second family and a
//  name, and a `#Preview` of the medium family stepping through the provider's own timeline.
//  `glimpse preview .build/debug/WidgetTemplate --previews` draws them all (Docs/Previews.md).
//  Unchanged iOS source.

import SwiftUI
import WidgetKit

struct TemplateWidget_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            TemplateWidgetEntryView(entry: SimpleEntry(date: Date(), configuration: ConfigurationAppIntent()))
                .previewContext(WidgetPreviewContext(family: .systemSmall))
            TemplateWidgetEntryView(entry: SimpleEntry(date: Date(), configuration: ConfigurationAppIntent()))
                .previewContext(WidgetPreviewContext(family: .accessoryRectangular))
                .previewDisplayName("Lock Screen")
        }
    }
}

#Preview("Medium, provider's timeline", as: .systemMedium, using: ConfigurationAppIntent()) {
    TemplateWidget()
} timelineProvider: {
    Provider()
}
