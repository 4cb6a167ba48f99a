//  IntentParameter.swift — AppIntents (Glimpse)
//  Status: Complete for title, description, default, requestValueDialog,
//  requestDisambiguationDialog and inputConnectionBehavior; number ranges and control styles
//  are in IntentParameter+Range.swift, array sizes in IntentCollectionSize.swift, options
//  providers in DynamicOptionsProvider.swift; input options are not modelled.
//  Behaviour: Apple AppIntents "IntentParameter" (`@Parameter`): a property wrapper class, so
//  setting a parameter of a `let` intent works (Apple's widget template does it) and copies of an
//  intent share their parameters. A parameter without a value reads its `default:`; Glimpse's
//  choices for one without either are in `wrappedValue`.

internal import GlimpseArchive

/// A value an intent needs, declared with `@Parameter(title: "Hero") var hero: HeroEntity`.
///
/// Source: Apple AppIntents "IntentParameter".
// @unchecked Sendable: the value is behind `lock`; everything else is set once in `init`, and
// all values are `_IntentValue`, which is Sendable.
@propertyWrapper
public final class IntentParameter<Value: _IntentValue>: @unchecked Sendable {
    /// The title people see; nil when declared without one (the property's name stands in).
    public let title: LocalizedStringResource?
    /// More about the parameter, for people.
    public let description: LocalizedStringResource?
    /// The value a parameter that was never set reads.
    public let defaultValue: Value.UnwrappedType?
    /// What the system asks when it needs a value.
    public let requestValueDialog: IntentDialog?
    /// What the system asks when several entities match.
    public let requestDisambiguationDialog: IntentDialog?
    /// Whether Shortcuts connects the previous action's result to this parameter.
    public let inputConnectionBehavior: InputConnectionBehavior

    /// A number parameter's inclusive range, as doubles; nil when it has none
    /// (IntentParameter+Range).
    var numberRange: (lowerBound: Double, upperBound: Double)?
    /// A number parameter's control style (`"stepper"`, `"slider"`, `"field"`); nil when not declared.
    var numberControlStyle: String?
    /// An array parameter's sizes, whole or per widget family (IntentCollectionSize); nil for no limit.
    var collectionSizes: CollectionSizes?
    /// The values an options provider offers, in configuration form (DynamicOptionsProvider);
    /// nil when the parameter has no provider.
    var providedOptions: (() async throws -> [IntentParameterOption])?
    /// The options provider's `defaultResult()`, for a parameter with no value and no default.
    var providedDefault: (() async -> Any?)?

    private let lock = NSLock()
    /// The value set by code or read from a configuration; nil when never set.
    private var storage: Value?

    /// A parameter with a title.
    ///
    /// - Parameters:
    ///   - title: A word or short phrase for the parameter.
    ///   - description: More about the parameter.
    ///   - defaultValue: The value until someone chooses another.
    ///   - requestValueDialog: What the system asks when it needs a value.
    ///   - inputConnectionBehavior: Whether Shortcuts connects the previous result here.
    public init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        default defaultValue: Value.UnwrappedType? = nil, requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.title = title
        self.description = description
        self.defaultValue = defaultValue
        self.requestValueDialog = requestValueDialog
        self.requestDisambiguationDialog = nil
        self.inputConnectionBehavior = inputConnectionBehavior
    }

    /// A parameter with a title and a dialog for choosing among several matching entities.
    public init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        default defaultValue: Value.UnwrappedType? = nil, requestValueDialog: IntentDialog? = nil,
        requestDisambiguationDialog: IntentDialog?, inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.title = title
        self.description = description
        self.defaultValue = defaultValue
        self.requestValueDialog = requestValueDialog
        self.requestDisambiguationDialog = requestDisambiguationDialog
        self.inputConnectionBehavior = inputConnectionBehavior
    }

    /// A parameter titled after its property (Apple: iOS 18).
    public init(
        description: LocalizedStringResource? = nil, default defaultValue: Value.UnwrappedType? = nil,
        requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.title = nil
        self.description = description
        self.defaultValue = defaultValue
        self.requestValueDialog = requestValueDialog
        self.requestDisambiguationDialog = nil
        self.inputConnectionBehavior = inputConnectionBehavior
    }

    /// The parameter's value.
    ///
    /// Reading a parameter that was never set gives its `default:`; without one, an optional
    /// reads nil, and Glimpse gives the values a configuration UI would start from: `""`, `0`,
    /// `false`, an enum's first case, an empty array. A date, URL or entity with no value and no
    /// default traps with a message naming the parameter (the widget runtime resolves entities
    /// through their query first, and answers the host with a failure instead of trapping).
    public var wrappedValue: Value {
        get {
            if let value = lock.withLock({ storage }) { return value }
            if let value = defaultValue.flatMap({ $0 as? Value }) { return value }
            if let value = IntentValueCoding.startingValue(of: Value.self) as? Value { return value }
            fatalError(
                "@Parameter \(title.map { "'\($0.key)' " } ?? "")of type \(Value.self) was read before it had a value; "
                    + "give it a default (@Parameter(title:default:)), make it optional, or set it first")
        }
        set { lock.withLock { storage = newValue } }
    }

    /// The parameter itself (`$hero`), as parameter summaries refer to it.
    public var projectedValue: IntentParameter<Value> { self }

    // MARK: - Engine

    /// The value set by code or a configuration, else the default; nil when neither.
    var explicitOrDefaultValue: Value? {
        if let value = lock.withLock({ storage }) { return value }
        return defaultValue.flatMap { $0 as? Value }
    }

    /// Whether code or a configuration set the value.
    var isSet: Bool { lock.withLock { storage != nil } }

    /// Sets the value from outside `wrappedValue`'s type (already checked by the caller).
    func store(_ value: Value) { lock.withLock { storage = value } }
}

/// Whether Shortcuts connects the previous action's result to a parameter.
///
/// Source: Apple AppIntents "InputConnectionBehavior".
public enum InputConnectionBehavior: Sendable {
    /// The system decides.
    case `default`
    /// Connect the previous result.
    case connectToPreviousIntentResult
    /// Never connect.
    case never
}
