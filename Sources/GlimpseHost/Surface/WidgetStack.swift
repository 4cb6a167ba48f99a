//  WidgetStack.swift — GlimpseHost (Glimpse)
//  Status: Complete
//  Behaviour: issue 10 "Which widget of a stack is on top is the host's decision, recorded with
//  its reason"; issue 13: a person's swipe is held for `userChoiceHold` from its time; Apple: a
//  stack holds up to 10 widgets (HIG "Widgets", Smart Stacks).

public import Foundation

/// One slot of a surface: one widget, or a stack of widgets of one family in the order a person
/// arranged them, and which of them is on top and why.
public struct WidgetStack: Hashable, Sendable {
    /// Why the widget on top is there.
    public enum TopReason: String, Hashable, Codable, Sendable, CaseIterable {
        /// The stack's first widget, as it was added (no one chose).
        case added
        /// A person swiped to it.
        case swiped
        /// A person pinned it (rotation leaves it on top).
        case pinned
        /// The host rotated to it by relevance (Smart Stacks).
        case rotated
    }

    /// A stack holds at most this many widgets, as on iOS.
    public static let maximumWidgets = 10

    /// The widgets, in the order a person arranged them; never empty in a stored surface.
    public var instances: [InstanceID]
    /// The widget on top when someone (or rotation) chose one; nil for the first.
    public var top: InstanceID?
    public var topReason: TopReason
    /// When a person swiped to `top` (`swiped`), in UTC: Smart Rotate does not rotate away from it
    /// for `SmartRotateSettings.userChoiceHold` from then. nil for any other reason, and for a
    /// swipe stored without its time (before store schema 12), which is held as pinned.
    public var chosen: Date?

    public init(instances: [InstanceID], top: InstanceID? = nil, topReason: TopReason = .added, chosen: Date? = nil) {
        self.instances = instances
        self.top = top
        self.topReason = topReason
        self.chosen = chosen
    }

    /// The widget shown: `top` when it is in the stack, else the first.
    public var shown: InstanceID? {
        if let top, instances.contains(top) { return top }
        return instances.first
    }
}
