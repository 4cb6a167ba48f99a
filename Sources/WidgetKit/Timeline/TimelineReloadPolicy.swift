//  TimelineReloadPolicy.swift — WidgetKit (Glimpse)
//  Status: Complete
//  Behaviour: Apple WidgetKit "TimelineReloadPolicy"; reference widgetkit.md §2.2 (a date makes
//  the widget eligible for a reload, it does not promise one).

public import Foundation

/// When WidgetKit may ask the provider for a new timeline.
///
/// Source: Apple WidgetKit "TimelineReloadPolicy".
public struct TimelineReloadPolicy: Equatable, Sendable {
    enum Storage: Equatable, Sendable {
        case atEnd
        case after(Date)
        case never
    }
    let storage: Storage

    /// Ask again after the last entry's date has passed (the default).
    public static let atEnd = TimelineReloadPolicy(storage: .atEnd)
    /// Never ask again on the policy's account; only `WidgetCenter` and system reloads apply.
    public static let never = TimelineReloadPolicy(storage: .never)
    /// Ask again once `date` has passed; `date` may be before or after the last entry.
    public static func after(_ date: Date) -> TimelineReloadPolicy { TimelineReloadPolicy(storage: .after(date)) }
}
