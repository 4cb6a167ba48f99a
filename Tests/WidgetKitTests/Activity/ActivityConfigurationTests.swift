//  ActivityConfigurationTests.swift — WidgetKitTests (Glimpse)
//  Status: Complete
//  Behaviour: a Live Activity in a bundle (TemplateLiveActivity, AdventureActivity): listed by
//  `describe` apart from the widgets, its views made from attributes and a state as JSON, bad
//  JSON named, and the Dynamic Island's modifiers kept.

import ActivityKit
import Foundation
import GlimpseArchive
import SwiftUI
import Testing

@testable import WidgetKit

@MainActor
struct ActivityConfigurationTests {
    private func json(_ value: some Encodable) throws -> Data { try JSONEncoder().encode(value) }

    private func greeterViews(emoji: String = "😀") throws -> ActivityViews {
        let record = try #require(GreeterLiveActivity().makeActivityRecords().first)
        return try record.views(
            json(GreeterAttributes(name: "World")), json(GreeterAttributes.ContentState(emoji: emoji)), false, "id-1")
    }

    @Test func aBundleListsItsLiveActivityApartFromItsWidgets() {
        let handler = RequestHandler(bundle: GreeterBundle(), bundleName: "Greeter")
        let description = handler.bundleDescription
        #expect(description.widgets.map(\.kind) == ["Counter"])
        #expect(
            description.activities == [ActivityDescription(attributesType: "GreeterAttributes", families: ["medium"])])
    }

    @Test func aBundleWithoutActivitiesDescribesNone() throws {
        let handler = RequestHandler(bundle: TestBundle(), bundleName: "Test")
        let data = try JSONEncoder().encode(handler.bundleDescription)
        #expect(!String(decoding: data, as: UTF8.self).contains("activities"))
    }

    @Test func supplementalFamiliesFollowTheMediumFamily() throws {
        let record = try #require(AdventureActivityConfiguration().makeActivityRecords().first)
        #expect(record.attributesType == "AdventureAttributes")
        #expect(record.activityDescription.families == ["medium", "small"])
    }

    @Test func theIslandKeepsItsURLKeylineAndRegionsInOrder() throws {
        let island = try greeterViews().island
        #expect(island.url == URL(string: "https://www.example.com"))
        #expect(island.keyline == Color.red)
        #expect(island.expandedRegions.map(\.position) == [.leading, .trailing, .bottom])
    }

    @Test func contentMarginsApplyToTheirModeAndEdgesOnly() throws {
        let record = try #require(AdventureActivityConfiguration().makeActivityRecords().first)
        let island = try record.views(
            json(AdventureAttributes.spouty), json(AdventureAttributes.HeroStatus.healthy), false, "a"
        ).island
        let expanded = island.contentMargins(for: .expanded)
        #expect(expanded.trailing == 32)
        #expect(expanded.leading == DynamicIsland.defaultMargins(for: .expanded).leading)
        #expect(island.contentMargins(for: .compactLeading) == EdgeInsets(top: 6, leading: 6, bottom: 6, trailing: 4))
        #expect(island.contentMargins(for: .minimal) == EdgeInsets(top: 6, leading: 6, bottom: 6, trailing: 6))
        #expect(island.contentMargins(for: .compactTrailing) == DynamicIsland.defaultMargins(for: .compactTrailing))
        #expect(island.expandedRegions.map(\.priority) == [1, 0, 0, 0])
    }

    @Test func aStateOfTheWrongShapeIsNamedWithTheFieldAndType() throws {
        let record = try #require(GreeterLiveActivity().makeActivityRecords().first)
        let attributes = try json(GreeterAttributes(name: "W"))
        let state = try json(GreeterAttributes.ContentState(emoji: "x"))
        do throws(RequestFailure) {
            _ = try record.views(attributes, Data(#"{"emoji": 3}"#.utf8), false, "x")
            Issue.record("a number for a string decoded")
        } catch {
            #expect(error.code == .badRequest)
            #expect(
                error.message
                    == "the content state does not decode as GreeterAttributes.ContentState: emoji: expected String")
        }
        do throws(RequestFailure) {
            _ = try record.views(Data("{}".utf8), state, false, "x")
            Issue.record("attributes without a name decoded")
        } catch {
            #expect(error.message == "the attributes do not decode as GreeterAttributes: no value for 'name'")
        }
    }

    @Test func theAppSideStartsUpdatesAndEndsTheAdventure() async throws {
        let activity = try AdventureGame.start()
        #expect(activity.activityState == .active)
        await AdventureGame.hit(activity)
        #expect(activity.content.state.supercharged)
        await AdventureGame.finish()
        #expect(activity.activityState == .ended)
    }
}
