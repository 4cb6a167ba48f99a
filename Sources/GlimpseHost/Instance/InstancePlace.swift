//  InstancePlace.swift — GlimpseHost (Glimpse)
//  Status: Complete for the four places of issue 3
//  Behaviour: reference widgetkit.md §3.2 (watch complications get 75 updates a day) and §5.1
//  (the rendering mode depends on the place, not only the family).

/// Where a widget instance is shown.
public struct InstancePlace: RawRepresentable, Hashable, Codable, Sendable, CustomStringConvertible,
    ExpressibleByStringLiteral
{
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.init(rawValue: value) }

    /// The iPhone or iPad Home Screen (and Today view).
    public static let homeScreen: InstancePlace = "homeScreen"
    /// The Lock Screen (accessory families).
    public static let lockScreen: InstancePlace = "lockScreen"
    /// A watch face complication: its budget is `HostSettings.watchFaceDailyBudget` (75).
    public static let watchFace: InstancePlace = "watchFace"
    /// StandBy on a charging iPhone.
    public static let standBy: InstancePlace = "standBy"

    /// The known places.
    public static let all: [InstancePlace] = [.homeScreen, .lockScreen, .watchFace, .standBy]

    /// Whether the host knows this place.
    public var isKnown: Bool { Self.all.contains(self) }

    public var description: String { rawValue }
}
