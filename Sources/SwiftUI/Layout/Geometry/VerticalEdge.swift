//  VerticalEdge.swift — SwiftUI (Glimpse)
//  Status: Complete
//  Behaviour: Apple SwiftUI "VerticalEdge" and "HorizontalEdge" (iOS 15): the edges one axis has,
//  as `safeAreaInset(edge:…)` takes them.

/// The top or bottom edge of a view.
///
/// Source: Apple SwiftUI "VerticalEdge".
public enum VerticalEdge: Int8, Hashable, Sendable, CaseIterable {
    case top, bottom

    /// A set of vertical edges.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ e: VerticalEdge) { self.init(rawValue: 1 << e.rawValue) }
        public static let top = Set(.top)
        public static let bottom = Set(.bottom)
        public static let all: Set = [.top, .bottom]
    }
}

/// The leading or trailing edge of a view.
///
/// Source: Apple SwiftUI "HorizontalEdge".
public enum HorizontalEdge: Int8, Hashable, Sendable, CaseIterable {
    case leading, trailing

    /// A set of horizontal edges.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ e: HorizontalEdge) { self.init(rawValue: 1 << e.rawValue) }
        public static let leading = Set(.leading)
        public static let trailing = Set(.trailing)
        public static let all: Set = [.leading, .trailing]
    }
}
