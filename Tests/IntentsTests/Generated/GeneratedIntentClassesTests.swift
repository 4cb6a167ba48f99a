//  GeneratedIntentClassesTests.swift — IntentsTests (Glimpse)
//  Status: Complete
//  Behaviour: the GenerateIntentClasses plugin turns `Purchases.intentdefinition` (as Xcode 14
//  writes it) into the classes widget source uses — `ViewPurchasesIntent`, `Merchant`,
//  `PurchaseKind`, `ConfigurationIntent`, the response and handling protocol — and they compile
//  here, configure from JSON and start from the definition's defaults.

import Foundation
import Intents
import Testing

/// An intent handler as an Intents extension writes it, providing dynamic options.
final class PurchasesHandler: ViewPurchasesIntentHandling {
    func provideMerchantOptionsCollection(
        for intent: ViewPurchasesIntent,
        with completion: @escaping (INObjectCollection<Merchant>?, (any Error)?) -> Void
    ) {
        completion(INObjectCollection(items: [Merchant(identifier: "m1", display: "Bakery")]), nil)
    }
}

struct GeneratedIntentClassesTests {
    @Test func theGeneratedIntentStartsFromTheDefinitionsDefaults() {
        let intent = ViewPurchasesIntent()
        #expect(intent.kind == .coffee)
        #expect(intent.count == 5)
        #expect(intent.showTotal == true)
        #expect(intent.merchant == nil)
        #expect(intent.tags == nil)
        #expect(intent.since == nil)
        #expect(intent.intentDescription == "Shows what you bought recently.")
    }

    @Test func theGeneratedIntentReadsAConfiguration() {
        let decoded = ViewPurchasesIntent._decode(
            configuration: #"""
                {"kind":2,"count":3,"showTotal":false,"tags":["weekly"],"since":{"year":2026,"month":11},
                 "merchant":{"identifier":"m7","displayString":"Market","city":"Turin","rating":4.5}}
                """#)
        let intent = decoded.intent as! ViewPurchasesIntent
        #expect(decoded.warnings == [])
        #expect(intent.kind == .groceries)
        #expect(intent.count?.intValue == 3)
        #expect(intent.showTotal?.boolValue == false)
        #expect(intent.tags == ["weekly"])
        #expect(intent.since?.year == 2026 && intent.since?.month == 11)
        #expect(intent.merchant?.displayString == "Market")
        #expect(intent.merchant?.city == "Turin")
        #expect(intent.merchant?.rating?.doubleValue == 4.5)
    }

    @Test func enumsKeepXcodesValuesAndEscapeKeywords() {
        #expect(PurchaseKind.allCases.map(\.rawValue) == [0, 1, 2, 3])
        #expect(PurchaseKind(rawValue: 3) == .`default`)
    }

    @Test func theResponseHasTheStandardAndCustomCodes() {
        let response = ViewPurchasesIntentResponse(code: .failureNoPurchases, userActivity: nil)
        #expect(response.code.rawValue == 100)
        #expect(ViewPurchasesIntentResponseCode.success.rawValue == 4)
        response.total = 12.5
        #expect(response.total == 12.5)
    }

    @Test func theHandlingProtocolsOptionalRequirementsHaveDefaults() {
        let handler = PurchasesHandler()
        let intent = ViewPurchasesIntent()
        nonisolated(unsafe) var offered: [String] = []
        handler.provideMerchantOptionsCollection(for: intent) { collection, _ in
            offered = collection?.allItems.map(\.displayString) ?? []
        }
        #expect(offered == ["Bakery"])
        #expect(handler.defaultMerchant(for: intent) == nil)
        nonisolated(unsafe) var code: ViewPurchasesIntentResponseCode?
        handler.handle(intent: intent) { code = $0.code }
        #expect(code == .success)
    }

    @Test func xcodesTemplateIntentHasNoParameters() {
        #expect(ConfigurationIntent()._configurationText == "{}")
    }
}
