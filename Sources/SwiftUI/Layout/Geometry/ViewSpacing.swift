//  ViewSpacing.swift — SwiftUI (Glimpse)
//  Status: Complete for plain views, text, spacers; baselines not used
//  Behaviour: reference swiftui-layout.md §2b (OpenSwiftUI Spacing.swift): each edge carries
//  preferred distances by category; neighbours take the largest sum over shared categories,
//  else the larger uncategorised value, else 8 points.

import Foundation

/// Spacing preferences of a view's four edges.
public struct ViewSpacing: Sendable {
    enum Category: Hashable, Sendable {
        /// Uncategorised (spacers, explicit `ViewSpacing`).
        case none
        case edgeAboveText, edgeBelowText, edgeLeftText, edgeRightText, textToText
    }

    /// Values by category, per absolute edge.
    var top: [Category: CGFloat] = [:]
    var bottom: [Category: CGFloat] = [:]
    var left: [Category: CGFloat] = [:]
    var right: [Category: CGFloat] = [:]

    /// The distance between views when nothing else decides: 8 points on iOS.
    static let defaultSpacing: CGFloat = 8

    public init() {}

    /// What Color, shapes, frames and most modifiers export.
    static let `default`: ViewSpacing = {
        var s = ViewSpacing()
        s.top = [.edgeBelowText: 0]
        s.bottom = [.edgeAboveText: 0]
        s.left = [.edgeRightText: 0]
        s.right = [.edgeLeftText: 0]
        return s
    }()

    /// Zero on every edge, uncategorised (a spacer's): it swallows a stack's spacing.
    public static let zero: ViewSpacing = {
        var s = ViewSpacing()
        s.top = [.none: 0]
        s.bottom = [.none: 0]
        s.left = [.none: 0]
        s.right = [.none: 0]
        return s
    }()

    /// The preferred distance from a view with these preferences to `next`, which follows it
    /// along `axis` (below it for `.vertical`, after it for `.horizontal`).
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        let a = axis == .vertical ? bottom : right
        let b = axis == .vertical ? next.top : next.left
        var best: CGFloat?
        for (category, value) in a where category != .none {
            if let other = b[category] { best = max(best ?? -.infinity, value + other) }
        }
        if let best { return best }
        let fallback = [a[.none], b[.none]].compactMap { $0 }
        if let m = fallback.max() { return m }
        return Self.defaultSpacing
    }

    /// This spacing with the edges along `axes` reset to the default (frames and padding do this).
    func resetting(_ edges: Edge.Set) -> ViewSpacing {
        var s = self
        if edges.contains(.top) { s.top = Self.default.top }
        if edges.contains(.bottom) { s.bottom = Self.default.bottom }
        if edges.contains(.leading) { s.left = Self.default.left }
        if edges.contains(.trailing) { s.right = Self.default.right }
        return s
    }

    /// Merges another view's preferences for an edge both share (the larger value wins).
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        func merge(_ a: inout [Category: CGFloat], _ b: [Category: CGFloat]) {
            for (k, v) in b { a[k] = max(a[k] ?? -.infinity, v) }
        }
        if edges.contains(.top) { merge(&top, other.top) }
        if edges.contains(.bottom) { merge(&bottom, other.bottom) }
        if edges.contains(.leading) { merge(&left, other.left) }
        if edges.contains(.trailing) { merge(&right, other.right) }
    }

    /// This spacing merged with `other` on `edges` (Apple SwiftUI "ViewSpacing.union").
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var s = self
        s.formUnion(other, edges: edges)
        return s
    }
}
