//  TemplateWidgetBundle.swift — WidgetTemplate example (Glimpse)
//  Status: Complete
//  Behaviour: the extension's entry point, as Xcode's template writes it (with "Include Live
//  Activity" ticked). Unchanged iOS source.

import SwiftUI
import WidgetKit

@main
struct TemplateWidgetBundle: WidgetBundle {
    var body: some Widget {
        TemplateWidget()
        TemplateWidgetLiveActivity()
    }
}
