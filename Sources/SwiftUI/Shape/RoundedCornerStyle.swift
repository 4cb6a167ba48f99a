//  RoundedCornerStyle.swift — SwiftUI (Glimpse)
//  Status: Complete
//  Behaviour: Apple SwiftUI "RoundedCornerStyle". `.continuous` is drawn with the iOS 7
//  squircle corner as commonly reverse-engineered (PaintCode, "Code for iOS 7 rounded
//  rectangles"): the curve leaves the edge 1.52866 radii from the corner. Where that does
//  not fit, Glimpse blends towards a circular corner (Path+RoundedRect.swift), so a radius
//  of half the shorter side is a capsule's round end.

/// Defines the shape of a rounded rectangle's corners.
public enum RoundedCornerStyle: Hashable, Sendable {
    /// Quarter circles (or quarter ellipses) joined to the straight edges.
    case circular
    /// Apple's smooth corners, whose curvature eases in from the edges.
    case continuous
}
