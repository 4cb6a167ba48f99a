//  IntentParameterTests.swift — AppIntentsTests (Glimpse)
//  Status: Complete
//  Behaviour: Apple AppIntents "IntentParameter": defaults, setting through a `let` intent,
//  shared storage between copies, titles.

import Testing

@testable import AppIntents

struct IntentParameterTests {
    @Test func aNewIntentReadsItsDefaults() {
        let intent = ConfigurationAppIntent()
        #expect(intent.favoriteEmoji == "😃")
    }

    @Test func settingAParameterOfALetIntentChangesItAndItsCopies() {
        let intent = ConfigurationAppIntent.starEyes
        let copy = intent
        #expect(intent.favoriteEmoji == "🤩")
        copy.favoriteEmoji = "🐼"
        #expect(intent.favoriteEmoji == "🐼")
        #expect(ConfigurationAppIntent().favoriteEmoji == "😃")
    }

    @Test func anOptionalCanBeSetBackToNil() {
        let intent = EverythingIntent()
        intent.nickname = "Glim"
        #expect(intent.nickname == "Glim")
        intent.nickname = nil
        #expect(intent.nickname == nil)
    }

    @Test func theProjectedValueIsTheParameterWithItsDeclaration() {
        let intent = EverythingIntent()
        #expect(intent.$count.title?.key == "Count")
        #expect(intent.$scale.description?.key == "How big")
        #expect(intent.$ranger.requestValueDialog?.full.key == "Which ranger?")
        #expect(intent.$untitled.title == nil)
        #expect(intent.$count.defaultValue == 3)
    }

    @Test func parametersAreFoundInDeclarationOrder() {
        let names = EverythingIntent()._parameterSlots.map(\.name)
        #expect(
            names == [
                "name", "nickname", "count", "scale", "shuffle", "since", "link", "interval", "level", "ranger",
                "buddy", "tags", "untitled",
            ])
    }

    @Test func staticMetadataHasApplesDefaults() {
        #expect(ConfigurationAppIntent.title.key == "Configuration")
        #expect(ConfigurationAppIntent.openAppWhenRun == false)
        #expect(ConfigurationAppIntent.isDiscoverable == true)
        #expect(CountIntent.openAppWhenRun == true)
        #expect(EverythingIntent.description?.descriptionText.key == "Every kind of parameter.")
        #expect(EverythingIntent.description?.categoryName?.key == "Tests")
    }

    @Test func enumsAndEntitiesHaveLocalizedNames() {
        #expect(RefreshInterval.weekly.localizedStringResource.key == "Every Week")
        #expect(Ranger.all[0].localizedStringResource.key == "Pandora")
        let resource: LocalizedStringResource = "Refresh \(RefreshInterval.daily) for \(Ranger.all[1]) ×\(3)"
        #expect(String(localized: resource) == "Refresh Every Day for Ember ×3")
        #expect(Ranger.typeDisplayRepresentation.numericFormat?.key == "%lld rangers")
    }
}
