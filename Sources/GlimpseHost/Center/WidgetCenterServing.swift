//  WidgetCenterServing.swift — GlimpseHost (Glimpse)
//  Status: Complete
//  Behaviour: reference widgetkit.md §3.1 (the `WidgetCenter` calls an app makes) and §3.2 (reloads
//  from the foreground app are free); Docs/WidgetCenter.md "The host's side".

public import GlimpseArchive

/// What the host does with the WidgetCenter requests its socket receives.
///
/// `WidgetCenterServer` decodes each request and calls one of these; the host's engine conforms.
/// A thrown error becomes a `serviceFailed` answer carrying the error's description; the server
/// keeps serving. Calls come on the connections' own threads (never on Swift's cooperative pool),
/// possibly several at once; a call blocks its connection until it returns, so it should only
/// record what is wanted (as `WidgetHost` does) and not wait for a provider.
public protocol WidgetCenterServing: Sendable {
    /// Reloads every instance of `kind` in `bundle` (`WidgetCenter.reloadTimelines(ofKind:)`).
    ///
    /// - Parameters:
    ///   - kind: The widget kind; an unknown kind is not an error (iOS ignores it).
    ///   - bundle: The bundle executable's file name, as `describe` reports it.
    ///   - fromForegroundApp: True when the bundle's app asked while in the foreground: the reload
    ///     is not charged to the instances' budgets (reference §3.2).
    func reloadTimelines(kind: String, bundle: String, fromForegroundApp: Bool) throws

    /// Reloads every instance of every kind in `bundle` (`WidgetCenter.reloadAllTimelines()`).
    func reloadAll(bundle: String, fromForegroundApp: Bool) throws

    /// The configured instances of `bundle`'s widgets (`WidgetCenter.currentConfigurations()`),
    /// in a stable order; empty when none is configured.
    func currentConfigurations(bundle: String) throws -> [WidgetInfoRecord]

    /// Asks `bundle` again for its configuration recommendations (watchOS, iOS 17+).
    func invalidateConfigurationRecommendations(bundle: String) throws

    /// Asks `bundle` again for the relevance of `kind`'s widgets (smart stacks, iOS 18+).
    func invalidateRelevance(kind: String, bundle: String) throws

    /// Keeps `bundle`'s donations (`INInteraction`, AppIntents) for Smart Stacks (issue 13).
    /// - Returns: One line per donation set aside, and why (the server logs them).
    func donate(_ donations: [DonationRecord], bundle: String) throws -> [String]

    /// Deletes `bundle`'s donations with these identifiers, or of this group; neither: all.
    func deleteDonations(identifiers: [String]?, group: String?, bundle: String) throws

    /// Replaces `bundle`'s relevant shortcuts (`relevantIntents` false) or relevant intents.
    /// - Returns: One line per suggestion set aside, and why (a kind no bundle has).
    func setSuggestions(_ suggestions: [SuggestionRecord], relevantIntents: Bool, bundle: String) throws -> [String]

    /// Reads again the value of every placed control of `kind` in `bundle`
    /// (`ControlCenter.reloadControls(ofKind:)`); an unknown kind does nothing.
    func reloadControls(kind: String, bundle: String) throws

    /// Reads again the value of every placed control of `bundle` (`ControlCenter.reloadAllControls()`).
    func reloadAllControls(bundle: String) throws

    /// The placed controls of `bundle` (`ControlCenter.currentControls()`), in the host's order.
    func currentControls(bundle: String) throws -> [ControlInfoRecord]
    /// Keeps one change to a Live Activity of `bundle` (ActivityKit's `request`, `update`, `end`;
    /// Docs/WidgetCenter.md "Live Activities").
    /// - Returns: One line per change set aside, and why (an activity the host does not hold).
    func liveActivity(_ message: LiveActivityMessage, bundle: String) throws -> [String]
}

extension WidgetCenterServing {
    /// Accepts and ignores the request, for hosts without recommendations.
    public func invalidateConfigurationRecommendations(bundle: String) throws {}

    /// Accepts and ignores the request, for hosts without smart-stack relevance.
    public func invalidateRelevance(kind: String, bundle: String) throws {}

    /// Accepts and ignores the donations, for hosts without Smart Stacks.
    public func donate(_ donations: [DonationRecord], bundle: String) throws -> [String] { [] }

    /// Accepts and ignores the request, for hosts without Smart Stacks.
    public func deleteDonations(identifiers: [String]?, group: String?, bundle: String) throws {}

    /// Accepts and ignores the suggestions, for hosts without Smart Stacks.
    public func setSuggestions(_ suggestions: [SuggestionRecord], relevantIntents: Bool, bundle: String) throws
        -> [String]
    { [] }

    /// Accepts and ignores the request, for hosts without controls.
    public func reloadControls(kind: String, bundle: String) throws {}

    /// Accepts and ignores the request, for hosts without controls.
    public func reloadAllControls(bundle: String) throws {}

    /// None, for hosts without controls.
    public func currentControls(bundle: String) throws -> [ControlInfoRecord] { [] }
    /// Accepts and ignores the change, for hosts without Live Activities.
    public func liveActivity(_ message: LiveActivityMessage, bundle: String) throws -> [String] { [] }
}
