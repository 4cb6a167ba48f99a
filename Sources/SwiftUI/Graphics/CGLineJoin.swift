//  CGLineJoin.swift — SwiftUI (Glimpse)
//  Status: Complete
//  Behaviour: Core Graphics "CGLineJoin". Foundation on Linux has no Core Graphics drawing
//  types, and SwiftUI's `StrokeStyle` needs this one, so SwiftUI declares it.

/// How the joins between connected segments of a stroked path are drawn.
public enum CGLineJoin: Int32, Hashable, Sendable {
    /// A sharp corner, cut to a bevel past the stroke's miter limit.
    case miter = 0
    /// A rounded corner.
    case round = 1
    /// A squared-off corner.
    case bevel = 2
}
