//  DynamicOptionsProvider.swift — AppIntents (Glimpse)
//  Status: Complete — a configuration form's options are the provider's `results()` (an array
//  or an `IntentItemCollection`, IntentOptions), and a parameter nobody set takes its
//  `defaultResult()`.
//  Behaviour: Apple AppIntents "DynamicOptionsProvider" (iOS 16): the values a parameter may take,
//  found at run time. Apple's ControlConfigurationIntent example declares
//  `@Parameter(title: "Focus", default: .doNotDisturb, optionsProvider: FocusOptionsProvider())`.

/// Lists the values a parameter may take.
///
/// Source: Apple AppIntents "DynamicOptionsProvider".
public protocol DynamicOptionsProvider {
    /// The type of `defaultResult()`.
    associatedtype DefaultValue = Never
    /// What `results()` returns: usually an array of the parameter's values.
    associatedtype Result
    /// The values people may choose from.
    func results() async throws -> Result
    /// The value chosen before anyone picks one (default: nil).
    func defaultResult() async -> DefaultValue?
}

extension DynamicOptionsProvider {
    public func defaultResult() async -> DefaultValue? { nil }
}

extension IntentParameter {
    /// A parameter whose values come from `optionsProvider`.
    ///
    /// - Parameters:
    ///   - title: A word or short phrase for the parameter.
    ///   - description: More about the parameter.
    ///   - defaultValue: The value until someone chooses another.
    ///   - requestValueDialog: What the system asks when it needs a value.
    ///   - optionsProvider: Lists the values people may choose: the `parameters` request answers
    ///     its `results()` as the parameter's options, and a parameter with no value and no
    ///     `default:` takes its `defaultResult()`.
    public convenience init<Provider: DynamicOptionsProvider>(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        default defaultValue: Value.UnwrappedType? = nil, requestValueDialog: IntentDialog? = nil,
        optionsProvider: Provider
    ) {
        self.init(
            title: title, description: description, default: defaultValue, requestValueDialog: requestValueDialog)
        providedOptions = {
            let results = try await optionsProvider.results()
            guard let options = IntentValueCoding.options(from: results) else {
                throw ParameterValueError(
                    "\(Provider.self).results() returned a \(type(of: results)); return an array or an ItemCollection")
            }
            return options
        }
        providedDefault = { await optionsProvider.defaultResult() }
    }
}
