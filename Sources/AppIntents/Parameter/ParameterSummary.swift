//  ParameterSummary.swift — AppIntents (Glimpse)
//  Status: Complete for `Summary` and `When` (ParameterSummary+When.swift); `Switch` and `Case`
//  are not modelled.
//  Behaviour: Apple AppIntents "ParameterSummary" / "AppIntent.Summary" /
//  "AppIntent.parameterSummary": the sentence and order the configuration UI shows an intent's
//  parameters in. The `parameters` request answers the summary that applies to the values asked
//  about (`IntentParameters.summary`), each parameter in its sentence written `${name}`.

/// The sentence and order in which a configuration UI shows an intent's parameters.
///
/// Source: Apple AppIntents "ParameterSummary".
public protocol ParameterSummary {}

/// A summary decided for an intent's values: its sentence with each parameter written
/// `${name}` (the property's name), and every parameter it shows, in order.
typealias ResolvedParameterSummary = (sentence: String?, parameters: [AnyKeyPath])

/// A summary that can say what it shows for an intent's values.
protocol ResolvableParameterSummary {
    /// What the summary shows for `intent`; nil when `intent` is not its intent type.
    func resolved(for intent: Any) -> ResolvedParameterSummary?
}

/// The summary of an intent that declares none.
public struct _NoParameterSummary: ParameterSummary {
    public init() {}
}

/// A summary: a sentence with parameters in it, and the other parameters below.
///
/// Written `Summary(…)` inside an intent (`AppIntent.Summary`).
public struct IntentParameterSummary<Intent: AppIntent>: ParameterSummary {
    /// The sentence, with the parameters it shows.
    public let sentence: ParameterSummaryString<Intent>?
    /// The parameters listed under the sentence.
    public let parameters: [PartialKeyPath<Intent>]

    public init(_ sentence: ParameterSummaryString<Intent>) {
        self.sentence = sentence
        self.parameters = []
    }

    public init(
        _ sentence: ParameterSummaryString<Intent>,
        @ParameterSummaryBuilder<Intent> _ parameters: () -> [PartialKeyPath<Intent>]
    ) {
        self.sentence = sentence
        self.parameters = parameters()
    }

    public init(@ParameterSummaryBuilder<Intent> _ parameters: () -> [PartialKeyPath<Intent>]) {
        self.sentence = nil
        self.parameters = parameters()
    }
}

extension IntentParameterSummary: ResolvableParameterSummary {
    func resolved(for intent: Any) -> ResolvedParameterSummary? {
        guard intent is Intent else { return nil }
        return (sentence?.text, (sentence?.parameters ?? []) + parameters)
    }
}

extension AppIntent {
    /// `Summary(…)` inside an intent.
    public typealias Summary = IntentParameterSummary<Self>
}

extension AppIntent where SummaryContent == _NoParameterSummary {
    /// No summary: a configuration UI lists the parameters in declaration order.
    public static var parameterSummary: _NoParameterSummary { _NoParameterSummary() }
}

/// A summary sentence: text with parameters interpolated (`"Show \(\.$hero)"`).
public struct ParameterSummaryString<Intent: AppIntent>: ExpressibleByStringInterpolation {
    /// The sentence with each parameter written as `${name}` of its key path.
    public let text: String
    /// The parameters in the sentence, in order.
    public let parameters: [PartialKeyPath<Intent>]

    public init(stringLiteral value: String) {
        text = value
        parameters = []
    }

    public init(stringInterpolation: StringInterpolation) {
        text = stringInterpolation.text
        parameters = stringInterpolation.parameters
    }

    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""
        var parameters: [PartialKeyPath<Intent>] = []
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) { text += literal }
        public mutating func appendInterpolation<Value>(_ parameter: KeyPath<Intent, IntentParameter<Value>>) {
            text += "${\(parameters.count)}"
            parameters.append(parameter)
        }
    }
}

/// Collects the parameters of a summary.
@resultBuilder
public enum ParameterSummaryBuilder<Intent: AppIntent> {
    public static func buildExpression<Value>(_ parameter: KeyPath<Intent, IntentParameter<Value>>)
        -> [PartialKeyPath<Intent>]
    {
        [parameter]
    }
    public static func buildBlock(_ parts: [PartialKeyPath<Intent>]...) -> [PartialKeyPath<Intent>] {
        parts.flatMap { $0 }
    }
    /// A whole summary: the branch of a `When`.
    public static func buildExpression<Summary: ParameterSummary>(_ summary: Summary) -> Summary { summary }
    public static func buildBlock<Summary: ParameterSummary>(_ summary: Summary) -> Summary { summary }
}
