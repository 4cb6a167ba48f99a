//  RequestHandlerActivityTests.swift — WidgetKitTests (Glimpse)
//  Status: Complete
//  Behaviour: Docs/ExtensionProtocol.md "Live Activities": the `activity` request lays out a Live
//  Activity of the bundle (GreeterLiveActivity) from JSON, or from its `#Preview`'s first content
//  state, in each presentation and environment; an unknown attributes type and JSON that does not
//  decode answer clear failures.

import Foundation
import GlimpseArchive
import Testing

@testable import WidgetKit

@MainActor
struct RequestHandlerActivityTests {
    private let handler = RequestHandler(bundle: GreeterBundle(), bundleName: "Greeter")

    private func ask(_ activity: ActivityRequest, environments: [RenderEnvironment]? = nil) async -> ExtensionResponse {
        await handler.response(
            to: ExtensionRequest(id: 5, method: .activity, environments: environments, activity: activity))
    }

    private func texts(_ archive: WidgetArchive) -> [String] {
        var found: [String] = []
        func walk(_ item: DisplayItem) {
            switch item {
            case .text(let text): found.append(text.string)
            case .group(let group): group.children.forEach(walk)
            default: break
            }
        }
        walk(archive.content)
        return found
    }

    @Test func givenJSONIsLaidOutInEveryPresentationAtItsSize() async throws {
        let response = await ask(
            ActivityRequest(attributesType: "GreeterAttributes", attributes: #"{"name":"W"}"#, state: #"{"emoji":"🚀"}"#)
        )
        let answer = try #require(response.activity, "\(String(describing: response.error))")
        #expect(answer.source == "given")
        #expect(answer.archives.map(\.presentation) == [.content, .compact, .minimal, .expanded])
        let sizes = answer.archives.map { [$0.archive.size.width, $0.archive.size.height] }
        // The banner 371 × 84 pt (its least height); the island strips 393 wide, 36.67 + 2 × 11 tall.
        #expect(sizes[0] == [371, 84])
        #expect(sizes[1] == [393, 58.67])
        #expect(sizes[2] == [393, 58.67])
        #expect(sizes[3][0] == 393)
        #expect(texts(answer.archives[0].archive).contains("Hello 🚀"))
        #expect(texts(answer.archives[1].archive).contains("T 🚀"))
    }

    @Test func withoutJSONThePreviewsFirstContentStateIsUsed() async throws {
        let response = await ask(ActivityRequest(attributesType: "GreeterAttributes", presentations: [.content]))
        let answer = try #require(response.activity, "\(String(describing: response.error))")
        #expect(answer.source.hasPrefix("preview "))
        #expect(answer.archives.count == 1)
        #expect(texts(answer.archives[0].archive).contains("Hello 😀"))
    }

    @Test func eachEnvironmentGetsItsArchivesWithItsVariantKey() async throws {
        var light = RenderEnvironment(colorScheme: "light", displayScale: 2)
        light.variant = "light"
        var dark = RenderEnvironment(colorScheme: "dark", displayScale: 2)
        dark.variant = "dark"
        let response = await ask(
            ActivityRequest(attributesType: "GreeterAttributes", presentations: [.content, .minimal]),
            environments: [light, dark])
        let answer = try #require(response.activity)
        #expect(answer.archives.map(\.archive.variant) == ["light", "light", "dark", "dark"])
        #expect(answer.archives.map(\.presentation) == [.content, .minimal, .content, .minimal])
    }

    @Test func anAttributesTypeTheBundleLacksIsNamedWithTheOnesItHas() async {
        let response = await ask(ActivityRequest(attributesType: "PizzaAttributes"))
        #expect(response.error?.code == "unknownKind")
        #expect(
            response.error?.message
                == "bundle 'Greeter' has no Live Activity for attributes 'PizzaAttributes' "
                + "(its Live Activities: GreeterAttributes)")
    }

    @Test func aStateThatDoesNotDecodeNamesTheField() async {
        let response = await ask(
            ActivityRequest(attributesType: "GreeterAttributes", attributes: #"{"name":"W"}"#, state: #"{"emoji":3}"#))
        #expect(response.error?.code == "badRequest")
        #expect(
            response.error?.message
                == "Live Activity GreeterAttributes: the content state does not decode as "
                + "GreeterAttributes.ContentState: emoji: expected String")
    }

    @Test func aRequestWithoutTheActivityIsABadRequest() async {
        let response = await handler.response(to: ExtensionRequest(id: 6, method: .activity))
        #expect(response.error?.code == "badRequest")
        #expect(response.error?.message == "activity request 6 has no 'activity'")
    }
}
