//  StackSuggestion.swift — GlimpseHost (Glimpse)
//  Status: Complete for the rules; the widgets are inserted and removed by `StackReplay`
//  (simulate) and `SuggestedWidgetPlan` (serve and host, from the store's suggestions)
//  Behaviour: issue 13 "Suggestions", Glimpse's rules: a relevant shortcut (with `widgetKind`
//  and a date window) or a relevant intent inserts a widget of that kind into a stack that lacks
//  it, at the end, for its window [start, end); it leaves when the window ends unless the person
//  kept it. While its window is open the widget scores `suggestionScore` (source "suggestion").
//  A suggestion is for a kind and its configuration (`isFor`, the one rule of every host): a
//  stack holding that kind with the same configuration has its widget raised (it scores
//  `suggestionScore` while the window is open); one holding the kind configured otherwise gets a
//  widget of the suggestion's configuration. A window that ends before it starts, a kind no
//  bundle has, or a full stack (10 widgets) inserts nothing, with a message saying why. An open
//  end (`INDateRelevanceProvider(start:end: nil)`) lasts `openSuggestionWindow` seconds.

public import Foundation
internal import GlimpseArchive

/// A widget the system offers in a stack for a while.
public struct StackSuggestion: Hashable, Codable, Sendable {
    /// Where the suggestion came from.
    public enum Origin: String, Hashable, Codable, Sendable {
        case relevantShortcut, relevantIntent
    }

    public var kind: String
    public var start: Date
    /// nil: an open end.
    public var end: Date?
    public var origin: Origin
    /// The configuration to give the inserted widget (JSON object text).
    public var configuration: String
    /// The configuring intent's type, module-qualified; nil without one.
    public var intentType: String?

    public init(
        kind: String, start: Date, end: Date?, origin: Origin, configuration: String = "{}", intentType: String? = nil
    ) {
        self.intentType = intentType
        self.kind = kind
        self.start = start
        self.end = end
        self.origin = origin
        self.configuration = configuration
    }

    /// The window's end, an open end lasting `openWindow` seconds.
    public func end(openWindow: TimeInterval) -> Date { end ?? start.addingTimeInterval(openWindow) }

    /// Whether this suggestion is for a widget of `kind` configured with `configuration`: the same
    /// kind and the same configuration as JSON objects (keys in any order). The one rule by which
    /// a suggestion raises a widget, inserts one a stack lacks and keeps its suggested widget.
    public func isFor(kind: String, configuration: String) -> Bool {
        self.kind == kind
            && LiveStackRotation.canonical(self.configuration) == LiveStackRotation.canonical(configuration)
    }

    /// Whether the window is open at `date`.
    public func isOpen(at date: Date, openWindow: TimeInterval) -> Bool {
        start <= date && date < end(openWindow: openWindow)
    }
}

/// The suggestions a stack receives, checked once, and what they do at each moment.
public struct StackSuggestions: Hashable, Sendable {
    /// The usable suggestions.
    public private(set) var suggestions: [StackSuggestion] = []
    /// One line per suggestion set aside, and why.
    public private(set) var ignored: [String] = []
    /// Seconds an open-ended window lasts.
    public var openWindow: TimeInterval

    /// - Parameters:
    ///   - knownKinds: The kinds the bundles have; suggestions of others are ignored.
    public init(_ suggestions: [StackSuggestion], knownKinds: Set<String>, openWindow: TimeInterval = 3600) {
        self.openWindow = openWindow
        for suggestion in suggestions {
            if !knownKinds.contains(suggestion.kind) {
                let hint = nearestName(to: suggestion.kind, among: knownKinds.sorted()).map {
                    " (did you mean '\($0)'?)"
                }
                ignored.append(
                    "a \(suggestion.origin.rawValue) for '\(suggestion.kind)', which no bundle has\(hint ?? ""): ignored"
                )
            } else if let end = suggestion.end, end <= suggestion.start {
                ignored.append(
                    "a \(suggestion.origin.rawValue) for '\(suggestion.kind)' whose window ends before it starts: ignored"
                )
            } else {
                self.suggestions.append(suggestion)
            }
        }
    }

    /// The suggestion score of `kind` at `date`: `settings.suggestionScore` while one of its
    /// windows is open, else 0. Only a suggestion for that configuration counts (`isFor`, what
    /// every host passes); `configuration` nil: one of any configuration.
    public func score(
        of kind: String, configuration: String? = nil, at date: Date, settings: SmartRotateSettings
    ) -> Double {
        suggestions.contains { suggestion in
            guard suggestion.isOpen(at: date, openWindow: openWindow) else { return false }
            guard let configuration else { return suggestion.kind == kind }
            return suggestion.isFor(kind: kind, configuration: configuration)
        } ? settings.suggestionScore : 0
    }
}
