//  SymbolImageScale.swift — GlimpseText (Glimpse)
//  Status: Complete
//  Behaviour: Apple "NSImage.SymbolScale": small is "approximately 20% smaller" and large
//  "approximately 30% larger" than medium; SwiftUI's `Image.Scale` selects the same variants.

/// The relative size of a symbol image next to text (`Image.Scale` in SwiftUI).
public enum SymbolImageScale: String, Hashable, Sendable, CaseIterable {
    case small, medium, large

    /// The symbol's size relative to `.medium`: 0.8, 1, 1.3.
    public var factor: Double {
        switch self {
        case .small: return 0.8
        case .medium: return 1
        case .large: return 1.3
        }
    }
}
