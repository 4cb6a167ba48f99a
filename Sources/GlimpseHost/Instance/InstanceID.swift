//  InstanceID.swift — GlimpseHost (Glimpse)
//  Status: Complete
//  Behaviour: the host's name for one added widget (WidgetKit gives each instance its own
//  configuration, timeline and budget; reference widgetkit.md §10.5).

/// Identifies one widget instance for the life of the store (the row id in `instances`).
public struct InstanceID: RawRepresentable, Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
    public let rawValue: Int64
    public init(rawValue: Int64) { self.rawValue = rawValue }
    public init(_ value: Int64) { rawValue = value }

    public static func < (a: InstanceID, b: InstanceID) -> Bool { a.rawValue < b.rawValue }

    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(Int64.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    public var description: String { "#\(rawValue)" }
}
