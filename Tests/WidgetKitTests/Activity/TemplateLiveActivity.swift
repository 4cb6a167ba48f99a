//  TemplateLiveActivity.swift — WidgetKitTests (Glimpse)
//  Status: Complete
//  Behaviour: the shape of the Live Activity Xcode's widget-extension template writes when
//  "Include Live Activity" is ticked (attributes with a ContentState, ActivityConfiguration with a
//  tinted Lock Screen view and a Dynamic Island of three regions, widgetURL, keylineTint, and a
//  `#Preview(as: .content, using:) … contentStates:`), in a bundle beside a widget and a control.
//  Compiled unchanged; ActivityConfigurationTests and ActivityPreviewTests read it back.

import ActivityKit
import SwiftUI
import WidgetKit

struct GreeterAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        // What changes while the activity runs.
        var emoji: String
    }

    // What stays the same.
    var name: String
}

struct GreeterLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: GreeterAttributes.self) { context in
            // The Lock Screen and banner view.
            VStack {
                Text("Hello \(context.state.emoji)")
            }
            .activityBackgroundTint(Color.cyan)
            .activitySystemActionForegroundColor(Color.black)
        } dynamicIsland: { context in
            DynamicIsland {
                // The expanded view, region by region.
                DynamicIslandExpandedRegion(.leading) {
                    Text("Leading")
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text("Trailing")
                }
                DynamicIslandExpandedRegion(.bottom) {
                    Text("Bottom \(context.state.emoji)")
                }
            } compactLeading: {
                Text("L")
            } compactTrailing: {
                Text("T \(context.state.emoji)")
            } minimal: {
                Text(context.state.emoji)
            }
            .widgetURL(URL(string: "https://www.example.com"))
            .keylineTint(Color.red)
        }
    }
}

extension GreeterAttributes {
    fileprivate static var preview: GreeterAttributes {
        GreeterAttributes(name: "World")
    }
}

extension GreeterAttributes.ContentState {
    fileprivate static var smiley: GreeterAttributes.ContentState {
        GreeterAttributes.ContentState(emoji: "😀")
    }

    fileprivate static var starEyes: GreeterAttributes.ContentState {
        GreeterAttributes.ContentState(emoji: "🤩")
    }
}

#Preview("Notification", as: .content, using: GreeterAttributes.preview) {
    GreeterLiveActivity()
} contentStates: {
    GreeterAttributes.ContentState.smiley
    GreeterAttributes.ContentState.starEyes
}

#Preview("Island compact", as: .dynamicIsland(.compact), using: GreeterAttributes.preview) {
    GreeterLiveActivity()
} contentStates: {
    GreeterAttributes.ContentState.smiley
}

#Preview("Island expanded", as: .dynamicIsland(.expanded), using: GreeterAttributes.preview) {
    GreeterLiveActivity()
} contentStates: {
    GreeterAttributes.ContentState.starEyes
}

#Preview("Island minimal", as: .dynamicIsland(.minimal), using: GreeterAttributes.preview) {
    GreeterLiveActivity()
} contentStates: {
    GreeterAttributes.ContentState.smiley
}

/// The template's bundle: the widget, the control and the Live Activity.
struct GreeterBundle: WidgetBundle {
    var body: some Widget {
        CounterWidget()
        GreeterLiveActivity()
    }
}
