//  PlatformName.swift — GlimpseHost (Glimpse)
//  Status: Complete for iOS (iPhone and iPad) and watchOS
//  Behaviour: Docs/ExtensionProtocol.md "RenderEnvironment.platform": the platform whose defaults
//  (text-style sizes, fonts, content margins) the extension lays out with. iPadOS uses iOS's
//  (reference widgetkit.md §5.7: one iOS column in the text-style table).

/// The platform a place belongs to, as the extension protocol names it: `"iOS"` or `"watchOS"`.
public struct PlatformName: RawRepresentable, Hashable, Codable, Sendable, CustomStringConvertible,
    ExpressibleByStringLiteral
{
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.init(rawValue: value) }

    /// iPhone and iPad: iOS text styles (body 17 pt at Large), the system font.
    public static let iOS: PlatformName = "iOS"
    /// Apple Watch: watchOS text styles (body 16–17 pt by case size) in the rounded design.
    public static let watchOS: PlatformName = "watchOS"

    public var description: String { rawValue }
}
