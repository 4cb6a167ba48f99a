//  SmartRotateSettings.swift — GlimpseHost (Glimpse)
//  Status: Complete
//  Behaviour: issue 13 "Smart Rotate": Apple publishes no rotation algorithm and no number for
//  it (reference widgetkit.md §8.1, §11), so every number Glimpse's Smart Stacks run by is here,
//  with its default and why; README "Host rules" repeats them.

public import Foundation

/// The numbers Smart Rotate and donations run by.
public struct SmartRotateSettings: Hashable, Codable, Sendable {
    /// Glimpse: a widget rotates to the top only when its normalised score (its current score
    /// over the best score of its own entries in `historyWindow`, 0…1) is above this: 0.5.
    public var threshold: Double = 0.5
    /// Glimpse: at most one rotation per stack in this many seconds: 900 (15 minutes). Apple caps
    /// rotation frequency without publishing a number; Developer Mode removes the cap.
    public var rotationInterval: TimeInterval = 900
    /// Glimpse: after a person swipes to a widget, no rotation away from it for this many
    /// seconds: 3600.
    public var userChoiceHold: TimeInterval = 3600
    /// Glimpse: a widget's scores are normalised against its own entries dated within this many
    /// seconds before now (and its current timeline): 7 days. Apple: scores are "relative to this
    /// widget's other entries, current and past".
    public var historyWindow: TimeInterval = 7 * 86_400
    /// Developer Mode: both caps (`rotationInterval`, `userChoiceHold`) lifted, as on iOS.
    public var developerMode: Bool = false
    /// Glimpse: a donation counts half as much after this many seconds: 14 days.
    public var donationHalfLife: TimeInterval = 14 * 86_400
    /// Glimpse: a configured widget whose intent matches donations rotates up as if relevant when
    /// the decayed number of matching donations in this hour of the week is at least this: 2.
    public var donationThreshold: Double = 2
    /// Glimpse: the normalised score a widget gets from a donation profile that clears
    /// `donationThreshold`: 0.75 (above the default threshold, below a widget's own best entry).
    public var donationScore: Double = 0.75
    /// Glimpse: donations older than this many seconds are deleted when new ones arrive: 8
    /// half-lives (112 days), after which a donation weighs less than 1/256.
    public var donationRetention: TimeInterval = 8 * 14 * 86_400
    /// Glimpse: the most donations kept per bundle: 20 000 (the oldest go first). A burst of
    /// 10 000 in a second is stored whole, in a few transactions.
    public var maximumDonationsPerBundle: Int = 20_000
    /// Glimpse: the normalised score of a widget inside the window of a relevant shortcut or
    /// relevant intent for its kind: 1.
    public var suggestionScore: Double = 1
    /// Glimpse: the rotations kept per stack in the store (the latest; older ones are deleted as
    /// new ones are stored): 500, over five days at one rotation each 15 minutes.
    public var maximumRotationsPerStack: Int = 500
    /// Glimpse: seconds the window of a suggestion with an open end (`INDateRelevanceProvider`
    /// with no end date) lasts: 3600.
    public var openSuggestionWindow: TimeInterval = 3600

    public init() {}

    /// The settings with Developer Mode on.
    public func developer(_ on: Bool = true) -> Self {
        var copy = self
        copy.developerMode = on
        return copy
    }
}
