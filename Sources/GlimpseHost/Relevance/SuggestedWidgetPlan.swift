//  SuggestedWidgetPlan.swift — GlimpseHost (Glimpse)
//  Status: Complete for the rules; applied live by `glimpse serve` (LiveSimulator+Suggestions)
//  Behaviour: issue 13 "Suggestions: a relevant shortcut … or a relevant intent inserts a widget
//  of that kind, configured with that intent, into a stack of the right size that lacks it, for
//  its window; it leaves when the window ends unless the user keeps it". Glimpse's rules: while a
//  suggestion's window [start, end) is open (an open end lasting `openWindow`), the first stack
//  (two or more widgets, in the order given) whose family the kind supports, that lacks a widget
//  of the kind with the suggestion's configuration (`StackSuggestion.isFor`: one of the kind
//  configured otherwise does not count) and has room (10) gets one widget of it at its end (one
//  per kind and configuration, whichever of its windows is open); a window a person removed its
//  widget from does not insert again; a suggested widget leaves once the clock is outside its
//  window (also moved back before it), or at once when the app withdrew it: no open stored
//  suggestion is for its kind and configuration any more (`updateRelevantIntents` or
//  `setRelevantShortcuts` replaced the set, `[]` included). A kept widget is no longer a
//  suggested one.

public import Foundation

/// A stack a suggestion may join.
public struct SuggestionStack: Hashable, Sendable {
    /// Its place (surface) name and slot index (from 0).
    public var place: String
    public var slot: Int
    public var family: FamilyName
    /// The kinds of its widgets, in order.
    public var kinds: [String]
    /// Their configurations (JSON object text), in the same order.
    public var configurations: [String]

    /// - Parameter configurations: One per kind; nil: every widget's is "{}".
    public init(place: String, slot: Int, family: FamilyName, kinds: [String], configurations: [String]? = nil) {
        self.place = place
        self.slot = slot
        self.family = family
        self.kinds = kinds
        self.configurations = configurations ?? kinds.map { _ in "{}" }
    }

    /// Whether the stack holds the widget `suggestion` is for (`StackSuggestion.isFor`).
    public func holds(_ suggestion: StackSuggestion) -> Bool {
        zip(kinds, configurations).contains { suggestion.isFor(kind: $0, configuration: $1) }
    }
}

/// What the suggestions do to the stacks at a moment.
public struct SuggestedWidgetPlan: Hashable, Sendable {
    /// A widget to insert at the end of a stack.
    public struct Insert: Hashable, Sendable {
        public var suggestion: StackSuggestion
        public var place: String
        public var slot: Int
    }

    /// Widgets to insert, in the order their windows opened.
    public var inserts: [Insert] = []
    /// Suggested widgets whose window is not open, or that the app withdrew: they leave.
    public var leaving: [InstanceID] = []
    /// Those of `leaving` whose window is open but that no open suggestion is for any more.
    public var withdrawn: [InstanceID] = []

    /// The plan at `now`.
    ///
    /// - Parameters:
    ///   - suggestions: The stored suggestions.
    ///   - suggested: The widgets suggestions inserted, still suggested.
    ///   - dismissed: The suggestion windows a person removed.
    ///   - stacks: Every slot, in the order stacks are tried.
    ///   - families: The families each kind supports (empty for a kind no bundle has).
    ///   - openWindow: Seconds an open-ended window lasts.
    public init(
        at now: Date, suggestions: [StackSuggestion], suggested: [SuggestedWidget], dismissed: Set<SuggestionKey>,
        stacks: [SuggestionStack], families: (String) -> Set<FamilyName>, openWindow: TimeInterval = 3600
    ) {
        let usable = StackSuggestions(
            suggestions, knownKinds: Set(suggestions.map(\.kind).filter { !families($0).isEmpty }),
            openWindow: openWindow)
        let open = usable.suggestions.filter { $0.isOpen(at: now, openWindow: openWindow) }.sorted {
            $0.start < $1.start
        }
        let ended = suggested.filter { !($0.start <= now && now < $0.end) }.map(\.instance)
        withdrawn = suggested.filter { widget in
            !ended.contains(widget.instance)
                && !open.contains { $0.isFor(kind: widget.kind, configuration: widget.configuration) }
        }.map(\.instance)
        leaving = ended + withdrawn
        // One widget per kind and configuration, whichever of its windows put it there.
        var present = suggested
        var stacks = stacks
        for suggestion in open {
            guard !present.contains(where: { suggestion.isFor(kind: $0.kind, configuration: $0.configuration) }),
                !dismissed.contains(SuggestionKey(suggestion))
            else { continue }
            let supported = families(suggestion.kind)
            guard
                let index = stacks.firstIndex(where: {
                    $0.kinds.count > 1 && $0.kinds.count < WidgetStack.maximumWidgets
                        && supported.contains($0.family) && !$0.holds(suggestion)
                })
            else { continue }
            stacks[index].kinds.append(suggestion.kind)
            stacks[index].configurations.append(suggestion.configuration)
            present.append(
                SuggestedWidget(
                    instance: InstanceID(0), kind: suggestion.kind, configuration: suggestion.configuration,
                    start: suggestion.start, end: suggestion.end(openWindow: openWindow)))
            inserts.append(Insert(suggestion: suggestion, place: stacks[index].place, slot: stacks[index].slot))
        }
    }
}
