//  TemplateWidgetLiveActivity.swift — WidgetTemplate example (Glimpse)
//  Status: Complete
//  Behaviour: the Live Activity Xcode's widget-extension template adds when "Include Live
//  Activity" is ticked, in our own words: attributes with a ContentState, an ActivityConfiguration
//  with a tinted Lock Screen view and a Dynamic Island (three expanded regions, compact leading
//  and trailing, minimal, widgetURL, keylineTint), sample attributes and states, and the
//  `#Preview(as: .content, using:) … contentStates:` block. Unchanged iOS source.

import ActivityKit
import SwiftUI
import WidgetKit

struct TemplateWidgetAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        // Dynamic stateful properties about your activity go here!
        var emoji: String
    }

    // Fixed non-changing properties about your activity go here!
    var name: String
}

struct TemplateWidgetLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: TemplateWidgetAttributes.self) { context in
            // Lock screen/banner UI goes here
            VStack {
                Text("Hello \(context.state.emoji)")
            }
            .activityBackgroundTint(Color.cyan)
            .activitySystemActionForegroundColor(Color.black)

        } dynamicIsland: { context in
            DynamicIsland {
                // Expanded UI goes here.  Compose the expanded UI through
                // various regions, like leading/trailing/center/bottom
                DynamicIslandExpandedRegion(.leading) {
                    Text("Leading")
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text("Trailing")
                }
                DynamicIslandExpandedRegion(.bottom) {
                    Text("Bottom \(context.state.emoji)")
                    // more content
                }
            } compactLeading: {
                Text("L")
            } compactTrailing: {
                Text("T \(context.state.emoji)")
            } minimal: {
                Text(context.state.emoji)
            }
            .widgetURL(URL(string: "http://www.apple.com"))
            .keylineTint(Color.red)
        }
    }
}

extension TemplateWidgetAttributes {
    fileprivate static var preview: TemplateWidgetAttributes {
        TemplateWidgetAttributes(name: "World")
    }
}

extension TemplateWidgetAttributes.ContentState {
    fileprivate static var smiley: TemplateWidgetAttributes.ContentState {
        TemplateWidgetAttributes.ContentState(emoji: "😀")
    }

    fileprivate static var starEyes: TemplateWidgetAttributes.ContentState {
        TemplateWidgetAttributes.ContentState(emoji: "🤩")
    }
}

#Preview("Notification", as: .content, using: TemplateWidgetAttributes.preview) {
    TemplateWidgetLiveActivity()
} contentStates: {
    TemplateWidgetAttributes.ContentState.smiley
    TemplateWidgetAttributes.ContentState.starEyes
}

#Preview("Dynamic Island", as: .dynamicIsland(.compact), using: TemplateWidgetAttributes.preview) {
    TemplateWidgetLiveActivity()
} contentStates: {
    TemplateWidgetAttributes.ContentState.smiley
    TemplateWidgetAttributes.ContentState.starEyes
}

#Preview("Expanded", as: .dynamicIsland(.expanded), using: TemplateWidgetAttributes.preview) {
    TemplateWidgetLiveActivity()
} contentStates: {
    TemplateWidgetAttributes.ContentState.smiley
}

#Preview("Minimal", as: .dynamicIsland(.minimal), using: TemplateWidgetAttributes.preview) {
    TemplateWidgetLiveActivity()
} contentStates: {
    TemplateWidgetAttributes.ContentState.starEyes
}
