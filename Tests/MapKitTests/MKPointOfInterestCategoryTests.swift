//  MKPointOfInterestCategoryTests.swift — MapKitTests (Glimpse)
//  Status: Complete
//  Behaviour: Apple MapKit "MKPointOfInterestCategory": Apple's raw values ("MKPOICategoryCafe"),
//  equality by raw value, a category made from a raw value, and the Swift names hosts simulate.

import GlimpseArchive
import MapKit
import Testing

struct MKPointOfInterestCategoryTests {
    @Test func theCategoriesCarryApplesRawValues() {
        let expected: [(MKPointOfInterestCategory, String)] = [
            (.airport, "MKPOICategoryAirport"), (.cafe, "MKPOICategoryCafe"),
            (.fitnessCenter, "MKPOICategoryFitnessCenter"), (.publicTransport, "MKPOICategoryPublicTransport"),
            (.atm, "MKPOICategoryATM"), (.evCharger, "MKPOICategoryEVCharger"), (.rvPark, "MKPOICategoryRVPark"),
            (.hiking, "MKPOICategoryHiking"),
        ]
        for (category, raw) in expected { #expect(category.rawValue == raw) }
    }

    @Test func aCategoryMadeFromARawValueEqualsApplesAndNamesItself() {
        #expect(MKPointOfInterestCategory(rawValue: "MKPOICategoryPark") == .park)
        #expect(MKPointOfInterestCategory("MKPOICategoryStore") == .store)
        #expect(MKPointOfInterestCategory.park.name == "park")
        #expect(MKPointOfInterestCategory.fitnessCenter.name == "fitnessCenter")
        #expect(MKPointOfInterestCategory(rawValue: "Lighthouse").name == "Lighthouse")
        #expect(Set(MKPointOfInterestCategory.named.map(\.name)).count == MKPointOfInterestCategory.named.count)
        #expect(Set(MKPointOfInterestCategory.named.map(\.category)).count == MKPointOfInterestCategory.named.count)
    }

    @Test func theNamesComeFromTheOneListHostsCheckConditionsAgainst() {
        #expect(MKPointOfInterestCategory.named.map(\.name) == PointOfInterestCategories.names)
        #expect(
            MKPointOfInterestCategory.named.map(\.category.rawValue) == PointOfInterestCategories.all.map(\.rawValue))
        // Apple's constants and the list agree, first and last of each release.
        let constants: [(MKPointOfInterestCategory, String)] = [
            (.airport, "airport"), (.zoo, "zoo"), (.animalService, "animalService"), (.volleyball, "volleyball"),
            (.atm, "atm"), (.rvPark, "rvPark"),
        ]
        for (category, name) in constants { #expect(category.name == name) }
    }
}
