//  FamilyName.swift — GlimpseHost (Glimpse)
//  Status: Complete for the nine families of iOS, iPadOS, visionOS and watchOS
//  Behaviour: the host's name for a WidgetKit `WidgetFamily` (the host does not link WidgetKit);
//  the raw value is the case name used by the extension protocol.

/// A widget family as the host names it: `"systemSmall"`, `"accessoryCircular"`…
public struct FamilyName: RawRepresentable, Hashable, Codable, Sendable, CustomStringConvertible,
    ExpressibleByStringLiteral, Comparable
{
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.init(rawValue: value) }

    public static let systemSmall: FamilyName = "systemSmall"
    public static let systemMedium: FamilyName = "systemMedium"
    public static let systemLarge: FamilyName = "systemLarge"
    public static let systemExtraLarge: FamilyName = "systemExtraLarge"
    public static let accessoryCorner: FamilyName = "accessoryCorner"
    public static let accessoryCircular: FamilyName = "accessoryCircular"
    public static let accessoryRectangular: FamilyName = "accessoryRectangular"
    public static let accessoryInline: FamilyName = "accessoryInline"
    /// Apple's iOS 27 / visionOS portrait extra-large widget; no Glimpse device has a place for it yet.
    public static let systemExtraLargePortrait: FamilyName = "systemExtraLargePortrait"

    /// Every family, in WidgetKit's declaration order.
    public static let all: [FamilyName] = [
        .systemSmall, .systemMedium, .systemLarge, .systemExtraLarge, .accessoryCorner, .accessoryCircular,
        .accessoryRectangular, .accessoryInline, .systemExtraLargePortrait,
    ]

    /// Whether WidgetKit has a family of this name.
    public var isKnown: Bool { Self.all.contains(self) }

    /// Whether this is a home-screen (`system…`) family.
    public var isSystem: Bool { rawValue.hasPrefix("system") }

    public var description: String { rawValue }

    /// Orders by WidgetKit's declaration order; unknown names sort last, by name.
    public static func < (a: FamilyName, b: FamilyName) -> Bool {
        let i = all.firstIndex(of: a) ?? all.count
        let j = all.firstIndex(of: b) ?? all.count
        return i != j ? i < j : a.rawValue < b.rawValue
    }
}
