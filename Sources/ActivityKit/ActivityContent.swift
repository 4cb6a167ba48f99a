//  ActivityContent.swift — ActivityKit (Glimpse)
//  Status: Complete
//  Behaviour: Apple ActivityKit "ActivityContent" (iOS 16.2): a content state with the date it
//  goes stale and its relevance among the app's activities.

public import Foundation

/// A Live Activity's content: the state to show, when it goes stale, and how relevant it is.
///
/// Source: Apple ActivityKit "ActivityContent".
public struct ActivityContent<State: Decodable & Encodable & Hashable>: Equatable, Hashable, Codable {
    /// The dynamic content shown.
    public let state: State
    /// When the system considers the content out of date (`ActivityState.stale`); nil never.
    public let staleDate: Date?
    /// The order among the app's activities: the highest shows in the Dynamic Island. 0 by default.
    public let relevanceScore: Double

    /// - Parameters:
    ///   - state: The dynamic content.
    ///   - staleDate: When the content is out of date; nil when it never is.
    ///   - relevanceScore: Relative importance among this app's activities (any scale).
    public init(state: State, staleDate: Date?, relevanceScore: Double = 0.0) {
        self.state = state
        self.staleDate = staleDate
        self.relevanceScore = relevanceScore
    }
}

extension ActivityContent: Sendable where State: Sendable {}
