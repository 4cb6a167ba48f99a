//  IntentParameter+Range.swift — AppIntents (Glimpse)
//  Status: Complete for declaring a number parameter's range and control style; a value set
//  outside the range is kept as set (Apple's configuration UI keeps people inside it).
//  Behaviour: Apple AppIntents "IntentParameter.init(title:description:default:controlStyle:
//  inclusiveRange:requestValueDialog:inputConnectionBehavior:)" for integers and doubles
//  (`@Parameter(title: "Count", default: 3, inclusiveRange: (1, 10)) var count: Int`). The
//  range and style are kept on the parameter (`inclusiveRange`, `controlStyle`) for the
//  configuration form.

/// Ranges and control styles of number parameters.
extension IntentParameter {
    /// The lowest and highest values people may choose, inclusive.
    ///
    /// Source: Apple AppIntents "IntentParameter.InclusiveRange".
    public typealias InclusiveRange<T> = (lowerBound: T, upperBound: T)

    /// How the configuration form lets people pick a whole number.
    ///
    /// Source: Apple AppIntents "IntentParameter.IntControlStyle".
    public enum IntControlStyle: Hashable, Sendable {
        case field, slider, stepper
    }

    /// How the configuration form lets people pick a number.
    ///
    /// Source: Apple AppIntents "IntentParameter.DoubleControlStyle".
    public enum DoubleControlStyle: Hashable, Sendable {
        case field, slider, stepper
    }
}

extension IntentParameter where Value.UnwrappedType == Int {
    /// A whole-number parameter people pick between `inclusiveRange`'s bounds.
    ///
    /// - Parameters:
    ///   - title: A word or short phrase for the parameter.
    ///   - description: More about the parameter.
    ///   - defaultValue: The value until someone chooses another.
    ///   - controlStyle: The form's control (default `.stepper`).
    ///   - inclusiveRange: The lowest and highest values, inclusive; nil for no limit.
    ///   - requestValueDialog: What the system asks when it needs a value.
    ///   - inputConnectionBehavior: Whether Shortcuts connects the previous result here.
    public convenience init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        default defaultValue: Value.UnwrappedType? = nil, controlStyle: IntControlStyle = .stepper,
        inclusiveRange: InclusiveRange<Int>?, requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(
            title: title, description: description, default: defaultValue, requestValueDialog: requestValueDialog,
            inputConnectionBehavior: inputConnectionBehavior)
        numberRange = inclusiveRange.map { (Double($0.lowerBound), Double($0.upperBound)) }
        numberControlStyle = "\(controlStyle)"
    }
}

extension IntentParameter where Value.UnwrappedType == Double {
    /// A number parameter people pick between `inclusiveRange`'s bounds.
    ///
    /// - Parameters: as the whole-number form; `controlStyle` defaults to `.field`.
    public convenience init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        default defaultValue: Value.UnwrappedType? = nil, controlStyle: DoubleControlStyle = .field,
        inclusiveRange: InclusiveRange<Double>?, requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(
            title: title, description: description, default: defaultValue, requestValueDialog: requestValueDialog,
            inputConnectionBehavior: inputConnectionBehavior)
        numberRange = inclusiveRange
        numberControlStyle = "\(controlStyle)"
    }
}
