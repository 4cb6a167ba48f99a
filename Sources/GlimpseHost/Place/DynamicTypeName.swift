//  DynamicTypeName.swift — GlimpseHost (Glimpse)
//  Status: Complete
//  Behaviour: SwiftUI "DynamicTypeSize" case names, as `RenderEnvironment.dynamicTypeSize`
//  carries them; HIG "Widgets" (reference widgetkit.md §5.7): widgets on iOS and iPadOS support
//  Dynamic Type from Large to AX5, so smaller sizes do not apply there.

/// A Dynamic Type size by its SwiftUI case name: `"large"`, `"accessibility3"`…
public struct DynamicTypeName: RawRepresentable, Hashable, Codable, Sendable, CustomStringConvertible,
    ExpressibleByStringLiteral, Comparable
{
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.init(rawValue: value) }

    /// The default size.
    public static let large: DynamicTypeName = "large"

    /// Every size, smallest first (SwiftUI's `DynamicTypeSize.allCases`).
    public static let all: [DynamicTypeName] = [
        "xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge", "accessibility1", "accessibility2",
        "accessibility3", "accessibility4", "accessibility5",
    ]

    /// Whether SwiftUI has a size of this name.
    public var isKnown: Bool { Self.all.contains(self) }

    /// Whether widgets on `platform` are drawn at this size: from `large` up on iOS (smaller
    /// sizes draw as `large`), every size on watchOS.
    public func applies(on platform: PlatformName) -> Bool {
        platform == .watchOS || self >= .large
    }

    /// A short name for labels and file names: `large`, `xxxLarge`, `AX3`.
    public var shortName: String {
        rawValue.hasPrefix("accessibility") ? "AX" + rawValue.dropFirst("accessibility".count) : rawValue
    }

    public var description: String { rawValue }

    /// Orders by size; unknown names sort last, by name.
    public static func < (a: DynamicTypeName, b: DynamicTypeName) -> Bool {
        let i = all.firstIndex(of: a) ?? all.count
        let j = all.firstIndex(of: b) ?? all.count
        return i != j ? i < j : a.rawValue < b.rawValue
    }
}
