//  WidgetStack.swift — GlimpseHost (Glimpse)
//  Status: Complete for the person's choice; rotation by relevance comes with Smart Stacks
//  Behaviour: issue 10 "Which widget of a stack is on top is the host's decision, recorded with
//  its reason"; Apple: a stack holds up to 10 widgets (HIG "Widgets", Smart Stacks).

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

    public init(instances: [InstanceID], top: InstanceID? = nil, topReason: TopReason = .added) {
        self.instances = instances
        self.top = top
        self.topReason = topReason
    }

    /// The widget shown: `top` when it is in the stack, else the first.
    public var shown: InstanceID? {
        if let top, instances.contains(top) { return top }
        return instances.first
    }
}
