//  CenterCallerTests.swift — WidgetKitTests (Glimpse)
//  Status: Complete
//  Behaviour: Docs/WidgetCenter.md "Who is asking".

import Testing

@testable import WidgetKit

struct CenterCallerTests {
    @Test func bundleIsTheExecutablesFileNameByDefault() {
        let caller = CenterCaller.resolve(
            environment: [:], executable: "/home/me/.build/debug/EmojiRangers", isExtension: false)
        #expect(caller == CenterCaller(bundle: "EmojiRangers", foreground: true))
    }

    @Test func glimpseBundleNamesTheBundleForAnAppWithAnotherName() {
        let caller = CenterCaller.resolve(
            environment: ["GLIMPSE_BUNDLE": "EmojiRangers"], executable: "/usr/bin/emoji-app", isExtension: false)
        #expect(caller.bundle == "EmojiRangers")
    }

    @Test func emptyGlimpseBundleCountsAsUnset() {
        let caller = CenterCaller.resolve(
            environment: ["GLIMPSE_BUNDLE": ""], executable: "Weather", isExtension: false)
        #expect(caller.bundle == "Weather")
    }

    @Test func widgetExtensionItselfIsNotTheForegroundApp() {
        let caller = CenterCaller.resolve(environment: [:], executable: "EmojiRangers", isExtension: true)
        #expect(caller.foreground == false)
    }

    @Test(arguments: [
        ("0", false),  // off
        ("false", false),  // off, spelled out
        ("NO", false),  // case-insensitive
        ("1", true),  // on
        ("", true),  // empty counts as unset
    ])
    func glimpseForegroundOverridesTheDefault(value: String, foreground: Bool) {
        let caller = CenterCaller.resolve(
            environment: ["GLIMPSE_FOREGROUND": value], executable: "A", isExtension: false)
        #expect(caller.foreground == foreground)
    }
}
