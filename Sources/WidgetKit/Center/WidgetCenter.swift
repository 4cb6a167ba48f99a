//  WidgetCenter.swift — WidgetKit (Glimpse)
//  Status: Stub — reloads are accepted and ignored until the host's reload service exists
//  Behaviour: Apple WidgetKit "WidgetCenter"; reference widgetkit.md §3.1.

/// The app's handle on its widgets: asks the host to reload timelines.
///
/// Source: Apple WidgetKit "WidgetCenter".
public final class WidgetCenter: Sendable {
    /// The one widget center of the process.
    public static let shared = WidgetCenter()

    private init() {}

    /// Asks the host to reload the timelines of every widget of kind `kind`.
    ///
    /// Glimpse: accepted and ignored for now; the host's reload service comes with the daemon.
    public func reloadTimelines(ofKind kind: String) {}

    /// Asks the host to reload the timelines of all of the app's widgets.
    ///
    /// Glimpse: accepted and ignored for now; the host's reload service comes with the daemon.
    public func reloadAllTimelines() {}
}
