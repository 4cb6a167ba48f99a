//  WatchStackConditions.swift — GlimpseHost (Glimpse)
//  Status: Complete
//  Behaviour: issue 13 "The watch Smart Stack follows relevance widgets": the situations a
//  relevance clue other than a date names (RelevanceKit's `RelevantContext`) are simulated, so a
//  person says which hold: `glimpse simulate --conditions`, the `conditions` setting of `glimpse
//  serve`. All are off unless named. A `location(category:)` clue holds while `poi:<category>` is
//  on (the device is at a place of that category, by the category's Swift name: `poi:cafe`,
//  `poi:fitnessCenter`); a `location(_: CLRegion)` clue while `region:<identifier>` is on.

/// The simulated conditions relevance clues are compared with.
public enum WatchStackConditions {
    /// The fixed conditions (`region:` and `poi:` take a name after the colon).
    public static let known = [
        "location:home", "location:work", "location:school", "location:commute", "fitness:workoutActive",
        "fitness:activityRingsIncomplete", "sleep:bedtime", "sleep:wakeup", "headphones:connected",
    ]

    /// Why `name` is not a condition (a sentence naming the ones there are), or nil when it is.
    public static func problem(with name: String) -> String? {
        if known.contains(name) { return nil }
        for prefix in ["region:", "poi:"] where name.hasPrefix(prefix) && name.count > prefix.count { return nil }
        return "'\(name)' is not a condition; use \(known.joined(separator: ", ")), region:IDENTIFIER "
            + "or poi:CATEGORY (a MapKit point-of-interest category's Swift name, e.g. poi:cafe)"
    }
}
