//  JSONValue+ScalarsTests.swift — GlimpseArchiveTests (Glimpse)
//  Status: Complete
//  Behaviour: Docs/ExtensionProtocol.md "Configuration": the scalars both intent kinds read.

import Foundation
import GlimpseArchive
import Testing

struct JSONValueScalarsTests {
    /// The mismatch `json.scalar(of: type)` throws, or nil when it throws none.
    private func mismatch(_ json: JSONValue, as type: Any.Type) -> String? {
        do {
            _ = try json.scalar(of: type)
            return nil
        } catch {
            return error.reason
        }
    }

    @Test func eachScalarIsReadAsItsType() throws {
        #expect(try JSONValue.string("Spouty").scalar(of: String.self) as? String == "Spouty")
        #expect(try JSONValue.number(42).scalar(of: Int.self) as? Int == 42)
        #expect(try JSONValue.number(-2.5).scalar(of: Double.self) as? Double == -2.5)
        #expect(try JSONValue.bool(true).scalar(of: Bool.self) as? Bool == true)
        #expect(
            try JSONValue.string("https://example.com/a?b=1").scalar(of: URL.self) as? URL
                == URL(string: "https://example.com/a?b=1"))
    }

    @Test func aDateIsSecondsSince1970OrISO8601TextWithOrWithoutFractions() throws {
        #expect(try JSONValue.number(86_400).scalar(of: Date.self) as? Date == Date(timeIntervalSince1970: 86_400))
        #expect(
            try JSONValue.string("1970-01-02T00:00:00Z").scalar(of: Date.self) as? Date
                == Date(timeIntervalSince1970: 86_400))
        #expect(
            try JSONValue.string("1970-01-02T00:00:00.500Z").scalar(of: Date.self) as? Date
                == Date(timeIntervalSince1970: 86_400.5))
    }

    @Test func aTypeThatIsNoSharedScalarIsLeftToTheCaller() throws {
        #expect(try JSONValue.number(1).scalar(of: Float.self) == nil)
        #expect(try JSONValue.string("x").scalar(of: [String].self) == nil)
    }

    @Test func eachMismatchSaysWhatWasExpectedAndWhatWasFound() {
        #expect(mismatch(.number(3), as: String.self) == "expected a string, found a number (3)")
        #expect(mismatch(.number(2.5), as: Int.self) == "expected a whole number, found a number (2.5)")
        #expect(mismatch(.string("7"), as: Int.self) == "expected a whole number, found a string (\"7\")")
        #expect(mismatch(.bool(true), as: Double.self) == "expected a number, found a boolean (true)")
        #expect(mismatch(.number(1), as: Bool.self) == "expected true or false, found a number (1)")
        #expect(mismatch(.string(""), as: URL.self) == "expected a URL string, found a string (\"\")")
        #expect(
            mismatch(.null, as: Date.self) == "expected seconds since 1970 or an ISO 8601 date, found null (null)")
        #expect(
            mismatch(.string("tomorrow"), as: Date.self)
                == "expected seconds since 1970 or an ISO 8601 date, found \"tomorrow\"")
    }

    @Test func arrayItemsAreTheArraysItemsAndAnythingElseIsAMismatch() throws {
        #expect(try JSONValue.array([.number(1), .null]).arrayItems() == [.number(1), .null])
        #expect(throws: JSONValueMismatch("expected an array, found a string (\"a\")")) {
            try JSONValue.string("a").arrayItems()
        }
    }
}
