//  WatchStackConditions.swift — GlimpseHost (Glimpse)
//  Status: Complete
//  Behaviour: issue 13 "The watch Smart Stack follows relevance widgets": the situations a
//  relevance clue other than a date names (RelevanceKit's `RelevantContext`) are simulated, so a
//  person says which hold: `glimpse simulate --conditions`, the `conditions` setting of `glimpse
//  serve`. All are off unless named. A `location(category:)` clue holds while `poi:<category>` is
//  on (the device is at a place of that category, by the category's Swift name: `poi:cafe`,
//  `poi:fitnessCenter`, one of MapKit's `MKPointOfInterestCategory` names, GlimpseArchive's
//  `PointOfInterestCategories`); a `location(_: CLRegion)` clue while `region:<identifier>` is on.
//  A name that is none of these is refused with the nearest one ("did you mean 'poi:airport'?").

import Foundation
import GlimpseArchive

/// The simulated conditions relevance clues are compared with.
public enum WatchStackConditions {
    /// The fixed conditions (`region:` and `poi:` take a name after the colon).
    public static let known = [
        "location:home", "location:work", "location:school", "location:commute", "fitness:workoutActive",
        "fitness:activityRingsIncomplete", "sleep:bedtime", "sleep:wakeup", "headphones:connected",
    ]

    /// Why `name` is not a condition (a sentence naming the nearest one, or the ones there are),
    /// or nil when it is: one of `known`, `region:` and any identifier, or `poi:` and a MapKit
    /// point-of-interest category's Swift name (`poi:airport`, not `poi:Airport` or `poi:airprot`).
    public static func problem(with name: String) -> String? {
        if known.contains(name) { return nil }
        if name.hasPrefix("region:") && name.count > "region:".count { return nil }
        for prefix in ["poi:", "region:"] where name.lowercased() == prefix {
            let example = prefix == "poi:" ? "poi:airport" : "region:office"
            return "'\(name)' names no \(prefix == "poi:" ? "category" : "region"); write it after the colon, "
                + "e.g. \(example)"
        }
        if name.lowercased().hasPrefix("poi:") && name.count > "poi:".count {
            let category = String(name.dropFirst("poi:".count))
            let names = PointOfInterestCategories.names
            if names.contains(category) && name.hasPrefix("poi:") { return nil }
            if let near = nearestName(to: category, among: names) {
                return "'\(name)' names no MapKit point-of-interest category; did you mean 'poi:\(near)'?"
            }
            return "'\(name)' names no MapKit point-of-interest category; use poi: with one of "
                + names.joined(separator: ", ") + " (MKPointOfInterestCategory's Swift names)"
        }
        let shown = name.isEmpty ? "'' (an empty name)" : "'\(name)'"
        let hint = nearestName(to: name, among: known).map { "did you mean '\($0)'? Or " } ?? ""
        return "\(shown) is not a condition; \(hint)use \(known.joined(separator: ", ")), region:IDENTIFIER "
            + "or poi:CATEGORY (a MapKit point-of-interest category's Swift name, e.g. poi:cafe)"
    }

    /// The conditions of `list`, comma-separated as `--conditions` takes them (spaces around an
    /// item are ignored; "" is none).
    /// - Parameter option: The option or setting the list came from, for messages (`--conditions`).
    /// - Throws: `HostError` `.badRequest` naming `option` for an empty item (`'poi:airport,,'`),
    ///   the first item that is no condition (`problem(with:)`), or a condition named twice.
    public static func parse(_ list: String, option: String) throws(HostError) -> Set<String> {
        guard !list.trimmingCharacters(in: .whitespaces).isEmpty else { return [] }
        let items = list.split(separator: ",", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        if items.contains(where: \.isEmpty) {
            throw HostError(
                .badRequest,
                "\(option) '\(list)' has an empty item; write the conditions separated by single commas, "
                    + "e.g. \(option) poi:airport,location:work")
        }
        for item in items {
            if let problem = problem(with: item) { throw HostError(.badRequest, "\(option): \(problem)") }
        }
        if let repeated = items.enumerated().first(where: { items[..<$0.offset].contains($0.element) })?.element {
            throw HostError(.badRequest, "\(option) names '\(repeated)' twice; name each condition once")
        }
        return Set(items)
    }
}
