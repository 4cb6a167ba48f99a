//  WidgetFamily.swift — WidgetKit (Glimpse)
//  Status: Complete for the nine families of iOS, iPadOS, visionOS and watchOS
//  Behaviour: Apple WidgetKit "WidgetFamily"; reference widgetkit.md §4.1. The raw value is the
//  case name, which is also the family's name in the extension protocol.

/// A widget's size and shape: the home-screen sizes and the Lock Screen / watch accessories.
///
/// The raw value is the case name (`"systemSmall"`), the name the extension protocol and the
/// `glimpse` tool use.
///
/// Source: Apple WidgetKit "WidgetFamily".
@preconcurrency
public enum WidgetFamily: String, CaseIterable, Codable, Hashable, Sendable, CustomStringConvertible {
    /// A small home-screen widget (158×158 pt on a 6.1-inch iPhone).
    case systemSmall
    /// A medium home-screen widget (338×158 pt on a 6.1-inch iPhone).
    case systemMedium
    /// A large home-screen widget (338×354 pt on a 6.1-inch iPhone).
    case systemLarge
    /// An extra-large widget: iPad and Mac only.
    case systemExtraLarge
    /// A watch complication in a corner of the face: watchOS only.
    case accessoryCorner
    /// A circular Lock Screen widget or complication (72×72 pt on a 6.1-inch iPhone).
    case accessoryCircular
    /// A rectangular Lock Screen widget or complication (160×72 pt on a 6.1-inch iPhone).
    case accessoryRectangular
    /// A single line of text and an optional image above the Lock Screen clock (234×26 pt).
    case accessoryInline
    /// An extra-large widget in portrait orientation: the Home Screen on iOS and iPadOS, the Mac
    /// desktop and visionOS (Apple: iOS 27, visionOS 26). Not in the default
    /// `supportedFamilies`: a widget opts in by naming it.
    case systemExtraLargePortrait

    /// The case name, as Apple's `description` prints it.
    public var description: String { rawValue }

    /// Whether this is a home-screen (`system…`) family; those get default content margins.
    var isSystem: Bool {
        switch self {
        case .systemSmall, .systemMedium, .systemLarge, .systemExtraLarge, .systemExtraLargePortrait: return true
        case .accessoryCorner, .accessoryCircular, .accessoryRectangular, .accessoryInline: return false
        }
    }
}
