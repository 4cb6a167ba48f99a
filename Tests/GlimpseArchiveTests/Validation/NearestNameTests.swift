//  NearestNameTests.swift — GlimpseArchiveTests (Glimpse)
//  Status: Complete
//  Behaviour: a mistyped name is answered with the nearest valid one when it is close.

import GlimpseArchive
import Testing

struct NearestNameTests {
    @Test func theSameLettersInAnotherCaseAreMeant() {
        #expect(nearestName(to: "homescreen", among: ["homeScreen", "lockScreen"]) == "homeScreen")
        #expect(nearestName(to: "purchases", among: ["Workout", "Purchases"]) == "Purchases")
    }

    @Test func twoLettersOffAreMeantButNotMore() {
        #expect(nearestName(to: "familly", among: ["family", "kind"]) == "family")
        #expect(nearestName(to: "systmSmal", among: ["systemSmall", "systemMedium"]) == "systemSmall")
        #expect(nearestName(to: "airprot", among: ["airport", "aquarium"]) == "airport")
        #expect(nearestName(to: "xyzzy", among: ["family", "kind"]) == nil)
        // Short names need a closer match: "ab" is not "kind".
        #expect(nearestName(to: "ab", among: ["kind"]) == nil)
    }
}
