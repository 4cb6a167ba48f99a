//  StringsFileTests.swift — GlimpseResourcesTests
//  The `.strings` text format as Xcode writes it: comments, escapes, UTF-16.

import Foundation
import GlimpseResources
import Testing

struct StringsFileTests {
    static let text = """
        /* Widget title */
        "title" = "Wetter";
        // A line comment
        "%lld items" = "%lld Artikel";
        "quote" = "Er sagt \\"Hallo\\"\\nund \\U00E4";
        bare = word;
        "same";
        """

    @Test func parsesCommentsEscapesAndBareWords() throws {
        let pairs = try #require(StringsFile.parse(Data(Self.text.utf8)))
        #expect(pairs["title"] == "Wetter")
        #expect(pairs["%lld items"] == "%lld Artikel")
        #expect(pairs["quote"] == "Er sagt \"Hallo\"\nund ä")
        #expect(pairs["bare"] == "word")
        #expect(pairs["same"] == "same")
    }

    @Test func readsUTF16WithAByteOrderMark() throws {
        var data = Data([0xFF, 0xFE])
        data.append(Self.text.data(using: .utf16LittleEndian)!)
        #expect(try #require(StringsFile.parse(data))["title"] == "Wetter")
    }

    @Test func malformedFileIsNil() {
        #expect(StringsFile.parse(Data("\"a\" = \"b\"".utf8)) == nil)  // no semicolon
        #expect(StringsFile.parse(Data("\"a\" = ;".utf8)) == nil)
    }
}
