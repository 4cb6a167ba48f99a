//  PreviewFixtures.swift — WidgetKitTests (Glimpse)
//  Status: Complete
//  Behaviour: `#Preview`s in every form, as widget sources write them; PreviewRegistryTests reads
//  them back from the test executable's `glimpse_previews` section. Lines are pinned there.

import AppIntents
import Foundation
import SwiftUI
import WidgetKit

extension GreetingIntent {
    fileprivate static var shouting: GreetingIntent {
        let intent = GreetingIntent()
        intent.mood = .loud
        intent.times = 4
        return intent
    }
}

#Preview("Counter, two entries", as: .systemSmall) {
    CounterWidget()
} timeline: {
    CounterEntry(date: .now, count: 4)
    CounterEntry(date: .now, count: 5)
}

#Preview(as: .accessoryCircular, widget: { CounterWidget() }, timelineProvider: { CounterProvider() })

#Preview("Shouting", as: .systemSmall, using: .shouting) {
    GreetingWidget()
} timelineProvider: {
    GreetingProvider()
}

#Preview("Badge", traits: .fixedLayout(width: 120, height: 60), .landscapeLeft) {
    Text("Badge")
}

#Preview {
    Text("Unnamed")
}

#Preview("Wrong entries", as: .systemSmall) {
    CounterWidget()
} timeline: {
    TickEntry(date: .now)
}

#Preview("Unsupported family", as: .systemLarge) {
    CounterWidget()
} timeline: {
    CounterEntry(date: .now, count: 1)
}

/// The pre-iOS 17 form: accepted, drawn through its modifiers' settings.
struct CounterPreviews: PreviewProvider {
    static var previews: some View {
        CounterView(entry: CounterEntry(date: .now, count: 9))
            .previewContext(WidgetPreviewContext(family: .accessoryCircular))
            .previewDisplayName("Old style")
            .previewLayout(.sizeThatFits)
            .previewDevice("iPhone 15 Pro")
    }
}

/// Several previews in one provider, as Xcode shows them: a group whose members set their own
/// context and name over the group's, and a `ForEach` that inherits the group's context.
struct CounterFamilyPreviews: PreviewProvider {
    static var previews: some View {
        Group {
            CounterView(entry: CounterEntry(date: .now, count: 1))
                .previewContext(WidgetPreviewContext(family: .systemSmall))
            CounterView(entry: CounterEntry(date: .now, count: 2))
                .previewContext(WidgetPreviewContext(family: .systemMedium))
                .previewDisplayName("Medium")
            ForEach([3, 4], id: \.self) { count in
                CounterView(entry: CounterEntry(date: .now, count: count))
            }
        }
        .previewContext(WidgetPreviewContext(family: .accessoryRectangular))
    }
}
