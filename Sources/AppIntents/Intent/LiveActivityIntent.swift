//  LiveActivityIntent.swift — AppIntents (Glimpse)
//  Status: Complete (a marker: Glimpse runs every intent in the bundle's process)
//  Behaviour: Apple AppIntents "LiveActivityIntent" (iOS 17): an intent that starts, updates or
//  ends a Live Activity; on iOS it runs in the app's process, not the widget extension's
//  (reference widgetkit.md §6). A `SetValueIntent, LiveActivityIntent` toggle is normal code
//  (WWDC24 "Extend your app's controls across the system").

/// An intent that starts, pauses or changes a Live Activity; iOS runs it in the app's process.
///
/// Source: Apple AppIntents "LiveActivityIntent".
public protocol LiveActivityIntent: SystemIntent {}
