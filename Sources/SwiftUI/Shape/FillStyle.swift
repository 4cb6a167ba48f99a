//  FillStyle.swift — SwiftUI (Glimpse)
//  Status: Complete (anti-aliasing is always on in the renderer)
//  Behaviour: Apple SwiftUI "FillStyle".

/// The fill rule and anti-aliasing of a filled shape.
public struct FillStyle: Hashable, Sendable {
    /// Even-odd rule when true; non-zero winding when false (the default).
    public var isEOFilled: Bool
    /// Whether to anti-alias the edges. Glimpse always does.
    public var isAntialiased: Bool

    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}
