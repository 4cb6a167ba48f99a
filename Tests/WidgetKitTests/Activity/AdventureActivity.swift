//  AdventureActivity.swift — WidgetKitTests (Glimpse)
//  Status: Complete
//  Behaviour: the shape of the Live Activity of Apple's "Emoji Rangers" sample, written from its
//  documentation ("Emoji Rangers: Supporting Live Activities, interactivity, and animations"): a
//  hero's adventure with a health level, a stale flag, expanded regions with priorities and
//  margins, circular progress in the compact and minimal presentations, and a small family for
//  Apple Watch read from `@Environment(\.activityFamily)`. Compiled unchanged.

import ActivityKit
import SwiftUI
import WidgetKit

struct AdventureAttributes: ActivityAttributes {
    public typealias HeroStatus = ContentState

    public struct ContentState: Codable, Hashable {
        var currentHealthLevel: Double
        var eventDescription: String
        var supercharged: Bool = false
    }

    var heroName: String
    var avatar: String
}

struct AdventureAvatar: View {
    var avatar: String
    var body: some View {
        Text(avatar)
            .font(.title2)
            .frame(width: 30, height: 30)
            .background(Circle().fill(Color.orange.opacity(0.4)))
    }
}

struct AdventureHealthRing: View {
    var level: Double
    var body: some View {
        ProgressView(value: level) {
            Text("\(Int(level * 100))")
        }
        .progressViewStyle(.circular)
        .tint(level <= 0.2 ? Color.red : Color.green)
    }
}

struct AdventureLiveActivityView: View {
    @Environment(\.activityFamily) var activityFamily
    @Environment(\.isActivityFullscreen) var isFullscreen
    var heroName: String
    var avatar: String
    var isStale: Bool
    var contentState: AdventureAttributes.ContentState

    var body: some View {
        switch activityFamily {
        case .small:
            HStack {
                AdventureAvatar(avatar: avatar)
                Text(contentState.eventDescription).font(.caption).lineLimit(2)
            }
        case .medium:
            HStack(spacing: 12) {
                AdventureAvatar(avatar: avatar)
                VStack(alignment: .leading, spacing: 4) {
                    Text(heroName).font(.headline)
                    Text(contentState.eventDescription)
                        .font(.subheadline)
                        .lineLimit(2)
                    if isStale {
                        Text("Out of date").font(.caption2).foregroundStyle(.secondary)
                    }
                }
                Spacer()
                AdventureHealthRing(level: contentState.currentHealthLevel)
            }
            .padding()
        }
    }
}

struct AdventureActivityConfiguration: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: AdventureAttributes.self) { context in
            AdventureLiveActivityView(
                heroName: context.attributes.heroName, avatar: context.attributes.avatar, isStale: context.isStale,
                contentState: context.state
            )
            .activityBackgroundTint(Color.indigo)
            .activitySystemActionForegroundColor(.white)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading, priority: 1) {
                    AdventureAvatar(avatar: context.attributes.avatar)
                        .accessibilityLabel("The avatar of \(context.attributes.heroName).")
                }
                DynamicIslandExpandedRegion(.trailing) {
                    AdventureHealthRing(level: context.state.currentHealthLevel)
                }
                DynamicIslandExpandedRegion(.center) {
                    Text(context.attributes.heroName).font(.headline)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    Text(context.state.eventDescription)
                        .lineLimit(2)
                        .font(.title3)
                }
            } compactLeading: {
                AdventureAvatar(avatar: context.attributes.avatar)
            } compactTrailing: {
                AdventureHealthRing(level: context.state.currentHealthLevel)
            } minimal: {
                AdventureHealthRing(level: context.state.currentHealthLevel)
            }
            .contentMargins(.trailing, 32, for: .expanded)
            .contentMargins([.leading, .top, .bottom], 6, for: .compactLeading)
            .contentMargins(.all, 6, for: .minimal)
            .widgetURL(URL(string: "emojirangers://hero/\(context.attributes.heroName)"))
        }
        .supplementalActivityFamilies([.small, .medium])
    }
}

extension AdventureAttributes {
    static let spouty = AdventureAttributes(heroName: "Spouty", avatar: "🐳")
}

extension AdventureAttributes.HeroStatus {
    static let healthy = AdventureAttributes.HeroStatus(
        currentHealthLevel: 0.94, eventDescription: "Adventure has begun!")
    static let wounded = AdventureAttributes.HeroStatus(
        currentHealthLevel: 0.15, eventDescription: "Spouty took a hit from a spiky rock.", supercharged: true)
}

#Preview("Adventure", as: .content, using: AdventureAttributes.spouty) {
    AdventureActivityConfiguration()
} contentStates: {
    AdventureAttributes.HeroStatus.healthy
    AdventureAttributes.HeroStatus.wounded
}

/// The app side: starting, updating and ending the adventure, as the sample's app does.
enum AdventureGame {
    static func start() throws -> Activity<AdventureAttributes> {
        guard ActivityAuthorizationInfo().areActivitiesEnabled else { throw ActivityAuthorizationError.denied }
        let content = ActivityContent(
            state: AdventureAttributes.HeroStatus.healthy, staleDate: Date.now.addingTimeInterval(30 * 60),
            relevanceScore: 100)
        return try Activity.request(attributes: AdventureAttributes.spouty, content: content, pushType: nil)
    }

    static func hit(_ activity: Activity<AdventureAttributes>) async {
        let alert = AlertConfiguration(
            title: "Spouty took damage", body: "Open the app to heal.", sound: .default)
        await activity.update(
            ActivityContent(state: .wounded, staleDate: nil), alertConfiguration: alert)
    }

    static func finish() async {
        for activity in Activity<AdventureAttributes>.activities {
            await activity.end(
                ActivityContent(state: .healthy, staleDate: nil), dismissalPolicy: .after(.now.addingTimeInterval(60)))
        }
    }
}
