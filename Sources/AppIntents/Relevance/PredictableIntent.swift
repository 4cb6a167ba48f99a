//  PredictableIntent.swift — AppIntents (Glimpse)
//  Status: Complete as API; the descriptions are kept, Glimpse shows no Siri suggestions
//  Behaviour: Apple AppIntents "PredictableIntent", "IntentPredictionConfiguration",
//  "IntentPrediction", "IntentPredictionsBuilder" (iOS 16); reference widgetkit.md §8.1: an
//  intent must be predictable to be suggested.

/// An intent the system may suggest, with descriptions of its predictions.
///
/// Source: Apple AppIntents "PredictableIntent".
public protocol PredictableIntent: AppIntent {
    associatedtype Prediction: IntentPredictionConfiguration
    /// How to describe the intent when suggesting it.
    @IntentPredictionsBuilder<Self> static var predictionConfiguration: Self.Prediction { get }
}

/// One or more predictions of an intent.
///
/// Source: Apple AppIntents "IntentPredictionConfiguration".
public protocol IntentPredictionConfiguration {
    associatedtype Intent: AppIntent
}

/// A description of an intent for suggestions, from some of its parameters.
///
/// Source: Apple AppIntents "IntentPrediction".
public struct IntentPrediction<Intent: AppIntent, T>: IntentPredictionConfiguration {
    /// Describes an intent; nil for a parameter that has no value.
    package let describe: (Intent) -> DisplayRepresentation?

    /// Source: Apple "init(displayRepresentation:)".
    public init(displayRepresentation: @escaping () -> DisplayRepresentation) where T == () {
        describe = { _ in displayRepresentation() }
    }

    /// Source: Apple "init(parameters:displayRepresentation:)" (one parameter).
    public init<V0: _IntentValue & Sendable, P0: IntentParameter<V0>>(
        parameters: T, displayRepresentation: @escaping (V0) -> DisplayRepresentation
    ) where T == KeyPath<Intent, P0> {
        describe = { intent in
            (intent[keyPath: parameters] as IntentParameter<V0>).explicitOrDefaultValue.map(displayRepresentation)
        }
    }

    /// Source: Apple "init(parameters:displayRepresentation:)" (two parameters).
    public init<
        V0: _IntentValue & Sendable, V1: _IntentValue & Sendable, P0: IntentParameter<V0>, P1: IntentParameter<V1>,
        K0: KeyPath<Intent, P0>, K1: KeyPath<Intent, P1>
    >(parameters: T, displayRepresentation: @escaping (V0, V1) -> DisplayRepresentation) where T == (K0, K1) {
        describe = { intent in
            guard let v0 = (intent[keyPath: parameters.0] as IntentParameter<V0>).explicitOrDefaultValue,
                let v1 = (intent[keyPath: parameters.1] as IntentParameter<V1>).explicitOrDefaultValue
            else { return nil }
            return displayRepresentation(v0, v1)
        }
    }

    /// Source: Apple "init(parameters:displayRepresentation:)" (three parameters).
    public init<
        V0: _IntentValue & Sendable, V1: _IntentValue & Sendable, V2: _IntentValue & Sendable,
        P0: IntentParameter<V0>, P1: IntentParameter<V1>, P2: IntentParameter<V2>,
        K0: KeyPath<Intent, P0>, K1: KeyPath<Intent, P1>, K2: KeyPath<Intent, P2>
    >(parameters: T, displayRepresentation: @escaping (V0, V1, V2) -> DisplayRepresentation) where T == (K0, K1, K2) {
        describe = { intent in
            guard let v0 = (intent[keyPath: parameters.0] as IntentParameter<V0>).explicitOrDefaultValue,
                let v1 = (intent[keyPath: parameters.1] as IntentParameter<V1>).explicitOrDefaultValue,
                let v2 = (intent[keyPath: parameters.2] as IntentParameter<V2>).explicitOrDefaultValue
            else { return nil }
            return displayRepresentation(v0, v1, v2)
        }
    }
}

/// Several predictions of one intent.
///
/// Source: Apple AppIntents "TupleIntentPrediction".
public struct TupleIntentPrediction<Intent: AppIntent>: IntentPredictionConfiguration {
    package let predictions: [(Intent) -> DisplayRepresentation?]
}

/// Builds an intent's predictions from one or more `IntentPrediction`s.
///
/// Source: Apple AppIntents "IntentPredictionsBuilder".
@resultBuilder
public enum IntentPredictionsBuilder<Intent: AppIntent> {
    public static func buildExpression<T>(_ prediction: IntentPrediction<Intent, T>) -> IntentPrediction<Intent, T> {
        prediction
    }

    public static func buildBlock<T>(_ prediction: IntentPrediction<Intent, T>) -> IntentPrediction<Intent, T> {
        prediction
    }

    public static func buildBlock(_ predictions: any IntentPredictionConfiguration...) -> TupleIntentPrediction<Intent>
    {
        TupleIntentPrediction(
            predictions: predictions.compactMap { prediction in
                (prediction as? any PredictionDescribing).map { describing in { describing.describeAny($0) } }
            })
    }
}

/// An `IntentPrediction` with its parameter types erased.
private protocol PredictionDescribing {
    func describeAny(_ intent: Any) -> DisplayRepresentation?
}

extension IntentPrediction: PredictionDescribing {
    fileprivate func describeAny(_ intent: Any) -> DisplayRepresentation? { (intent as? Intent).flatMap(describe) }
}
