//  AlwaysOn.swift — GlimpseRender (Glimpse)
//  Status: Complete
//  Behaviour: reference widgetkit.md §5.2 (`isLuminanceReduced`) and §12.15; Apple's "Designing
//  your app for the Always On state" (watchOS): the system dims the display and updates the
//  interface at a much lower frequency; the HIG advises hiding seconds there. Apple publishes no
//  dimming factor or timer format; Glimpse's choices are documented on each member.

import Foundation

/// What the host does when a place shows a widget with luminance reduced (watch Always On,
/// StandBy at night), besides showing the archive the extension laid out with
/// `isLuminanceReduced` true.
enum AlwaysOn {
    /// Every colour's components (and the wallpaper's) are multiplied by this: half brightness.
    /// Apple publishes no factor; 0.5 matches the watch's Always On screenshots, where white
    /// text reads as mid grey, and is the middle of the 40–60 % range the issue proposes.
    static let brightness = 0.5

    /// The seconds between two updates at most: the host redraws a luminance-reduced widget no
    /// more than once a minute, on the wall clock's whole minutes (when the face's own clock
    /// changes).
    static let updateInterval: TimeInterval = 60

    /// The first whole minute of the wall clock (UTC seconds divisible by 60) at or after
    /// `change` and strictly after `now`.
    static func minuteBoundary(atOrAfter change: Date, after now: Date) -> Date {
        let t = change.timeIntervalSince1970
        var minute = (t / updateInterval).rounded(.up) * updateInterval
        if minute <= now.timeIntervalSince1970 {
            minute = ((now.timeIntervalSince1970 / updateInterval).rounded(.down) + 1) * updateInterval
        }
        return Date(timeIntervalSince1970: minute)
    }
}
