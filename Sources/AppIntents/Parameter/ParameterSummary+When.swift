//  ParameterSummary+When.swift — AppIntents (Glimpse)
//  Status: Complete for `When` on equatable, comparable, one-of and has-value conditions;
//  `Switch`/`Case` and the entity-identifier and string comparisons are not modelled.
//  Behaviour: Apple AppIntents "ParameterSummaryWhenCondition" (`When(\.$detail, .equalTo, true)
//  { Summary(…) } otherwise: { Summary(…) }`): a summary that depends on a parameter's value.
//  Glimpse decides it for an intent's current values (`resolved(for:)`), and the `parameters`
//  request answers the summary that applies (AppIntent+Parameters).

/// `.equalTo` / `.notEqualTo` in a `When` clause.
///
/// Source: Apple AppIntents "EquatableComparisonOperator".
public enum EquatableComparisonOperator: Sendable {
    case equalTo, notEqualTo
}

/// Ordered comparisons in a `When` clause.
///
/// Source: Apple AppIntents "ComparableComparisonOperator".
public enum ComparableComparisonOperator: Sendable {
    case lessThan, lessThanOrEqualTo, greaterThan, greaterThanOrEqualTo
}

/// `.oneOf` / `.noneOf` a list of values in a `When` clause.
///
/// Source: Apple AppIntents "OneOfComparisonOperator".
public enum OneOfComparisonOperator: Sendable {
    case oneOf, noneOf
}

/// Whether a parameter has a value, in a `When` clause.
///
/// Source: Apple AppIntents "HasValueComparisonOperator".
public enum HasValueComparisonOperator: Sendable {
    case hasAnyValue, hasNoValue
}

/// A summary that is `when` if a parameter's value meets a condition, else `otherwise`.
///
/// Written `When(…)` inside an intent's `parameterSummary`.
///
/// Source: Apple AppIntents "ParameterSummaryWhenCondition".
public struct ParameterSummaryWhenCondition<
    Intent: AppIntent, WhenCondition: ParameterSummary, Otherwise: ParameterSummary
>:
    ParameterSummary
{
    /// Whether an intent's values meet the condition.
    let condition: (Intent) -> Bool
    /// The summary when they do.
    public let whenCondition: WhenCondition
    /// The summary when they do not.
    public let otherwise: Otherwise

    /// `when` while the parameter's value compares to `value` as `comparisonOperator` says.
    public init<Value: Equatable>(
        _ keyPath: KeyPath<Intent, IntentParameter<Value>>, _ comparisonOperator: EquatableComparisonOperator,
        _ value: Value, @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition,
        @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
    ) {
        condition = { intent in
            let current = intent[keyPath: keyPath].currentValue
            return comparisonOperator == .equalTo ? current == value : current != value
        }
        whenCondition = when()
        self.otherwise = otherwise()
    }

    /// `when` while the parameter's value is ordered against `value` as `comparisonOperator`
    /// says; a parameter without a value does not meet it.
    public init<Value: Comparable & _IntentValue>(
        _ keyPath: KeyPath<Intent, IntentParameter<Value>>, _ comparisonOperator: ComparableComparisonOperator,
        _ value: Value, @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition,
        @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
    ) {
        condition = { intent in
            guard let current = intent[keyPath: keyPath].currentValue else { return false }
            return Self.compare(current, comparisonOperator, value)
        }
        whenCondition = when()
        self.otherwise = otherwise()
    }

    /// As the comparable form, for an optional parameter.
    public init<Wrapped: Comparable & _IntentValue>(
        _ keyPath: KeyPath<Intent, IntentParameter<Wrapped?>>, _ comparisonOperator: ComparableComparisonOperator,
        _ value: Wrapped, @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition,
        @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
    ) {
        condition = { intent in
            guard let current = intent[keyPath: keyPath].currentValue ?? nil else { return false }
            return Self.compare(current, comparisonOperator, value)
        }
        whenCondition = when()
        self.otherwise = otherwise()
    }

    /// `when` while the parameter's value is (`.oneOf`) or is not (`.noneOf`) among `values`.
    public init<Value: Equatable>(
        _ keyPath: KeyPath<Intent, IntentParameter<Value>>, _ comparisonOperator: OneOfComparisonOperator,
        _ values: [Value], @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition,
        @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
    ) {
        condition = { intent in
            let found = intent[keyPath: keyPath].currentValue.map { values.contains($0) } ?? false
            return comparisonOperator == .oneOf ? found : !found
        }
        whenCondition = when()
        self.otherwise = otherwise()
    }

    /// `when` while the parameter has (`.hasAnyValue`) or lacks (`.hasNoValue`) a value; an
    /// optional holding nil has none.
    public init<Value>(
        _ keyPath: KeyPath<Intent, IntentParameter<Value>>, _ comparisonOperator: HasValueComparisonOperator,
        @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition,
        @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
    ) {
        condition = { intent in
            let has: Bool
            switch intent[keyPath: keyPath].currentValue {
            case nil: has = false
            case let value?: has = (value as? any OptionalIntentValue).map { $0.wrappedAny != nil } ?? true
            }
            return has == (comparisonOperator == .hasAnyValue)
        }
        whenCondition = when()
        self.otherwise = otherwise()
    }

    private static func compare<T: Comparable>(_ lhs: T, _ op: ComparableComparisonOperator, _ rhs: T) -> Bool {
        switch op {
        case .lessThan: return lhs < rhs
        case .lessThanOrEqualTo: return lhs <= rhs
        case .greaterThan: return lhs > rhs
        case .greaterThanOrEqualTo: return lhs >= rhs
        }
    }
}

extension ParameterSummaryWhenCondition: ResolvableParameterSummary {
    func resolved(for intent: Any) -> ResolvedParameterSummary? {
        guard let intent = intent as? Intent else { return nil }
        let chosen: any ParameterSummary = condition(intent) ? whenCondition : otherwise
        return (chosen as? any ResolvableParameterSummary)?.resolved(for: intent)
    }
}

extension AppIntent {
    /// `When(…)` inside an intent's `parameterSummary`.
    public typealias When<WhenCondition: ParameterSummary, Otherwise: ParameterSummary> =
        ParameterSummaryWhenCondition<Self, WhenCondition, Otherwise>
}

extension IntentParameter {
    /// The value a summary's condition sees: set, else the default, else the type's starting
    /// value; nil when none of these exists.
    var currentValue: Value? {
        explicitOrDefaultValue ?? (IntentValueCoding.startingValue(of: Value.self) as? Value)
    }
}
