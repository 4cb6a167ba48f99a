//  IntentResult.swift — AppIntents (Glimpse)
//  Status: Partial — `.result()`, `.result(value:)`, `.result(dialog:)`, `.result(value:dialog:)`
//  with `ReturnsValue` and `ProvidesDialog`; results that open another intent or show a snippet
//  view are not modelled.
//  Behaviour: Apple AppIntents "IntentResult" and "IntentResultContainer": `perform()` returns
//  one to say the action finished, optionally with a value and a dialog.

/// What an intent's `perform()` returns when it finishes.
///
/// Write `return .result()`, or `.result(value:)` / `.result(dialog:)` with `ReturnsValue<T>` or
/// `ProvidesDialog` in the return type.
///
/// Source: Apple AppIntents "IntentResult".
public protocol IntentResult: Sendable {}

/// A result that carries a value of type `Value` (`some IntentResult & ReturnsValue<Int>`).
///
/// Source: Apple AppIntents "ReturnsValue".
public protocol ReturnsValue<Value>: IntentResult {
    associatedtype Value
}

/// A result that carries a dialog (`some IntentResult & ProvidesDialog`).
///
/// Source: Apple AppIntents "ProvidesDialog".
public protocol ProvidesDialog: IntentResult {}

/// The concrete result the `result(…)` functions build. The type parameters say what it carries;
/// `Never` means nothing.
///
/// Source: Apple AppIntents "IntentResultContainer".
public struct IntentResultContainer<Value, OpensAppIntent, Content, Dialog>: IntentResult {
    /// The value, for a `ReturnsValue` result.
    public let value: (any Sendable)?
    /// The dialog, for a `ProvidesDialog` result.
    public let dialog: IntentDialog?

    init(value: (any Sendable)? = nil, dialog: IntentDialog? = nil) {
        self.value = value
        self.dialog = dialog
    }
}

extension IntentResultContainer: ReturnsValue where Value: _IntentValue {}
extension IntentResultContainer: ProvidesDialog where Dialog == IntentDialog {}

extension IntentResult {
    /// The intent finished, with nothing to report.
    public static func result() -> Self where Self == IntentResultContainer<Never, Never, Never, Never> {
        IntentResultContainer()
    }

    /// The intent finished and produced `value`.
    public static func result<Value: _IntentValue>(value: Value) -> Self
    where Self == IntentResultContainer<Value, Never, Never, Never> {
        IntentResultContainer(value: value)
    }

    /// The intent finished; the system shows or speaks `dialog`.
    public static func result(dialog: IntentDialog) -> Self
    where Self == IntentResultContainer<Never, Never, Never, IntentDialog> {
        IntentResultContainer(dialog: dialog)
    }

    /// The intent finished, produced `value`, and the system shows or speaks `dialog`.
    public static func result<Value: _IntentValue>(value: Value, dialog: IntentDialog) -> Self
    where Self == IntentResultContainer<Value, Never, Never, IntentDialog> {
        IntentResultContainer(value: value, dialog: dialog)
    }
}
