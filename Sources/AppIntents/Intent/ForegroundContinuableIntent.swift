//  ForegroundContinuableIntent.swift — AppIntents (Glimpse)
//  Status: Complete for the protocol; `requestToContinueInForeground` runs its continuation at
//  once (Glimpse has no app to bring forward).
//  Behaviour: Apple AppIntents "ForegroundContinuableIntent" (iOS 17; deprecated in iOS 26 in
//  favour of `supportedModes`): an intent that starts in the background and may ask to continue
//  in the foreground; iOS runs it in the app's process (reference widgetkit.md §6).

/// An intent that may ask to continue its work with the app in the foreground.
///
/// Source: Apple AppIntents "ForegroundContinuableIntent".
public protocol ForegroundContinuableIntent: AppIntent {}

extension ForegroundContinuableIntent {
    /// Asks to continue in the foreground and runs `continuation` there.
    ///
    /// Glimpse has no app to bring forward: the continuation runs at once, on the main actor.
    ///
    /// - Parameters:
    ///   - dialog: What the system would say while asking.
    ///   - continuation: The work to do in the foreground.
    /// - Returns: The continuation's value.
    /// - Throws: What the continuation throws.
    @MainActor
    public func requestToContinueInForeground<ResultValue>(
        _ dialog: IntentDialog? = nil, continuation: @MainActor () async throws -> ResultValue
    ) async throws -> ResultValue {
        try await continuation()
    }
}
