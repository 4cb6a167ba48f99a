//  WatchStackConditionsTests.swift — GlimpseHostTests (Glimpse)
//  Status: Complete
//  Behaviour: the simulated conditions (`--conditions`, serve's `conditions`): `poi:` takes
//  MapKit's point-of-interest category names only, a typo is answered with the nearest one, an
//  empty item in a list is an error naming the option.

import GlimpseArchive
import Testing

@testable import GlimpseHost

struct WatchStackConditionsTests {
    @Test(
        arguments: [
            // fixed conditions
            ("location:home", nil),
            ("headphones:connected", nil),
            // any region identifier
            ("region:office-3", nil),
            // MapKit's category names, as Swift spells them
            ("poi:airport", nil),
            ("poi:fitnessCenter", nil),
            ("poi:volleyball", nil),
            // a typo: the nearest category
            ("poi:airprot", "'poi:airprot' names no MapKit point-of-interest category; did you mean 'poi:airport'?"),
            // another case: the category as Swift spells it
            ("poi:Airport", "'poi:Airport' names no MapKit point-of-interest category; did you mean 'poi:airport'?"),
            // nothing close: the names there are
            (
                "poi:lighthouse",
                "'poi:lighthouse' names no MapKit point-of-interest category; use poi: with one of airport, "
            ),
            // a fixed condition mistyped
            ("location:hom", "'location:hom' is not a condition; did you mean 'location:home'? Or use location:home, "),
            // empty
            ("", "'' (an empty name) is not a condition; use location:home, "),
            ("poi:", "'poi:' names no category; write it after the colon, e.g. poi:airport"),
            ("region:", "'region:' names no region; write it after the colon, e.g. region:office"),
            // the prefix in another case: the nearest as Swift spells it
            ("POI:AIRPORT", "'POI:AIRPORT' names no MapKit point-of-interest category; did you mean 'poi:airport'?"),
            ("POI:airport", "'POI:airport' names no MapKit point-of-interest category; did you mean 'poi:airport'?"),
        ] as [(String, String?)])
    func eachNameIsAConditionOrNamesTheFix(name: String, problem: String?) {
        let found = WatchStackConditions.problem(with: name)
        if let problem {
            #expect(found?.hasPrefix(problem) == true, "\(found ?? "nil")")
        } else {
            #expect(found == nil)
        }
    }

    @Test func everyMapKitCategoryNameIsACondition() {
        #expect(PointOfInterestCategories.names.count == 73)
        for name in PointOfInterestCategories.names {
            #expect(WatchStackConditions.problem(with: "poi:\(name)") == nil)
        }
    }

    @Test func aListIsReadWithSpacesAroundItemsAndNothingIsNone() throws {
        #expect(
            try WatchStackConditions.parse(" poi:cafe , location:home", option: "--conditions")
                == ["poi:cafe", "location:home"])
        #expect(try WatchStackConditions.parse("", option: "--conditions") == [])
    }

    @Test(arguments: [
        // empty items, at the end and between
        ("poi:airport,,", "--conditions 'poi:airport,,' has an empty item; write the conditions separated by single"),
        (",location:home", "--conditions ',location:home' has an empty item; "),
        // the first bad item, named with the option
        ("location:home,poi:airprot", "--conditions: 'poi:airprot' names no MapKit point-of-interest category; did"),
        // a condition twice
        ("poi:cafe,location:home, poi:cafe", "--conditions names 'poi:cafe' twice; name each condition once"),
    ])
    func aBadListIsRefusedNamingTheOption(list: String, message: String) {
        #expect {
            try WatchStackConditions.parse(list, option: "--conditions")
        } throws: { error in
            guard let error = error as? HostError else { return false }
            return error.code == .badRequest && error.message.hasPrefix(message)
        }
    }
}
