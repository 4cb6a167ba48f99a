//  WidgetConfiguration+BackgroundEvents.swift — WidgetKit (Glimpse)
//  Status: Complete
//  Behaviour: Apple SwiftUI "onBackgroundURLSessionEvents(matching:_:)" (both overloads): the
//  handler runs when the host hands the extension a background session's finished transfers
//  (Docs/ExtensionProtocol.md "Background transfers"), before the session delegate's callbacks.

/// A widget's handler of background URL session events and the identifiers it takes.
struct BackgroundEventsHandler {
    /// Whether the handler takes a session's events; nil takes every session's.
    let matches: ((String) -> Bool)?
    /// `(identifier, completion)`.
    let handle: (String, @escaping () -> Void) -> Void
}

extension WidgetConfiguration {
    /// Adds an action to perform when events for a background URL session whose identifier
    /// `matchingBlock` accepts (every session when nil) are waiting: recreate the session with
    /// that identifier and its delegate, keep `completion`, and call it from the delegate's
    /// `urlSessionDidFinishEvents(forBackgroundURLSession:)`.
    ///
    /// Source: Apple SwiftUI "onBackgroundURLSessionEvents(matching:_:)" (WidgetConfiguration).
    public func onBackgroundURLSessionEvents(
        matching matchingBlock: ((String) -> Bool)? = nil,
        _ urlSessionEvent: @escaping (String, @escaping () -> Void) -> Void
    ) -> some WidgetConfiguration {
        ModifiedWidgetConfiguration(content: self) {
            $0.backgroundEventsHandlers.append(BackgroundEventsHandler(matches: matchingBlock, handle: urlSessionEvent))
        }
    }

    /// Adds an action to perform when events for the background URL session named `matching`
    /// are waiting.
    ///
    /// Source: Apple SwiftUI "onBackgroundURLSessionEvents(matching:_:)" (WidgetConfiguration).
    public func onBackgroundURLSessionEvents(
        matching: String, _ urlSessionEvent: @escaping (String, @escaping () -> Void) -> Void
    ) -> some WidgetConfiguration {
        ModifiedWidgetConfiguration(content: self) {
            $0.backgroundEventsHandlers.append(
                BackgroundEventsHandler(matches: { $0 == matching }, handle: urlSessionEvent))
        }
    }
}
