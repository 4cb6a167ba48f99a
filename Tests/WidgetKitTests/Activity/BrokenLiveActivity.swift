//  BrokenLiveActivity.swift — WidgetKitTests (Glimpse)
//  Status: Complete
//  Behaviour: Live Activity previews that cannot be drawn, as mistakes in widget sources make
//  them: a content state JSON cannot hold (NaN), and a widget without the preview's activity.
//  ActivityPreviewTests pins the messages.

import ActivityKit
import SwiftUI
import WidgetKit

struct GaugeAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable { var reading: Double }
}

struct GaugeLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: GaugeAttributes.self) { context in
            Text("\(context.state.reading)")
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.center) { Text("Gauge") }
            } compactLeading: {
                Text("G")
            } compactTrailing: {
                Text("\(Int(context.state.reading))")
            } minimal: {
                Text("G")
            }
        }
    }
}

#Preview("Not a number", as: .content, using: GaugeAttributes()) {
    GaugeLiveActivity()
} contentStates: {
    GaugeAttributes.ContentState(reading: 1)
    GaugeAttributes.ContentState(reading: .nan)
}

#Preview("Wrong widget", as: .content, using: GaugeAttributes()) {
    GreeterLiveActivity()
} contentStates: {
    GaugeAttributes.ContentState(reading: 1)
}
