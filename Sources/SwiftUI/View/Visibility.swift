//  Visibility.swift — SwiftUI (Glimpse)
//  Status: Complete
//  Behaviour: Apple SwiftUI "Visibility": automatic, visible or hidden, as toolbars, scroll
//  indicators and Charts' axes and legends take it.

/// Whether something is shown (Apple SwiftUI, `Visibility`).
public enum Visibility: Hashable, CaseIterable, Sendable {
    /// The system decides.
    case automatic
    case visible
    case hidden
}

/// Whether scroll indicators show (Apple SwiftUI, `ScrollIndicatorVisibility`).
public struct ScrollIndicatorVisibility: Hashable, Sendable {
    let visibility: Visibility
    public static let automatic = ScrollIndicatorVisibility(visibility: .automatic)
    public static let visible = ScrollIndicatorVisibility(visibility: .visible)
    public static let hidden = ScrollIndicatorVisibility(visibility: .hidden)
    public static let never = ScrollIndicatorVisibility(visibility: .hidden)
}
