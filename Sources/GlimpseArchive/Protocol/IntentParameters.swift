//  IntentParameters.swift — GlimpseArchive
//  Status: Complete
//  Behaviour: Docs/ExtensionProtocol.md "`parameters`": what the extension answers when the host
//  asks for a widget's or a control's configuration intent's parameters (added for issue 12, so
//  the simulator can ask for a configuration when a control is added or a widget edited): each
//  `@Parameter` with its title, type, value and default in configuration form, and the choices
//  to offer (an `AppEnum`'s cases, an entity query's `suggestedEntities()`).

/// A configuration intent's parameters, read with a configuration.
public struct IntentParameters: Hashable, Codable, Sendable {
    /// The widget or control kind asked about.
    public var kind: String
    /// The intent's type, module-qualified ("Productivity.SelectTimerIntent").
    public var intent: String
    /// The intent's `title`.
    public var title: String
    /// The `@Parameter` properties, in declaration order.
    public var parameters: [IntentParameterDescription]
    /// One line per value of the configuration that could not be used (an entity identifier the
    /// query no longer finds, a value of the wrong kind); that parameter shows its default.
    public var warnings: [String]
    /// The intent's parameter summary as it reads for these values (its `When` clauses
    /// decided), each parameter in it written `${name}` ("Show ${hero} every ${interval}");
    /// nil when the intent declares none or its summary has no sentence.
    public var summary: String?

    public init(
        kind: String, intent: String, title: String, parameters: [IntentParameterDescription], warnings: [String] = [],
        summary: String? = nil
    ) {
        self.kind = kind
        self.intent = intent
        self.title = title
        self.parameters = parameters
        self.warnings = warnings
        self.summary = summary
    }

    /// The values as a configuration (JSON object text, keys sorted): each parameter's `value`,
    /// parameters without one left out.
    public var configuration: String {
        var fields: [String: JSONValue] = [:]
        for parameter in parameters {
            if let value = parameter.value { fields[parameter.name] = value }
        }
        return JSONValue.object(fields).jsonText
    }
}

/// One `@Parameter` of a configuration intent.
public struct IntentParameterDescription: Hashable, Codable, Sendable {
    /// What a parameter holds, for a form to pick its field.
    public enum Kind: String, Codable, Sendable {
        case string, integer, number, boolean, date, url
        /// An `AppEnum`: one of `options`.
        case enumeration
        /// An `AppEntity`: an identifier, offered from `options` (the query's suggestions).
        case entity
        /// A type Glimpse cannot write in a configuration.
        case other
    }

    /// The property's name: the key of its value in a configuration.
    public var name: String
    /// `@Parameter(title:)`; the name when it has none.
    public var title: String
    /// `@Parameter(description:)`; nil when it has none.
    public var summary: String?
    /// The value's type without its optional or array wrapper ("TimerEntity", "Int").
    public var type: String
    public var kind: Kind
    /// Whether it may be without a value (`null` in a configuration).
    public var isOptional: Bool
    /// Whether it holds an array of `kind`.
    public var isArray: Bool
    /// Its value read from the configuration, else its default, in configuration form; nil when
    /// it has neither.
    public var value: JSONValue?
    /// `@Parameter(default:)`, else for an entity its query's `defaultResult()`; nil when none.
    public var defaultValue: JSONValue?
    /// The values to choose from: an enum's cases, an entity query's `suggestedEntities()`; nil
    /// for other kinds.
    public var options: [IntentParameterOption]?

    public init(
        name: String, title: String, summary: String? = nil, type: String, kind: Kind, isOptional: Bool = false,
        isArray: Bool = false, value: JSONValue? = nil, defaultValue: JSONValue? = nil,
        options: [IntentParameterOption]? = nil
    ) {
        self.name = name
        self.title = title
        self.summary = summary
        self.type = type
        self.kind = kind
        self.isOptional = isOptional
        self.isArray = isArray
        self.value = value
        self.defaultValue = defaultValue
        self.options = options
    }
}

/// One value a parameter can take, as a picker lists it.
public struct IntentParameterOption: Hashable, Codable, Sendable {
    /// The value in configuration form: an entity's identifier, an enum's raw value.
    public var value: JSONValue
    /// Its display representation's title (a case's title, else its raw value).
    public var title: String
    /// Its display representation's subtitle; nil when none.
    public var subtitle: String?

    public init(value: JSONValue, title: String, subtitle: String? = nil) {
        self.value = value
        self.title = title
        self.subtitle = subtitle
    }
}
