//  ContentMargins.swift — GlimpseHost (Glimpse)
//  Status: Complete
//  Behaviour: WidgetKit "widgetContentMargins" (reference widgetkit.md §5.2 "Margins"): from
//  iOS 17 and watchOS 10 the system insets widget content by margins that depend on the place.

/// The default content margins of a widget in a place, in points.
public struct ContentMargins: Hashable, Codable, Sendable, CustomStringConvertible {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
    }

    /// The same margin on every edge, in points.
    public init(all value: Double) {
        self.init(top: value, leading: value, bottom: value, trailing: value)
    }

    /// No margins (accessory families on the Lock Screen and on watch faces).
    public static let zero = ContentMargins(all: 0)

    /// `16` when every edge is the same, else `8 10 8 10` (top leading bottom trailing).
    public var description: String {
        let edges = [top, leading, bottom, trailing].map(FamilySize.format)
        return Set(edges).count == 1 ? edges[0] : edges.joined(separator: " ")
    }
}
