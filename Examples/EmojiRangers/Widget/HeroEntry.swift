//  HeroEntry.swift — EmojiRangers (Glimpse example widget)
//  Status: Complete
//  Behaviour: one timeline entry: the roster as it stands at `date`.

import Foundation
import WidgetKit

/// The roster at one moment; the first hero is the one the single-hero families show.
struct HeroEntry: TimelineEntry {
    let date: Date
    let roster: [Hero]

    /// The featured hero: the first of the roster.
    var hero: Hero { roster.first ?? Hero.builtInRoster[0] }
}
