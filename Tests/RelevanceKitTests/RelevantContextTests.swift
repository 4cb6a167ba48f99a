//  RelevantContextTests.swift — RelevanceKitTests (Glimpse)
//  Status: Complete
//  Behaviour: RelevanceKit's `RelevantContext` in every form Apple documents, written with
//  `import RelevanceKit` and `import AppIntents` together (one type, no ambiguity), and the clue
//  each form gives Glimpse's hosts.

import AppIntents
import Intents
import MapKit
import RelevanceKit
import Testing

struct RelevantContextTests {
    private let start = Date(timeIntervalSince1970: 1_000)
    private let end = Date(timeIntervalSince1970: 4_600)

    @Test func everyDateFormGivesItsWindowAndKind() {
        let forms: [(RelevantContext, Date, Date, String)] = [
            (.date(start), start, start, "default"),
            (.date(start, kind: .scheduled), start, start, "scheduled"),
            (.date(from: start, to: end), start, end, "default"),
            (.date(interval: DateInterval(start: start, end: end), kind: .informational), start, end, "informational"),
            (.date(range: start...end, kind: .scheduled), start, end, "scheduled"),
        ]
        for (context, from, to, kind) in forms {
            #expect(context.dateWindow?.start == from)
            #expect(context.dateWindow?.end == to)
            #expect(context.dateKindName == kind)
            #expect(context.conditionName == nil)
        }
    }

    @Test func theOtherCluesNameTheConditionTheHostSimulates() {
        let region = CLCircularRegion(
            center: CLLocationCoordinate2D(latitude: 52.5, longitude: 13.4), radius: 200, identifier: "gym")
        let forms: [(RelevantContext?, String)] = [
            (.location(inferred: .home), "location:home"),
            (.location(inferred: .commute), "location:commute"),
            (.location(region), "region:gym"),
            (.location(category: .cafe), "poi:cafe"),
            (.location(category: .fitnessCenter), "poi:fitnessCenter"),
            (.location(category: MKPointOfInterestCategory(rawValue: "Lighthouse")), "poi:Lighthouse"),
            (.fitness(.workoutActive), "fitness:workoutActive"),
            (.fitness(.activityRingsIncomplete), "fitness:activityRingsIncomplete"),
            (.sleep(.bedtime), "sleep:bedtime"),
            (.sleep(.wakeup), "sleep:wakeup"),
            (.hardware(headphones: .connected), "headphones:connected"),
        ]
        for (context, name) in forms {
            #expect(context?.conditionName == name)
            #expect(context?.dateWindow == nil)
        }
    }

    @Test func aRelevantIntentTakesTheSameTypeRelevanceKitMakes() {
        let context: RelevanceKit.RelevantContext = .date(from: start, to: end)
        let viaAppIntents: AppIntents.RelevantContext = context
        #expect(viaAppIntents == context)
    }
}
