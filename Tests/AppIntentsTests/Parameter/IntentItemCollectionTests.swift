//  IntentItemCollectionTests.swift — AppIntentsTests (Glimpse)
//  Options providers and entity queries answering with item collections: their results are the
//  configuration form's options, in section order, an item's own title first
//  (IntentItemCollection.swift, IntentOptions.swift, DynamicOptionsProvider.swift).

import Foundation
import GlimpseArchive
import Testing

@testable import AppIntents

struct IntentItemCollectionTests {
    private struct AuthorOptions: DynamicOptionsProvider {
        func results() async throws -> ItemCollection<String> {
            ItemCollection {
                ItemSection("Italian") {
                    "Dante"
                    Item("Manzoni", title: "Alessandro Manzoni", subtitle: "1785")
                }
                ItemSection("Russian", items: ["Chekhov"])
            }
        }
        func defaultResult() async -> String? { "Chekhov" }
    }

    private struct LevelOptions: DynamicOptionsProvider {
        func results() async throws -> [Level] { [.high] }
    }

    private struct SectionedRangers: EntityQuery {
        func entities(for identifiers: [String]) async throws -> [Ranger] {
            Ranger.all.filter { identifiers.contains($0.id) }
        }
        func suggestedEntities() async throws -> ItemCollection<Ranger> {
            ItemCollection(
                promptLabel: "Pick one",
                sections: [
                    ItemSection(title: "Favourites", items: [IntentItem(Ranger.all[1])]),
                    ItemSection(items: [IntentItem(Ranger.all[0], title: "Pan")]),
                ])
        }
    }

    private struct Book: WidgetConfigurationIntent {
        static let title: LocalizedStringResource = "Book"
        @Parameter(title: "Author", optionsProvider: AuthorOptions()) var author: String
        @Parameter(title: "Level", optionsProvider: LevelOptions()) var level: Level
    }

    @Test func anItemCollectionsSectionsBecomeTheFormsOptionsInOrder() async throws {
        let answer = try await Book._parameters(kind: "Book", configuration: nil)
        let author = try #require(answer.parameters.first { $0.name == "author" })
        #expect(author.options?.map(\.title) == ["Dante", "Alessandro Manzoni", "Chekhov"])
        #expect(author.options?.map(\.value) == [.string("Dante"), .string("Manzoni"), .string("Chekhov")])
        #expect(author.options?[1].subtitle == "1785")
    }

    @Test func aProviderArrayOfEnumCasesIsShownByTheirTitles() async throws {
        let answer = try await Book._parameters(kind: "Book", configuration: nil)
        let level = try #require(answer.parameters.first { $0.name == "level" })
        #expect(level.options == [IntentParameterOption(value: .number(2), title: "High")])
    }

    @Test func aParameterNobodySetTakesTheProvidersDefaultResult() async throws {
        let decoded = try await Book._decode(configuration: nil)
        #expect(decoded.intent.author == "Chekhov")
        let chosen = try await Book._decode(configuration: #"{"author":"Dante"}"#)
        #expect(chosen.intent.author == "Dante")
    }

    @Test func aQueryAnsweringWithSectionsOffersEachEntityOnce() async throws {
        let options = try await IntentValueCoding.options(from: SectionedRangers().suggestedEntities())
        #expect(options?.map(\.title) == ["Ember", "Pan"])
        #expect(options?.map(\.value) == [.string("ember"), .string("pandora")])
        #expect(options?.first?.subtitle == "Ranger")
    }

    @Test func buildersTakeIfAndFor() {
        let hasMore = true
        let section = IntentItemSection<Int>("Numbers") {
            for n in 1...3 { n }
            if hasMore { IntentItem(10, title: "Ten") }
        }
        #expect(section.items.map(\.value) == [1, 2, 3, 10])
        #expect(section.items.last?.description.title.key == "Ten")
    }
}
