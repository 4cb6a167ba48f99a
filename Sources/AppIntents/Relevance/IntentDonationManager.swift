//  IntentDonationManager.swift — AppIntents (Glimpse)
//  Status: Complete for donating; the host receives donations through RelevanceHostLink, over
//  the WidgetCenter socket (without a host every donation succeeds quietly, as Apple's
//  synchronous forms always do)
//  Behaviour: Apple AppIntents "IntentDonationManager", "IntentDonationIdentifier",
//  "AppIntent.donate()" (iOS 16); reference widgetkit.md §8.1: donations of what people do feed
//  the per-intent profile that rotates matching widgets up (with INInteraction donations).

/// Identifies a donation, to delete it later.
///
/// Source: Apple AppIntents "IntentDonationIdentifier".
public struct IntentDonationIdentifier: Hashable, Sendable, Codable {
    package let uuid: UUID
    package init() { uuid = UUID() }
}

/// Tells the system what people do in your app.
///
/// Source: Apple AppIntents "IntentDonationManager".
public struct IntentDonationManager: Sendable {
    /// The app's donation manager.
    public static let shared = IntentDonationManager()

    /// Donates `intent`; errors are ignored.
    ///
    /// Source: Apple "donate(intent:)".
    @discardableResult
    public func donate(intent: some AppIntent) -> IntentDonationIdentifier {
        let identifier = IntentDonationIdentifier()
        let donation = AppIntentDonation(intent, identifier: identifier)
        Task.detached { try? await RelevanceHostLink.shared.send(.donation(donation)) }
        return identifier
    }

    /// Donates `intent`.
    ///
    /// - Throws: The host's error when it refuses the donation; never when there is no host.
    ///
    /// Source: Apple "donate(intent:)" (async).
    @discardableResult
    public func donate(intent: some AppIntent) async throws -> IntentDonationIdentifier {
        let identifier = IntentDonationIdentifier()
        try await RelevanceHostLink.shared.send(.donation(AppIntentDonation(intent, identifier: identifier)))
        return identifier
    }

    /// Donates `intent` and its result; the result is not kept.
    ///
    /// Source: Apple "donate(intent:result:)".
    @discardableResult
    public func donate(intent: some AppIntent, result: some IntentResult) -> IntentDonationIdentifier {
        donate(intent: intent)
    }

    /// Donates `intent` and its result; the result is not kept.
    ///
    /// Source: Apple "donate(intent:result:)" (async).
    @discardableResult
    public func donate(intent: some AppIntent, result: some IntentResult) async throws -> IntentDonationIdentifier {
        try await donate(intent: intent)
    }
}

extension AppIntent {
    /// Donates this intent; errors are ignored.
    ///
    /// Source: Apple "AppIntent.donate()".
    @discardableResult
    public func donate() -> IntentDonationIdentifier { IntentDonationManager.shared.donate(intent: self) }

    /// Donates this intent.
    ///
    /// Source: Apple "AppIntent.donate()" (async).
    @discardableResult
    public func donate() async throws -> IntentDonationIdentifier {
        try await IntentDonationManager.shared.donate(intent: self)
    }

    /// Donates this intent with its result; the result is not kept.
    ///
    /// Source: Apple "AppIntent.donate(result:)".
    @discardableResult
    public func donate(result: some IntentResult) async throws -> IntentDonationIdentifier {
        try await IntentDonationManager.shared.donate(intent: self)
    }
}
