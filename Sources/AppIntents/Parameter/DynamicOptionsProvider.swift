//  DynamicOptionsProvider.swift — AppIntents (Glimpse)
//  Status: Partial — the protocol and `@Parameter(…, optionsProvider:)` compile; the options are
//  not consulted (Glimpse has no picker that lists them yet).
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
    ///   - optionsProvider: Lists the values people may choose (accepted, not consulted).
    public convenience init<Provider: DynamicOptionsProvider>(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        default defaultValue: Value.UnwrappedType? = nil, requestValueDialog: IntentDialog? = nil,
        optionsProvider: Provider
    ) {
        self.init(
            title: title, description: description, default: defaultValue, requestValueDialog: requestValueDialog)
    }
}
