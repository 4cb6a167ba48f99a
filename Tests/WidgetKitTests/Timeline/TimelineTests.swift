//  TimelineTests.swift — WidgetKitTests (Glimpse)
//  Status: Complete
//  Behaviour: Apple WidgetKit "Timeline", "TimelineReloadPolicy", "TimelineEntry",
//  "TimelineEntryRelevance", "TimelineProviderContext".

import Foundation
import GlimpseArchive
import Testing

@testable import WidgetKit

struct TimelineTests {
    @Test func reloadPoliciesCompareByKindAndDate() {
        let date = Date(timeIntervalSince1970: 600)
        #expect(TimelineReloadPolicy.atEnd == .atEnd)
        #expect(TimelineReloadPolicy.after(date) == .after(date))
        #expect(TimelineReloadPolicy.after(date) != .after(date.addingTimeInterval(1)))
        #expect(TimelineReloadPolicy.never != .atEnd)
    }

    @Test func reloadPoliciesGoOnTheWireAsTheProtocolSays() {
        let date = Date(timeIntervalSince1970: 600)
        #expect(TimelineReloadPolicy.atEnd.wireValue == .atEnd)
        #expect(TimelineReloadPolicy.after(date).wireValue == .after(date))
        #expect(TimelineReloadPolicy.never.wireValue == .never)
    }

    @Test func entryRelevanceDefaultsToNilAndDurationToZero() {
        #expect(TickEntry(date: .distantPast).relevance == nil)
        #expect(TimelineEntryRelevance(score: 3).duration == 0)
    }

    @Test func timelineKeepsEntriesInTheProvidersOrder() {
        let entries = [
            TickEntry(date: Date(timeIntervalSince1970: 2)), TickEntry(date: Date(timeIntervalSince1970: 1)),
        ]
        let timeline = Timeline(entries: entries, policy: .never)
        #expect(timeline.entries.map(\.date.timeIntervalSince1970) == [2, 1])
        #expect(timeline.policy == .never)
    }

    @Test func contextReportsTheVariantsOfColorSchemeAndScale() {
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        var darkTwo = dark
        darkTwo.displayScale = 2
        let context = TimelineProviderContext(
            family: .systemMedium, environments: [EnvironmentValues(), dark, darkTwo])
        #expect(context.environmentVariants.colorScheme == [.light, .dark])
        #expect(context.environmentVariants[\.displayScale] == [3, 2])
        #expect(context.environmentVariants.locale == nil)
        #expect(context.displaySize == CGSize(width: 338, height: 158))
        #expect(!context.isPreview)
    }
}
