//  IntentCollectionSize.swift — AppIntents (Glimpse)
//  Status: Complete for array parameters' sizes, whole or per widget family
//  Behaviour: Apple AppIntents "IntentCollectionSize", "IntentWidgetFamily" and
//  "IntentParameter.init(title:description:default:size:inputConnectionBehavior:)" (iOS 17): how
//  many values an array parameter holds, for every widget or for each family
//  (`@Parameter(title: "Stocks", size: [.systemSmall: 1, .systemLarge: 4]) var stocks: [Stock]`).
//  Apple's configuration UI stops people adding more than the maximum; Glimpse reads a stored
//  configuration that holds more as its first `max` values, with a warning (IntentParameter+Conform).

/// How many values an array parameter takes: exactly some number, or between two.
///
/// An integer literal means exactly that many (`size: 3`).
///
/// Source: Apple AppIntents "IntentCollectionSize".
public struct IntentCollectionSize: Equatable, Sendable, ExpressibleByIntegerLiteral {
    /// The fewest values.
    public let min: Int
    /// The most values.
    public let max: Int

    /// Exactly `count` values (a negative count is taken as 0).
    public init(exactly count: Int) {
        min = Swift.max(count, 0)
        max = min
    }

    /// Between `min` and `max` values, inclusive. Bounds given the wrong way round are swapped,
    /// and negative ones taken as 0.
    public init(min: Int, max: Int) {
        self.min = Swift.max(Swift.min(min, max), 0)
        self.max = Swift.max(Swift.max(min, max), 0)
    }

    public init(integerLiteral value: Int) { self.init(exactly: value) }
}

/// The widget families, as App Intents names them for per-family parameter sizes.
///
/// The raw value is the case name, the same as WidgetKit's `WidgetFamily`.
///
/// Source: Apple AppIntents "IntentWidgetFamily".
public enum IntentWidgetFamily: String, Hashable, Sendable, CaseIterable {
    case systemSmall, systemMedium, systemLarge, systemExtraLarge
    /// An extra-large widget in portrait orientation (Apple: iOS 27, visionOS).
    case systemExtraLargePortrait
    case accessoryCorner, accessoryCircular, accessoryRectangular, accessoryInline
}

extension IntentParameter where Value.UnwrappedType: Collection {
    /// An array parameter that holds `size` values in every widget family.
    ///
    /// - Parameters:
    ///   - title: A word or short phrase for the parameter.
    ///   - description: More about the parameter.
    ///   - defaultValue: The values until someone chooses others.
    ///   - size: How many values it takes.
    ///   - inputConnectionBehavior: Whether Shortcuts connects the previous result here.
    public convenience init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        default defaultValue: Value.UnwrappedType? = nil, size: IntentCollectionSize,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(
            title: title, description: description, default: defaultValue,
            inputConnectionBehavior: inputConnectionBehavior)
        collectionSizes = .all(size)
    }

    /// An array parameter that holds as many values as `size` gives for the widget's family; a
    /// family `size` does not name has no limit.
    ///
    /// - Parameters: as `init(title:description:default:size:inputConnectionBehavior:)`, with
    ///   `size` per family (`[.systemSmall: 1, .systemMedium: 2, .systemLarge: 4]`).
    public convenience init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        default defaultValue: Value.UnwrappedType? = nil, size: [IntentWidgetFamily: IntentCollectionSize],
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(
            title: title, description: description, default: defaultValue,
            inputConnectionBehavior: inputConnectionBehavior)
        collectionSizes = .perFamily(size)
    }

    /// An array parameter titled after its property, with a size per family (Apple: iOS 18).
    public convenience init(
        description: LocalizedStringResource? = nil, default defaultValue: Value.UnwrappedType? = nil,
        size: [IntentWidgetFamily: IntentCollectionSize], inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(description: description, default: defaultValue, inputConnectionBehavior: inputConnectionBehavior)
        collectionSizes = .perFamily(size)
    }
}

/// The sizes an array parameter was declared with.
enum CollectionSizes: Sendable {
    case all(IntentCollectionSize)
    case perFamily([IntentWidgetFamily: IntentCollectionSize])

    /// The size for a widget of `family`; with sizes per family and no family, none.
    func size(for family: IntentWidgetFamily?) -> IntentCollectionSize? {
        switch self {
        case .all(let size): return size
        case .perFamily(let sizes): return family.flatMap { sizes[$0] }
        }
    }
}
