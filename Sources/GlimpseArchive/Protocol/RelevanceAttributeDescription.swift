//  RelevanceAttributeDescription.swift — GlimpseArchive
//  Status: Complete
//  Behaviour: Docs/ExtensionProtocol.md "`relevance`" (issue 13, the watch Smart Stack): one
//  `WidgetRelevanceAttribute` of a relevance widget's `relevance()`, in priority order, as the
//  host reads it. A date clue is its window; the other clues name the condition the host
//  simulates; a clue the bundle could not send (a NaN or infinite date) carries `problem`.

public import Foundation

/// One attribute of a widget's `relevance()` on the wire.
public struct RelevanceAttributeDescription: Hashable, Codable, Sendable {
    /// `WidgetRelevanceGroup` on the wire.
    public enum Group: String, Hashable, Codable, Sendable {
        case automatic, ungrouped, named
    }

    /// The configuration intent's parameters (JSON object text); nil for the widget in any
    /// configuration (`init(context:)`, `init(group:)`).
    public var configuration: String?
    /// A date clue's window (UTC): relevant from `start` until `end`; equal for an exact date.
    public var start: Date?
    public var end: Date?
    /// A date clue's `DateKind`: `default`, `informational` or `scheduled`.
    public var dateKind: String?
    /// Another clue's condition (`location:home`, `region:ID`, `fitness:workoutActive`,
    /// `sleep:bedtime`, `headphones:connected`).
    public var condition: String?
    /// The group of a group attribute (`init(configuration:group:)`); nil on a context attribute.
    public var group: Group?
    /// `named`'s name.
    public var groupName: String?
    /// Why the clue could not be sent ("its date is NaN"): the host sets the attribute aside and
    /// logs this.
    public var problem: String?

    public init(
        configuration: String? = nil, start: Date? = nil, end: Date? = nil, dateKind: String? = nil,
        condition: String? = nil, group: Group? = nil, groupName: String? = nil, problem: String? = nil
    ) {
        self.configuration = configuration
        self.start = start
        self.end = end
        self.dateKind = dateKind
        self.condition = condition
        self.group = group
        self.groupName = groupName
        self.problem = problem
    }
}
