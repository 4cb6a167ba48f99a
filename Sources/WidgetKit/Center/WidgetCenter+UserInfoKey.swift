//  WidgetCenter+UserInfoKey.swift — WidgetKit (Glimpse)
//  Status: Complete
//  Behaviour: Apple WidgetKit "WidgetCenter.UserInfoKey": the keys of the user-info dictionary
//  of the `NSUserActivity` an app receives when a person taps a widget or a Live Activity.

extension WidgetCenter {
    /// Keys for the user-info dictionary of the activity a tapped widget opens the app with
    /// (`userActivity.userInfo?[WidgetCenter.UserInfoKey.kind] as? String`).
    ///
    /// Glimpse: `glimpse serve` reports a tap's URL rather than opening an app, so no host fills
    /// such a dictionary yet; the keys exist so app code that reads one compiles and runs.
    ///
    /// Source: Apple WidgetKit "WidgetCenter.UserInfoKey" (iOS 14, watchOS 9).
    public struct UserInfoKey: Sendable {
        /// The key of the tapped widget's `kind`, as its configuration names it.
        public static let kind = "WGWidgetUserInfoKeyKind"
        /// The key of the tapped widget's family (the `WidgetFamily` raw value's text).
        public static let family = "WGWidgetUserInfoKeyFamily"
        /// The key of the Live Activity's id when the tap came from a Live Activity.
        public static let activityID = "WGWidgetUserInfoKeyActivityID"
    }
}
