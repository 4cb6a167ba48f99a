//  IntentOptions.swift — AppIntents (Glimpse)
//  Status: Complete
//  Behaviour: Docs/ExtensionProtocol.md "`parameters`": what an options provider's `results()`
//  or an entity query's `suggestedEntities()` returned — an array of values or an
//  `IntentItemCollection` — as a configuration form's options, in order, sections flattened.
//  Each option is shown by the item's own title, else its value's display representation (an
//  entity's, an enum case's), else the value as text. Entities among them are remembered
//  (RememberedEntities), as a query's answer is.

internal import GlimpseArchive

/// A provider's or query's answer, read as options.
protocol OptionsResult {
    /// Each value with the representation its item gave (nil: the value's own).
    var optionItems: [(value: Any, display: DisplayRepresentation?)] { get }
}

extension Array: OptionsResult {
    var optionItems: [(value: Any, display: DisplayRepresentation?)] { map { ($0 as Any, nil) } }
}

extension IntentItemCollection: OptionsResult {
    var optionItems: [(value: Any, display: DisplayRepresentation?)] {
        sections.flatMap { section in
            section.items.map { item in (item.value as Any, item.hasOwnTitle ? item.description : nil) }
        }
    }
}

extension IntentValueCoding {
    /// The options in `result`, or nil when it is neither an array nor an item collection.
    static func options(from result: Any) -> [IntentParameterOption]? {
        guard let result = result as? any OptionsResult else { return nil }
        return result.optionItems.compactMap { item in
            guard let json = encode(item.value) else { return nil }
            if let entity = item.value as? any AppEntity { remember(entity) }
            let shown = item.display ?? representation(of: item.value)
            return IntentParameterOption(
                value: json, title: shown?.title.key ?? "\(item.value)", subtitle: shown?.subtitle?.key)
        }
    }

    /// How `value` shows itself: an entity's display representation, an enum case's; else nil.
    static func representation(of value: Any) -> DisplayRepresentation? {
        if let entity = value as? any AppEntity { return entity.displayRepresentation }
        if let appEnum = value as? any AppEnum { return caseRepresentation(appEnum) }
        return nil
    }

    private static func caseRepresentation<E: AppEnum>(_ value: E) -> DisplayRepresentation? {
        E.caseDisplayRepresentations[value]
    }

    private static func remember<E: AppEntity>(_ entity: E) { RememberedEntities.remember([entity]) }
}
