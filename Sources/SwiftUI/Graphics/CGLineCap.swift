//  CGLineCap.swift — SwiftUI (Glimpse)
//  Status: Complete
//  Behaviour: Core Graphics "CGLineCap". Foundation on Linux has no Core Graphics drawing
//  types, and SwiftUI's `StrokeStyle` needs this one, so SwiftUI declares it.

/// How the ends of stroked open subpaths are drawn.
public enum CGLineCap: Int32, Hashable, Sendable {
    /// Squared off exactly at the end point.
    case butt = 0
    /// A half circle of the line width's diameter past the end point.
    case round = 1
    /// Squared off half the line width past the end point.
    case square = 2
}
