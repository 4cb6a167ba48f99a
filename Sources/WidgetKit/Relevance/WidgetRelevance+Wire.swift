//  WidgetRelevance+Wire.swift — WidgetKit (Glimpse)
//  Status: Complete
//  Behaviour: Docs/ExtensionProtocol.md "`relevance`": a relevance widget's attributes as the
//  host reads them, in the provider's (priority) order. A date that is NaN or infinite cannot
//  travel as JSON: the attribute carries a `problem` naming it instead of its window.

import AppIntents
internal import GlimpseArchive

extension WidgetRelevance where Configuration: WidgetConfigurationIntent {
    /// The attributes on the wire, in priority order.
    var wireAttributes: [RelevanceAttributeDescription] {
        attributes.map { attribute in
            var wire = attribute.context.map(Self.wireClue) ?? RelevanceAttributeDescription()
            wire.configuration = attribute.configuration.map { JSONValue.object($0._encodedParameters).jsonText }
            if attribute.context == nil { (wire.group, wire.groupName) = attribute.group.wireValue }
            return wire
        }
    }

    /// A context's clue: a date window, or the condition the host simulates.
    private static func wireClue(_ context: RelevantContext) -> RelevanceAttributeDescription {
        guard let window = context.dateWindow else {
            return RelevanceAttributeDescription(condition: context.conditionName)
        }
        for (name, date) in [("start", window.start), ("end", window.end)]
        where !date.timeIntervalSinceReferenceDate.isFinite {
            return RelevanceAttributeDescription(
                dateKind: context.dateKindName,
                problem: "its date window's \(name) is \(date.timeIntervalSinceReferenceDate) (not a finite date)")
        }
        return RelevanceAttributeDescription(start: window.start, end: window.end, dateKind: context.dateKindName)
    }
}

extension WidgetRelevanceGroup {
    /// The group's name on the wire, and a named group's name.
    var wireValue: (RelevanceAttributeDescription.Group, String?) {
        switch storage {
        case .automatic: return (.automatic, nil)
        case .ungrouped: return (.ungrouped, nil)
        case .named(let name): return (.named, name)
        }
    }
}
