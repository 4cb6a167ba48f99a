//  AppIntentConfigurationTests.swift — AppIntentsTests (Glimpse)
//  Status: Complete
//  Behaviour: Docs/ExtensionProtocol.md "Configuration": an intent read from a configuration's
//  JSON: values by property name or title, defaults for what is missing, defaults with a warning
//  for what is wrong, entities through their query.

import Foundation
import GlimpseArchive
import Testing

@testable import AppIntents

struct AppIntentConfigurationTests {
    private func decode(_ json: String?) async throws -> DecodedIntent<EverythingIntent> {
        try await EverythingIntent._decode(configuration: json)
    }

    @Test(arguments: [nil, "", "{}", "  {} \n"])
    func anEmptyConfigurationGivesEveryParameterItsDefault(json: String?) async throws {
        let decoded = try await decode(json)
        let intent = decoded.intent
        #expect(decoded.warnings == [])
        #expect(intent.name == "Pandora")
        #expect(intent.nickname == nil)
        #expect(intent.count == 3)
        #expect(intent.scale == 1.5)
        #expect(intent.shuffle == true)
        #expect(intent.since == nil && intent.link == nil)
        #expect(intent.interval == .daily)
        #expect(intent.level == .low)  // no default: the enum's first case
        #expect(intent.ranger.id == "ember")  // no default: the query's defaultResult()
        #expect(intent.buddy?.id == "ember")  // optional entities take defaultResult() too
        #expect(intent.tags == ["a"])
        #expect(intent.untitled == 0)
    }

    @Test func valuesAreReadByPropertyName() async throws {
        let json = """
            {"name":"Glimmer","nickname":"Glim","count":7,"scale":2,"shuffle":false,"since":1700000000,
             "link":"https://example.com/a","interval":"weekly","level":2,"ranger":"pandora","buddy":null,
             "tags":["x","y"],"untitled":-4}
            """
        let decoded = try await decode(json)
        let intent = decoded.intent
        #expect(decoded.warnings == [])
        #expect(intent.name == "Glimmer")
        #expect(intent.nickname == "Glim")
        #expect(intent.count == 7)
        #expect(intent.scale == 2)
        #expect(intent.shuffle == false)
        #expect(intent.since == Date(timeIntervalSince1970: 1_700_000_000))
        #expect(intent.link == URL(string: "https://example.com/a"))
        #expect(intent.interval == .weekly)
        #expect(intent.level == .high)
        #expect(intent.ranger.name == "Pandora")
        #expect(intent.buddy == nil)  // an explicit null is a value for an optional
        #expect(intent.tags == ["x", "y"])
        #expect(intent.untitled == -4)
    }

    @Test func aValueMayBeKeyedByTheParameterTitleWhenTheNameIsAbsent() async throws {
        let intent = try await decode(#"{"Favorite":"x","Refresh":"hourly","Ranger":"pandora"}"#).intent
        #expect(intent.interval == .hourly)
        #expect(intent.ranger.id == "pandora")
    }

    @Test func datesMayBeISO8601Text() async throws {
        let intent = try await decode(#"{"since":"2025-11-30T00:00:00Z"}"#).intent
        #expect(intent.since == Date(timeIntervalSince1970: 1_764_460_800))
    }

    @Test(arguments: [
        // a string where a number belongs
        (#"{"count":"7"}"#, "parameter 'count': expected a whole number, found a string (\"7\"); using its default"),
        // a fraction for an Int
        (#"{"count":7.5}"#, "parameter 'count': expected a whole number, found a number (7.5); using its default"),
        // a number for a Bool (JSON has no truthy numbers)
        (#"{"shuffle":1}"#, "parameter 'shuffle': expected true or false, found a number (1); using its default"),
        // an unknown enum case
        (
            #"{"interval":"yearly"}"#,
            "parameter 'interval': expected one of \"hourly\", \"daily\", \"weekly\" (RefreshInterval), "
                + "found \"yearly\"; using its default"
        ),
        // an entity that no longer exists
        (
            #"{"ranger":"spouty"}"#,
            "parameter 'ranger': no Ranger has identifier \"spouty\" (RangerQuery found none); using its default"
        ),
        // null for a parameter that needs a value
        (#"{"name":null}"#, "parameter 'name': expected a string, found null (null); using its default"),
    ])
    func aBadValueFallsBackToTheDefaultWithAWarning(json: String, warning: String) async throws {
        let decoded = try await decode(json)
        #expect(decoded.warnings == ["EverythingIntent: " + warning])
        #expect(decoded.intent.count == 3)
        #expect(decoded.intent.shuffle == true)
        #expect(decoded.intent.interval == .daily)
        #expect(decoded.intent.ranger.id == "ember")
        #expect(decoded.intent.name == "Pandora")
    }

    @Test(arguments: ["[1,2]", "not json", "\"text\""])
    func aConfigurationThatIsNotAnObjectGivesTheDefaultsWithAWarning(json: String) async throws {
        let decoded = try await decode(json)
        #expect(decoded.warnings.count == 1)
        #expect(decoded.warnings[0].hasPrefix("EverythingIntent: the configuration is not"))
        #expect(decoded.warnings[0].hasSuffix("; using every parameter's default"))
        #expect(decoded.intent.count == 3)
    }

    @Test func unknownKeysAreIgnored() async throws {
        let decoded = try await decode(#"{"colour":"red","count":4}"#)
        #expect(decoded.warnings == [])
        #expect(decoded.intent.count == 4)
    }

    @Test func aParameterNoRuleCanFillFailsWithAMessageNamingIt() async {
        await #expect {
            _ = try await NeedsGhostIntent._decode(configuration: "{}")
        } throws: { error in
            (error as? IntentConfigurationError)?.message
                == "NeedsGhostIntent: parameter 'ghost' (Ghost) has no value: the configuration gives none and it "
                + "has no default; give it @Parameter(default:), make it optional, or (for an entity) return one "
                + "from its query's defaultResult()"
        }
        let found = try? await NeedsGhostIntent._decode(configuration: #"{"ghost":4}"#)
        #expect(found?.intent.ghost.id == 4)
    }

    @Test func encodedParametersWriteWhatDecodingReads() async throws {
        let intent = try await decode(
            #"{"nickname":"Glim","since":1700000000,"interval":"weekly","level":2,"ranger":"pandora","link":"https://a.b/c"}"#
        ).intent
        let encoded = intent._encodedParameters
        #expect(encoded["name"] == .string("Pandora"))  // a default is written out
        #expect(encoded["nickname"] == .string("Glim"))
        #expect(encoded["count"] == .number(3))
        #expect(encoded["since"] == .number(1_700_000_000))
        #expect(encoded["link"] == .string("https://a.b/c"))
        #expect(encoded["interval"] == .string("weekly"))
        #expect(encoded["level"] == .number(2))
        #expect(encoded["ranger"] == .string("pandora"))
        #expect(encoded["tags"] == .array([.string("a")]))
        #expect(encoded["untitled"] == nil)  // neither set nor defaulted
        let again = try await decode(JSONValue.object(encoded).jsonText)
        #expect(again.warnings == [])
        #expect(again.intent._encodedParameters == encoded)
    }

    @Test func theTypeNameIsModuleQualified() {
        #expect(EverythingIntent._typeName == "AppIntentsTests.EverythingIntent")
    }
}
