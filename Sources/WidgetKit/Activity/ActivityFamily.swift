//  ActivityFamily.swift — WidgetKit (Glimpse)
//  Status: Complete
//  Behaviour: Apple WidgetKit "ActivityFamily", "EnvironmentValues.activityFamily" and
//  "EnvironmentValues.isActivityFullscreen" (iOS 18): which layout a Live Activity's Lock Screen
//  view is drawn for, and whether StandBy shows it full screen.

public import SwiftUI

/// The size class a Live Activity's content view is drawn for.
///
/// Source: Apple WidgetKit "ActivityFamily".
public enum ActivityFamily: String, Hashable, Sendable, CaseIterable {
    /// The Apple Watch Smart Stack and CarPlay (with `supplementalActivityFamilies([.small])`).
    case small
    /// The iPhone Lock Screen, the default.
    case medium
}

extension EnvironmentValues {
    /// The family the activity's content view is drawn for: `.medium` on the Lock Screen.
    ///
    /// Source: Apple WidgetKit "activityFamily".
    public var activityFamily: ActivityFamily {
        get { self[ActivityFamilyKey.self] }
        set { self[ActivityFamilyKey.self] = newValue }
    }

    /// Whether StandBy shows the Live Activity full screen (false on the Lock Screen).
    ///
    /// Source: Apple WidgetKit "isActivityFullscreen".
    public var isActivityFullscreen: Bool {
        get { self[ActivityFullscreenKey.self] }
        set { self[ActivityFullscreenKey.self] = newValue }
    }
}

private struct ActivityFamilyKey: EnvironmentKey {
    static let defaultValue: ActivityFamily = .medium
}

private struct ActivityFullscreenKey: EnvironmentKey {
    static let defaultValue = false
}
