//  RelevantContext+MapKit.swift — RelevanceKit (Glimpse)
//  Status: Complete: the clue holds while the host's simulated condition `poi:<category>` is on
//  (the device is at a place of that category: `--conditions poi:cafe`, serve's `conditions`)
//  Behaviour: Apple RelevanceKit "location(category:)" (iOS/watchOS 26; Apple declares it in the
//  RelevanceKit–MapKit cross-import overlay, so a widget imports MapKit for the category). Apple
//  answers nil for a category it does not support; Glimpse supports every category.

public import MapKit

extension RelevantContext {
    /// Relevant close to points of interest of `category` (restaurants, parks, stores…).
    ///
    /// Glimpse's hosts hold it while the simulated condition `poi:<name>` is on, `<name>` being the
    /// category's Swift name (`poi:fitnessCenter` for `.fitnessCenter`; the raw value for a
    /// category made with `init(rawValue:)`). Never nil on Glimpse.
    ///
    /// Source: Apple RelevanceKit "location(category:)".
    public static func location(category: MKPointOfInterestCategory) -> RelevantContext? {
        RelevantContext(clue: .pointOfInterest(category.name))
    }
}
