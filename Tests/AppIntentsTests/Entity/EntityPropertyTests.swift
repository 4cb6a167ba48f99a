//  EntityPropertyTests.swift — AppIntentsTests
//  `@Property` in an entity keeps its title and the value its init sets (EntityProperty.swift).

import AppIntents
import Foundation
import Testing

struct EntityPropertyTests {
    private struct Note: AppEntity {
        static let typeDisplayRepresentation: TypeDisplayRepresentation = "Note"
        static let defaultQuery = NoteQuery()
        let id: String
        @Property(title: "Title") var title: String
        @Property(title: "Pinned") var pinned: Bool = false
        @Property var words: Int
        var displayRepresentation: DisplayRepresentation { "\(title)" }

        init(id: String, title: String, words: Int) {
            self.id = id
            self.title = title
            self.words = words
        }
    }

    private struct NoteQuery: EntityQuery {
        func entities(for identifiers: [String]) async throws -> [Note] { [] }
    }

    @Test func theInitSetsTheValuesAndTheTitlesAreKept() {
        let note = Note(id: "1", title: "Groceries", words: 12)
        #expect(note.title == "Groceries")
        #expect(note.words == 12)
        #expect(note.pinned == false)
        #expect(note.$title.title?.key == "Title")
        #expect(note.$words.title == nil)
        #expect(String(localized: note.displayRepresentation.title) == "Groceries")
    }

    @Test func settingAPropertyChangesWhatItReadsEvenThroughALet() {
        // The wrapper is a class, as Apple's is: setting does not mutate the entity value.
        let note = Note(id: "1", title: "Groceries", words: 12)
        note.pinned = true
        #expect(note.pinned)
    }
}
