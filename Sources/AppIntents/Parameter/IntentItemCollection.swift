//  IntentItemCollection.swift — AppIntents (Glimpse)
//  Status: Complete for items, sections and collections, built by hand or with their builders
//  Behaviour: Apple AppIntents "IntentItemCollection", "IntentItemSection", "IntentItem" (iOS 16):
//  the options a `DynamicOptionsProvider.results()` or an entity query's `suggestedEntities()`
//  returns, with titles and in sections. A configuration form lists every section's items in
//  order; an item's own title wins over its value's display representation (Apple's note on
//  `IntentItem.init(_:title:subtitle:image:)`).

/// One option: a value and how to show it.
///
/// Source: Apple AppIntents "IntentItem".
public struct IntentItem<Value: _IntentValue>: Sendable {
    /// The value the option stands for.
    public var value: Value
    /// How the option is shown: the title given, else the value's own display representation.
    public var description: DisplayRepresentation
    /// Whether `description` was given, rather than read from the value.
    let hasOwnTitle: Bool

    /// An item shown as its value's display representation (an entity's or enum case's, else
    /// the value as text).
    public init(_ value: Value) {
        self.value = value
        self.description = DisplayRepresentation(title: LocalizedStringResource(stringLiteral: "\(value)"))
        self.hasOwnTitle = false
    }

    /// An item with its own title, subtitle and image.
    public init(
        _ value: Value, title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil,
        image: DisplayRepresentation.Image? = nil
    ) {
        self.value = value
        self.description = DisplayRepresentation(title: title, subtitle: subtitle, image: image)
        self.hasOwnTitle = true
    }

    /// Collects items: values and `IntentItem`s, with `if` and `for`.
    ///
    /// Source: Apple AppIntents "IntentItem.Builder".
    @resultBuilder
    public enum Builder {
        public static func buildExpression(_ expression: Value) -> [IntentItem<Value>] { [IntentItem(expression)] }
        public static func buildExpression(_ expression: IntentItem<Value>) -> [IntentItem<Value>] { [expression] }
        public static func buildExpression(_ expression: [IntentItem<Value>]) -> [IntentItem<Value>] { expression }
        public static func buildBlock(_ parts: [IntentItem<Value>]...) -> [IntentItem<Value>] { parts.flatMap { $0 } }
        public static func buildArray(_ parts: [[IntentItem<Value>]]) -> [IntentItem<Value>] { parts.flatMap { $0 } }
        public static func buildOptional(_ part: [IntentItem<Value>]?) -> [IntentItem<Value>] { part ?? [] }
        public static func buildEither(first part: [IntentItem<Value>]) -> [IntentItem<Value>] { part }
        public static func buildEither(second part: [IntentItem<Value>]) -> [IntentItem<Value>] { part }
    }
}

/// A titled group of options.
///
/// Source: Apple AppIntents "IntentItemSection".
public struct IntentItemSection<Result: _IntentValue>: Sendable {
    /// The section's title; nil for an untitled section.
    public var title: LocalizedStringResource?
    /// More about the section.
    public var subtitle: LocalizedStringResource?
    /// The section's image.
    public var image: DisplayRepresentation.Image?
    /// The options, in order.
    public var items: [IntentItem<Result>]

    public init(title: LocalizedStringResource, items: [IntentItem<Result>]) {
        self.title = title
        self.items = items
    }

    public init(items: [IntentItem<Result>]) { self.items = items }

    public init(_ title: LocalizedStringResource, items: [Result]) {
        self.title = title
        self.items = items.map { IntentItem($0) }
    }

    public init(_ title: LocalizedStringResource, items: [IntentItem<Result>]) {
        self.title = title
        self.items = items
    }

    public init(
        _ title: LocalizedStringResource? = nil, @IntentItem<Result>.Builder itemsBuilder: () -> [IntentItem<Result>]
    ) {
        self.title = title
        self.items = itemsBuilder()
    }

    public init(
        _ title: LocalizedStringResource, subtitle: LocalizedStringResource?, image: DisplayRepresentation.Image?,
        @IntentItem<Result>.Builder itemsBuilder: () -> [IntentItem<Result>]
    ) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
        self.items = itemsBuilder()
    }

    /// Collects sections, with `if` and `for`.
    ///
    /// Source: Apple AppIntents "IntentItemSection.Builder".
    @resultBuilder
    public enum Builder {
        public static func buildExpression(_ section: IntentItemSection<Result>) -> [IntentItemSection<Result>] {
            [section]
        }
        public static func buildBlock(_ parts: [IntentItemSection<Result>]...) -> [IntentItemSection<Result>] {
            parts.flatMap { $0 }
        }
        public static func buildArray(_ parts: [[IntentItemSection<Result>]]) -> [IntentItemSection<Result>] {
            parts.flatMap { $0 }
        }
        public static func buildOptional(_ part: [IntentItemSection<Result>]?) -> [IntentItemSection<Result>] {
            part ?? []
        }
        public static func buildEither(first part: [IntentItemSection<Result>]) -> [IntentItemSection<Result>] { part }
        public static func buildEither(second part: [IntentItemSection<Result>]) -> [IntentItemSection<Result>] {
            part
        }
    }
}

/// The options a provider or query returns: items, optionally in sections.
///
/// ```swift
/// func results() async throws -> ItemCollection<String> {
///     ItemCollection { ItemSection("Morning") { "Coffee"; "Tea" } }
/// }
/// ```
///
/// Source: Apple AppIntents "IntentItemCollection".
public struct IntentItemCollection<Result: _IntentValue>: Sendable {
    /// The sections, in order (items given without a section are one untitled section).
    public var sections: [IntentItemSection<Result>]
    /// The text the picker shows above the options; nil for the system's.
    public var promptLabel: LocalizedStringResource?
    /// Whether the picker shows an index of first letters.
    public var usesIndexedCollation: Bool

    public init(
        promptLabel: LocalizedStringResource? = nil, usesIndexedCollation: Bool = false,
        sections: [IntentItemSection<Result>]
    ) {
        self.promptLabel = promptLabel
        self.usesIndexedCollation = usesIndexedCollation
        self.sections = sections
    }

    public init(
        promptLabel: LocalizedStringResource? = nil, usesIndexedCollation: Bool = false,
        @IntentItemSection<Result>.Builder sectionsBuilder: () -> [IntentItemSection<Result>]
    ) {
        self.init(promptLabel: promptLabel, usesIndexedCollation: usesIndexedCollation, sections: sectionsBuilder())
    }

    public init(
        promptLabel: LocalizedStringResource? = nil, usesIndexedCollation: Bool = false, items: [IntentItem<Result>]
    ) {
        self.init(
            promptLabel: promptLabel, usesIndexedCollation: usesIndexedCollation,
            sections: [IntentItemSection(items: items)])
    }

    public init(
        promptLabel: LocalizedStringResource? = nil, usesIndexedCollation: Bool = false,
        @IntentItem<Result>.Builder itemsBuilder: () -> [IntentItem<Result>]
    ) {
        self.init(promptLabel: promptLabel, usesIndexedCollation: usesIndexedCollation, items: itemsBuilder())
    }
}

extension DynamicOptionsProvider {
    /// `ItemCollection { … }` inside a provider.
    public typealias ItemCollection<Value: _IntentValue> = IntentItemCollection<Value>
    /// `ItemSection("…") { … }` inside a provider.
    public typealias ItemSection<Value: _IntentValue> = IntentItemSection<Value>
    /// `Item(value, title: …)` inside a provider.
    public typealias Item<Value: _IntentValue> = IntentItem<Value>
}

extension EntityQuery {
    /// `ItemCollection { … }` inside a query's `suggestedEntities()`.
    public typealias ItemCollection<Value: _IntentValue> = IntentItemCollection<Value>
    /// `ItemSection("…") { … }` inside a query.
    public typealias ItemSection<Value: _IntentValue> = IntentItemSection<Value>
    /// `Item(value, title: …)` inside a query.
    public typealias Item<Value: _IntentValue> = IntentItem<Value>
}
