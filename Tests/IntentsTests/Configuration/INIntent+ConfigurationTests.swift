//  INIntent+ConfigurationTests.swift — IntentsTests (Glimpse)
//  Status: Complete
//  Behaviour: hand-written INIntent and INObject subclasses with plain stored properties read
//  from and written to their configuration JSON (Docs/ExtensionProtocol.md "Configuration").

import Foundation
import GlimpseArchive
import Intents
import Testing

enum Size: Int {
    case unknown = 0, small, large
}

class Shop: INObject {
    var city: String? = nil
}

class PurchasesIntent: INIntent {
    var category: String? = nil
    var limit: NSNumber? = nil
    var showTotal: Bool = false
    var size: Size = .unknown
    var shop: Shop? = nil
    var tags: [String]? = nil
    var since: Date? = nil
}

/// A subclass with its own designated initializer, as Apple requires it: with init?(coder:).
class NamedIntent: INIntent {
    var name: String

    init(name: String) {
        self.name = name
        super.init()
    }

    required init?(coder: NSCoder) {
        name = "nobody"
        super.init(coder: coder)
    }
}

struct INIntentConfigurationTests {
    @Test func everyKindOfPropertyIsReadFromTheConfiguration() {
        let decoded = PurchasesIntent._decode(
            configuration: #"""
                {"category":"coffee","limit":3,"showTotal":true,"size":2,"tags":["a","b"],"since":86400,
                 "shop":{"identifier":"s1","displayString":"Corner Shop","city":"Lyon"}}
                """#)
        let intent = decoded.intent as! PurchasesIntent
        #expect(decoded.warnings == [])
        #expect(intent.category == "coffee")
        #expect(intent.limit?.intValue == 3)
        #expect(intent.showTotal)
        #expect(intent.size == .large)
        #expect(intent.tags == ["a", "b"])
        #expect(intent.since == Date(timeIntervalSince1970: 86400))
        #expect(intent.shop?.identifier == "s1")
        #expect(intent.shop?.displayString == "Corner Shop")
        #expect(intent.shop?.city == "Lyon")
    }

    @Test func theConfigurationFormRoundTrips() {
        let intent = PurchasesIntent()
        intent.category = "books"
        intent.size = .small
        intent.shop = Shop(identifier: "s2", display: "Book Barn")
        intent.shop?.city = "Oslo"
        #expect(
            intent._configurationText
                == #"{"category":"books","limit":null,"shop":{"city":"Oslo","displayString":"Book Barn","identifier":"s2"},"#
                + #""showTotal":false,"since":null,"size":1,"tags":null}"#)
        let again = PurchasesIntent._decode(configuration: intent._configurationText).intent
        #expect(again == intent)
        #expect(again !== intent)
    }

    @Test func anUnconfiguredIntentKeepsItsStartingValues() {
        for configuration in [nil, "", "{}"] {
            let decoded = PurchasesIntent._decode(configuration: configuration)
            let intent = decoded.intent as! PurchasesIntent
            #expect(decoded.warnings == [])
            #expect(intent.category == nil && intent.size == .unknown && !intent.showTotal)
        }
    }

    @Test func valuesThatDoNotFitAreReportedAndLeaveTheDefault() {
        let decoded = PurchasesIntent._decode(configuration: #"{"category":7,"size":9,"colour":"red"}"#)
        let intent = decoded.intent as! PurchasesIntent
        #expect(intent.category == nil)
        #expect(intent.size == .unknown)
        #expect(
            decoded.warnings == [
                "PurchasesIntent: property 'category': expected a string, found a number (7); using its default",
                "PurchasesIntent: no property 'colour' (it has 'category', 'limit', 'showTotal', 'size', 'shop', "
                    + "'tags', 'since'); ignored",
                "PurchasesIntent: property 'size': expected a raw value of Size, found 9; using its default",
            ])
    }

    @Test func textThatIsNotJSONIsOneWarningAndTheDefaults() {
        let decoded = PurchasesIntent._decode(configuration: "category=coffee")
        #expect((decoded.intent as! PurchasesIntent).category == nil)
        #expect(decoded.warnings.count == 1)
        #expect(decoded.warnings[0].hasPrefix("PurchasesIntent: the configuration is "))
    }

    @Test func aSubclassWithItsOwnInitializerIsMadeThroughInitCoder() {
        let decoded = NamedIntent._decode(configuration: #"{"name":"Ada"}"#)
        #expect((decoded.intent as! NamedIntent).name == "Ada")
        #expect((NamedIntent._decode(configuration: nil).intent as! NamedIntent).name == "nobody")
    }

    @Test func aCustomObjectMayBeGivenByIdentifierAlone() {
        let intent = PurchasesIntent._decode(configuration: #"{"shop":"s9"}"#).intent as! PurchasesIntent
        #expect(intent.shop?.identifier == "s9")
        #expect(intent.shop?.displayString == "s9")
    }

    @Test func copiesAreEqualAndIndependent() {
        let intent = PurchasesIntent()
        intent.category = "tea"
        let copy = intent.copy() as! PurchasesIntent
        #expect(copy == intent)
        copy.category = "cake"
        #expect(intent.category == "tea")
        #expect(copy != intent)
    }
}
