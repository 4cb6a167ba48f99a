//  IntentDefinitionTests.swift — GlimpseIntentDefinitionTests (Glimpse)
//  Status: Complete
//  Behaviour: what is read from an `.intentdefinition` and the Swift written for it; a malformed
//  file is an error naming the element (issue 13 "Bad input").

import Foundation
import Testing

@testable import GlimpseIntentDefinition

struct IntentDefinitionTests {
    /// A property list with `body` inside its root dictionary.
    private func plist(_ body: String) -> Data {
        Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0"><dict>\(body)</dict></plist>
            """.utf8)
    }

    private let intent = """
        <key>INIntents</key><array><dict>
          <key>INIntentName</key><string>Pick</string>
          <key>INIntentTitle</key><string>Pick</string>
          <key>INIntentParameters</key><array><dict>
            <key>INIntentParameterName</key><string>level</string>
            <key>INIntentParameterType</key><string>Integer</string>
          </dict></array>
        </dict></array>
        """

    @Test func aParameterBecomesAStoredPropertyOfXcodesType() throws {
        let definition = try IntentDefinition(propertyList: plist(intent))
        #expect(definition.intents.map(\.name) == ["Pick"])
        let source = IntentClassWriter.source(for: [definition], sources: ["Pick.intentdefinition"])
        #expect(source.contains("public class PickIntent: INIntent {\n    public var level: NSNumber? = nil\n}"))
        #expect(source.contains("public enum PickIntentResponseCode: Int, Sendable {\n    case unspecified = 0\n"))
        #expect(source.contains("public protocol PickIntentHandling: AnyObject {"))
    }

    @Test(arguments: [
        // not a property list at all
        ("hello", ""),
        // an intent without a name
        ("<key>INIntents</key><array><dict><key>INIntentTitle</key><string>T</string></dict></array>", "INIntents[0]"),
        // a parameter name that is not a Swift name
        (
            "<key>INIntents</key><array><dict><key>INIntentName</key><string>A</string><key>INIntentParameters</key>"
                + "<array><dict><key>INIntentParameterName</key><string>two words</string></dict></array></dict></array>",
            "INIntents[0] (A).INIntentParameters[0].INIntentParameterName"
        ),
        // a parameter of a type Glimpse does not generate
        (
            "<key>INIntents</key><array><dict><key>INIntentName</key><string>A</string><key>INIntentParameters</key>"
                + "<array><dict><key>INIntentParameterName</key><string>who</string><key>INIntentParameterType</key>"
                + "<string>Person</string></dict></array></dict></array>",
            "INIntents[0] (A).INIntentParameters[0] (who)"
        ),
        // an object parameter whose type is not defined
        (
            "<key>INIntents</key><array><dict><key>INIntentName</key><string>A</string><key>INIntentParameters</key>"
                + "<array><dict><key>INIntentParameterName</key><string>hero</string><key>INIntentParameterType</key>"
                + "<string>Object</string><key>INIntentParameterObjectType</key><string>Hero</string></dict></array>"
                + "</dict></array>",
            "INIntents (A) parameter 'hero'"
        ),
        // INEnums that is not an array
        ("<key>INEnums</key><string>Color</string>", "INEnums"),
    ])
    func aMalformedFileIsAnErrorNamingTheElement(body: String, element: String) {
        let data = body == "hello" ? Data("hello".utf8) : plist(body)
        #expect {
            try IntentDefinition(propertyList: data)
        } throws: { error in
            (error as? IntentDefinitionError)?.element == element
        }
    }

    @Test func anEnumParameterIsItsEnumAndArraysOfEnumsAreNumbers() throws {
        let definition = try IntentDefinition(
            propertyList: plist(
                """
                <key>INEnums</key><array><dict><key>INEnumName</key><string>Tone</string><key>INEnumValues</key><array>
                <dict><key>INEnumValueName</key><string>unknown</string></dict>
                <dict><key>INEnumValueName</key><string>warm</string><key>INEnumValueIndex</key><integer>1</integer></dict>
                </array></dict></array>
                <key>INIntents</key><array><dict><key>INIntentName</key><string>T</string><key>INIntentParameters</key><array>
                <dict><key>INIntentParameterName</key><string>tone</string><key>INIntentParameterType</key><string>Integer</string>
                <key>INIntentParameterEnumType</key><string>Tone</string></dict>
                <dict><key>INIntentParameterName</key><string>tones</string><key>INIntentParameterType</key><string>Integer</string>
                <key>INIntentParameterEnumType</key><string>Tone</string>
                <key>INIntentParameterSupportsMultipleValues</key><true/></dict>
                </array></dict></array>
                """))
        let source = IntentClassWriter.source(for: [definition], sources: [])
        #expect(
            source.contains(
                "public enum Tone: Int, CaseIterable, Sendable {\n    case unknown = 0\n    case warm = 1\n}"))
        #expect(source.contains("    public var tone: Tone = .unknown\n    public var tones: [NSNumber]? = nil\n"))
    }
}
