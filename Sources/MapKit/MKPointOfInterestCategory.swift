//  MKPointOfInterestCategory.swift — MapKit (Glimpse)
//  Status: Partial: MapKit's point-of-interest categories only (what RelevanceKit's
//  `RelevantContext.location(category:)` takes); no maps, searches or annotations
//  Behaviour: Apple MapKit "MKPointOfInterestCategory" (iOS 13; the sports, outdoor and services
//  categories iOS 18 / watchOS 11): a string-backed category whose raw values are Apple's
//  ("MKPOICategoryCafe"). Pinned in MKPointOfInterestCategoryTests.

import GlimpseArchive

/// A category of points of interest: restaurants, parks, airports.
///
/// Source: Apple MapKit "MKPointOfInterestCategory".
public struct MKPointOfInterestCategory: Hashable, RawRepresentable, Sendable {
    /// Apple's name of the category, e.g. "MKPOICategoryCafe".
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    public static let airport = MKPointOfInterestCategory("MKPOICategoryAirport")
    public static let amusementPark = MKPointOfInterestCategory("MKPOICategoryAmusementPark")
    public static let aquarium = MKPointOfInterestCategory("MKPOICategoryAquarium")
    public static let atm = MKPointOfInterestCategory("MKPOICategoryATM")
    public static let bakery = MKPointOfInterestCategory("MKPOICategoryBakery")
    public static let bank = MKPointOfInterestCategory("MKPOICategoryBank")
    public static let beach = MKPointOfInterestCategory("MKPOICategoryBeach")
    public static let brewery = MKPointOfInterestCategory("MKPOICategoryBrewery")
    public static let cafe = MKPointOfInterestCategory("MKPOICategoryCafe")
    public static let campground = MKPointOfInterestCategory("MKPOICategoryCampground")
    public static let carRental = MKPointOfInterestCategory("MKPOICategoryCarRental")
    public static let evCharger = MKPointOfInterestCategory("MKPOICategoryEVCharger")
    public static let fireStation = MKPointOfInterestCategory("MKPOICategoryFireStation")
    public static let fitnessCenter = MKPointOfInterestCategory("MKPOICategoryFitnessCenter")
    public static let foodMarket = MKPointOfInterestCategory("MKPOICategoryFoodMarket")
    public static let gasStation = MKPointOfInterestCategory("MKPOICategoryGasStation")
    public static let hospital = MKPointOfInterestCategory("MKPOICategoryHospital")
    public static let hotel = MKPointOfInterestCategory("MKPOICategoryHotel")
    public static let laundry = MKPointOfInterestCategory("MKPOICategoryLaundry")
    public static let library = MKPointOfInterestCategory("MKPOICategoryLibrary")
    public static let marina = MKPointOfInterestCategory("MKPOICategoryMarina")
    public static let movieTheater = MKPointOfInterestCategory("MKPOICategoryMovieTheater")
    public static let museum = MKPointOfInterestCategory("MKPOICategoryMuseum")
    public static let nationalPark = MKPointOfInterestCategory("MKPOICategoryNationalPark")
    public static let nightlife = MKPointOfInterestCategory("MKPOICategoryNightlife")
    public static let park = MKPointOfInterestCategory("MKPOICategoryPark")
    public static let parking = MKPointOfInterestCategory("MKPOICategoryParking")
    public static let pharmacy = MKPointOfInterestCategory("MKPOICategoryPharmacy")
    public static let police = MKPointOfInterestCategory("MKPOICategoryPolice")
    public static let postOffice = MKPointOfInterestCategory("MKPOICategoryPostOffice")
    public static let publicTransport = MKPointOfInterestCategory("MKPOICategoryPublicTransport")
    public static let restaurant = MKPointOfInterestCategory("MKPOICategoryRestaurant")
    public static let restroom = MKPointOfInterestCategory("MKPOICategoryRestroom")
    public static let school = MKPointOfInterestCategory("MKPOICategorySchool")
    public static let stadium = MKPointOfInterestCategory("MKPOICategoryStadium")
    public static let store = MKPointOfInterestCategory("MKPOICategoryStore")
    public static let theater = MKPointOfInterestCategory("MKPOICategoryTheater")
    public static let university = MKPointOfInterestCategory("MKPOICategoryUniversity")
    public static let winery = MKPointOfInterestCategory("MKPOICategoryWinery")
    public static let zoo = MKPointOfInterestCategory("MKPOICategoryZoo")

    // iOS 18, watchOS 11
    public static let animalService = MKPointOfInterestCategory("MKPOICategoryAnimalService")
    public static let automotiveRepair = MKPointOfInterestCategory("MKPOICategoryAutomotiveRepair")
    public static let baseball = MKPointOfInterestCategory("MKPOICategoryBaseball")
    public static let basketball = MKPointOfInterestCategory("MKPOICategoryBasketball")
    public static let beauty = MKPointOfInterestCategory("MKPOICategoryBeauty")
    public static let bowling = MKPointOfInterestCategory("MKPOICategoryBowling")
    public static let castle = MKPointOfInterestCategory("MKPOICategoryCastle")
    public static let conventionCenter = MKPointOfInterestCategory("MKPOICategoryConventionCenter")
    public static let distillery = MKPointOfInterestCategory("MKPOICategoryDistillery")
    public static let fairground = MKPointOfInterestCategory("MKPOICategoryFairground")
    public static let fishing = MKPointOfInterestCategory("MKPOICategoryFishing")
    public static let fortress = MKPointOfInterestCategory("MKPOICategoryFortress")
    public static let golf = MKPointOfInterestCategory("MKPOICategoryGolf")
    public static let goKart = MKPointOfInterestCategory("MKPOICategoryGoKart")
    public static let hiking = MKPointOfInterestCategory("MKPOICategoryHiking")
    public static let kayaking = MKPointOfInterestCategory("MKPOICategoryKayaking")
    public static let landmark = MKPointOfInterestCategory("MKPOICategoryLandmark")
    public static let mailbox = MKPointOfInterestCategory("MKPOICategoryMailbox")
    public static let miniGolf = MKPointOfInterestCategory("MKPOICategoryMiniGolf")
    public static let musicVenue = MKPointOfInterestCategory("MKPOICategoryMusicVenue")
    public static let nationalMonument = MKPointOfInterestCategory("MKPOICategoryNationalMonument")
    public static let planetarium = MKPointOfInterestCategory("MKPOICategoryPlanetarium")
    public static let rockClimbing = MKPointOfInterestCategory("MKPOICategoryRockClimbing")
    public static let rvPark = MKPointOfInterestCategory("MKPOICategoryRVPark")
    public static let skatePark = MKPointOfInterestCategory("MKPOICategorySkatePark")
    public static let skating = MKPointOfInterestCategory("MKPOICategorySkating")
    public static let skiing = MKPointOfInterestCategory("MKPOICategorySkiing")
    public static let soccer = MKPointOfInterestCategory("MKPOICategorySoccer")
    public static let spa = MKPointOfInterestCategory("MKPOICategorySpa")
    public static let surfing = MKPointOfInterestCategory("MKPOICategorySurfing")
    public static let swimming = MKPointOfInterestCategory("MKPOICategorySwimming")
    public static let tennis = MKPointOfInterestCategory("MKPOICategoryTennis")
    public static let volleyball = MKPointOfInterestCategory("MKPOICategoryVolleyball")

    /// Every category above with its Swift name ("cafe"), in Apple's order: what Glimpse's hosts
    /// accept as a simulated place (`poi:cafe`). Made from GlimpseArchive's one list
    /// (`PointOfInterestCategories`), which the hosts check conditions against.
    package static let named: [(name: String, category: MKPointOfInterestCategory)] =
        PointOfInterestCategories.all.map { ($0.name, MKPointOfInterestCategory($0.rawValue)) }

    /// The Swift name of a category above ("fitnessCenter"), or its raw value for another one.
    package var name: String {
        Self.named.first { $0.category == self }?.name ?? rawValue
    }
}
