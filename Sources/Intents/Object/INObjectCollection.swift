//  INObjectCollection.swift — Intents (Glimpse)
//  Status: Complete
//  Behaviour: Apple Intents "INObjectCollection" and "INObjectSection" (iOS 14): the options an
//  intent handler offers for a parameter (dynamic options), flat or in titled sections.

/// Titled group of options.
///
/// Source: Apple Intents "INObjectSection".
public final class INObjectSection<ObjectType: AnyObject>: NSObject {
    public let title: String?
    public let items: [ObjectType]

    public init(title: String?, items: [ObjectType]) {
        self.title = title
        self.items = items
        super.init()
    }
}

/// The options offered for a parameter.
///
/// Source: Apple Intents "INObjectCollection".
public final class INObjectCollection<ObjectType: AnyObject>: NSObject {
    public let sections: [INObjectSection<ObjectType>]
    /// Every option of every section, in order.
    public var allItems: [ObjectType] { sections.flatMap(\.items) }
    /// Whether people may search the options by typing (default false).
    public var usesIndexedCollation = false

    public init(sections: [INObjectSection<ObjectType>]) {
        self.sections = sections
        super.init()
    }

    public convenience init(items: [ObjectType]) {
        self.init(sections: [INObjectSection(title: nil, items: items)])
    }
}
