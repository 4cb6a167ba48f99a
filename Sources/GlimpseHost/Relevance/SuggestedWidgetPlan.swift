//  SuggestedWidgetPlan.swift — GlimpseHost (Glimpse)
//  Status: Complete for the rules; applied live by `glimpse serve` (LiveSimulator+Suggestions)
//  Behaviour: issue 13 "Suggestions: a relevant shortcut … or a relevant intent inserts a widget
//  of that kind, configured with that intent, into a stack of the right size that lacks it, for
//  its window; it leaves when the window ends unless the user keeps it". Glimpse's rules: while a
//  suggestion's window [start, end) is open (an open end lasting `openWindow`), the first stack
//  (two or more widgets, in the order given) whose family the kind supports, that lacks the kind
//  and has room (10) gets one widget of it at its end (one per kind and configuration, whichever
//  of its windows is open); a window a person removed its widget from
//  does not insert again; a suggested widget leaves once the clock is outside its window (also
//  moved back before it). A kept widget is no longer a suggested one.

public import Foundation

/// A stack a suggestion may join.
public struct SuggestionStack: Hashable, Sendable {
    /// Its place (surface) name and slot index (from 0).
    public var place: String
    public var slot: Int
    public var family: FamilyName
    /// The kinds of its widgets, in order.
    public var kinds: [String]

    public init(place: String, slot: Int, family: FamilyName, kinds: [String]) {
        self.place = place
        self.slot = slot
        self.family = family
        self.kinds = kinds
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
    /// Suggested widgets whose window is not open: they leave.
    public var leaving: [InstanceID] = []

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
        leaving = suggested.filter { !($0.start <= now && now < $0.end) }.map(\.instance)
        // One widget per kind and configuration, whichever of its windows put it there.
        var present = Set(suggested.map { $0.kind + "\u{0}" + $0.configuration })
        var stacks = stacks
        let usable = StackSuggestions(
            suggestions, knownKinds: Set(suggestions.map(\.kind).filter { !families($0).isEmpty }),
            openWindow: openWindow)
        let open = usable.suggestions.filter { $0.isOpen(at: now, openWindow: openWindow) }.sorted {
            $0.start < $1.start
        }
        for suggestion in open {
            let same = suggestion.kind + "\u{0}" + suggestion.configuration
            guard !present.contains(same), !dismissed.contains(SuggestionKey(suggestion)) else { continue }
            let supported = families(suggestion.kind)
            guard
                let index = stacks.firstIndex(where: {
                    $0.kinds.count > 1 && $0.kinds.count < WidgetStack.maximumWidgets
                        && supported.contains($0.family) && !$0.kinds.contains(suggestion.kind)
                })
            else { continue }
            stacks[index].kinds.append(suggestion.kind)
            present.insert(same)
            inserts.append(Insert(suggestion: suggestion, place: stacks[index].place, slot: stacks[index].slot))
        }
    }
}
