//  WidgetConfiguration+Placement.swift — WidgetKit (Glimpse)
//  Status: Partial: the modifiers compile and keep the widget's configuration; Glimpse's gallery
//  does not yet hide disfavoured places, prompt for configuration, or deliver push tokens
//  Behaviour: Apple WidgetKit "disfavoredLocations(_:for:)" (iOS 17), "WidgetLocation",
//  "promptsForUserConfiguration()" (iOS 18), "pushHandler(_:)", "WidgetPushHandler",
//  "WidgetPushInfo", "WidgetCenter.currentPushInfo" (iOS 26).

public import Foundation

/// A place a widget can appear.
///
/// Source: Apple WidgetKit "WidgetLocation".
public struct WidgetLocation: Hashable, Sendable {
    let name: String

    /// The Home Screen or Today View.
    public static let homeScreen = WidgetLocation(name: "homeScreen")
    /// The Lock Screen.
    public static let lockScreen = WidgetLocation(name: "lockScreen")
    /// StandBy.
    public static let standBy = WidgetLocation(name: "standBy")
    /// An iPhone's widget shown on a Mac.
    public static let iPhoneWidgetsOnMac = WidgetLocation(name: "iPhoneWidgetsOnMac")
    /// CarPlay (iOS 26).
    public static let carPlay = WidgetLocation(name: "carPlay")
    /// A Smart Stack (watchOS 26).
    public static let smartStack = WidgetLocation(name: "smartStack")
    /// A watch face (watchOS 26).
    public static let watchFace = WidgetLocation(name: "watchFace")
}

/// A type the system asks when the push token for widget reloads changes.
///
/// Source: Apple WidgetKit "WidgetPushHandler" (iOS 26).
public protocol WidgetPushHandler {
    init()
    /// Called with the token to send pushes to, and the widgets that support push updates.
    func pushTokenDidChange(_ pushInfo: WidgetPushInfo, widgets: [WidgetInfo])
}

/// The push token for widget reloads and relevance refreshes.
///
/// Source: Apple WidgetKit "WidgetPushInfo".
public struct WidgetPushInfo: Sendable {
    /// The token to deliver updates to.
    public let token: Data
}

extension WidgetCenter {
    /// The current push token; nil when none has been made. Glimpse has no push service, so
    /// this is always nil (reload from the app with `reloadTimelines(ofKind:)` instead).
    public var currentPushInfo: WidgetPushInfo? {
        get async { nil }
    }
}

extension WidgetConfiguration {
    /// Asks the system not to offer `families` of this widget in `locations`.
    ///
    /// Source: Apple "disfavoredLocations(_:for:)".
    public func disfavoredLocations(_ locations: [WidgetLocation], for families: [WidgetFamily])
        -> some WidgetConfiguration
    { self }

    /// Asks people to configure the widget when they add it (an `AppIntentConfiguration`).
    ///
    /// Source: Apple "promptsForUserConfiguration()".
    public func promptsForUserConfiguration() -> some WidgetConfiguration { self }

    /// Opts the widget into reloads by push, with `pushHandlerType` told of token changes.
    ///
    /// Source: Apple "pushHandler(_:)" (iOS 26).
    public func pushHandler(_ pushHandlerType: any WidgetPushHandler.Type) -> some WidgetConfiguration { self }
}

/// How a widget is mounted on a surface in visionOS.
///
/// Source: Apple WidgetKit "WidgetMountingStyle" (visionOS 26).
public struct WidgetMountingStyle: Hashable, Sendable {
    let name: String
    /// On the surface, like a picture frame.
    public static let elevated = WidgetMountingStyle(name: "elevated")
    /// Set into the surface, like a window.
    public static let recessed = WidgetMountingStyle(name: "recessed")
}

/// The material of a widget's frame in visionOS.
///
/// Source: Apple WidgetKit "WidgetTexture" (visionOS 26).
public struct WidgetTexture: Hashable, Sendable {
    let name: String
    public static let glass = WidgetTexture(name: "glass")
    public static let paper = WidgetTexture(name: "paper")
}

/// How much detail a widget shows: visionOS simplifies widgets seen from afar.
///
/// Source: Apple WidgetKit "LevelOfDetail" (visionOS 26).
public struct LevelOfDetail: Hashable, Sendable {
    let name: String
    public static let `default` = LevelOfDetail(name: "default")
    public static let simplified = LevelOfDetail(name: "simplified")
}

private struct LevelOfDetailKey: EnvironmentKey {
    static let defaultValue = LevelOfDetail.default
}

extension EnvironmentValues {
    /// The level of detail the widget is seen at; always `.default` on Glimpse's places, which
    /// are all seen up close.
    public var levelOfDetail: LevelOfDetail {
        get { self[LevelOfDetailKey.self] }
        set { self[LevelOfDetailKey.self] = newValue }
    }
}

extension WidgetConfiguration {
    /// The mounting styles the widget supports in visionOS (accepted: Glimpse has no visionOS place).
    public func supportedMountingStyles(_ styles: [WidgetMountingStyle]) -> some WidgetConfiguration { self }

    /// The frame material in visionOS (accepted: Glimpse has no visionOS place).
    public func widgetTexture(_ texture: WidgetTexture) -> some WidgetConfiguration { self }
}
