//  WidgetRelevance.swift — WidgetKit (Glimpse)
//  Status: Complete as API; Glimpse's host does not ask providers for it yet
//  Behaviour: Apple WidgetKit "WidgetRelevance", "WidgetRelevanceAttribute",
//  "WidgetRelevanceGroup" (iOS 18, watchOS 11); reference widgetkit.md §8.3: the attributes in
//  priority order (the system may use a subset); attributes of one group are suggested one at a
//  time.

public import AppIntents

/// When a widget kind is relevant, and in which configurations, in priority order.
///
/// Source: Apple WidgetKit "WidgetRelevance".
public struct WidgetRelevance<Configuration> {
    /// The attributes, most important first.
    public let attributes: [WidgetRelevanceAttribute<Configuration>]

    /// Source: Apple "init(_:)".
    public init(_ attributes: [WidgetRelevanceAttribute<Configuration>]) { self.attributes = attributes }
}

/// One circumstance in which a widget (optionally in one configuration) is relevant.
///
/// Source: Apple WidgetKit "WidgetRelevanceAttribute".
public struct WidgetRelevanceAttribute<Configuration> {
    /// The configuration that is relevant; nil for the widget in any configuration.
    public let configuration: Configuration?
    /// When it is relevant; nil for an attribute that only names a group.
    public let context: RelevantContext?
    /// The group it is suggested in.
    public let group: WidgetRelevanceGroup

    /// Source: Apple "init(configuration:context:)".
    public init(configuration: Configuration, context: RelevantContext) {
        self.configuration = configuration
        self.context = context
        group = .automatic
    }

    /// Source: Apple "init(configuration:group:)".
    public init(configuration: Configuration, group: WidgetRelevanceGroup) {
        self.configuration = configuration
        context = nil
        self.group = group
    }
}

extension WidgetRelevanceAttribute where Configuration == Void {
    /// Source: Apple "init(context:)".
    public init(context: RelevantContext) {
        configuration = nil
        self.context = context
        group = .automatic
    }

    /// Source: Apple "init(group:)".
    public init(group: WidgetRelevanceGroup) {
        configuration = nil
        context = nil
        self.group = group
    }
}

/// Which relevances are suggested one at a time.
///
/// Source: Apple WidgetKit "WidgetRelevanceGroup".
public struct WidgetRelevanceGroup: Hashable, Sendable {
    package enum Storage: Hashable, Sendable {
        case automatic, ungrouped
        case named(String)
    }

    package let storage: Storage

    /// The system groups them (by widget kind).
    public static let automatic = WidgetRelevanceGroup(storage: .automatic)
    /// Never grouped: each may be suggested beside the others.
    public static let ungrouped = WidgetRelevanceGroup(storage: .ungrouped)

    /// Grouped with every other attribute of this name.
    public static func named(_ name: String) -> WidgetRelevanceGroup { WidgetRelevanceGroup(storage: .named(name)) }
}

extension TimelineProvider {
    /// No relevances, unless the provider says otherwise.
    public func relevance() async -> WidgetRelevance<Void> { WidgetRelevance([]) }
}

extension AppIntentTimelineProvider {
    /// No relevances, unless the provider says otherwise.
    nonisolated(nonsending) public func relevance() async -> WidgetRelevance<Self.Intent> { WidgetRelevance([]) }
}
