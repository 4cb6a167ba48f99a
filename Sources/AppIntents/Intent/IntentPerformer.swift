//  IntentPerformer.swift — AppIntents (Glimpse)
//  Status: Complete
//  Behaviour: Docs/ExtensionProtocol.md "Perform": runs an intent of the bundle by its type name
//  and its parameters as an archive records them (`IntentAction`), as iOS runs a widget's button
//  or a control's action: a fresh `init()`, the parameters set (entities through their queries,
//  a `SetValueIntent`'s `value` too), then `perform()`. Intent types are known once the bundle
//  has drawn a view or template that names them (`register`).

import Foundation
package import GlimpseArchive
import Synchronization

/// Why an intent could not run, for the protocol's failure.
package struct PerformFailure: Error, Sendable {
    /// `"unknownIntent"`, `"badRequest"` (parameters that do not decode) or `"performFailed"`.
    package var code: String
    package var message: String
}

/// The intent types the bundle's views and controls named, and how to run them.
package enum IntentPerformer {
    private static let types = Mutex<[String: any AppIntent.Type]>([:])

    /// Remembers `type` so that `perform` can run it by name.
    package static func register<I: AppIntent>(_ type: I.Type) {
        let name = I._typeName
        types.withLock { if $0[name] == nil { $0[name] = type } }
    }

    /// Whether an intent of this type name was registered.
    package static func knows(_ name: String) -> Bool { types.withLock { $0[name] != nil } }

    /// Runs the intent `action` names with its parameters, on the main actor.
    ///
    /// - Returns: What `perform()` returned: its value and dialog.
    /// - Throws: `PerformFailure` — `unknownIntent` for a type never registered, `badRequest` for
    ///   parameters that do not decode (each named), `performFailed` for what `perform()` threw.
    @MainActor
    package static func perform(_ action: IntentAction) async throws(PerformFailure) -> PerformedIntent {
        guard let type = types.withLock({ $0[action.type] }) else {
            let known = types.withLock { $0.keys.sorted() }.map { "'\($0)'" }.joined(separator: ", ")
            throw PerformFailure(
                code: "unknownIntent",
                message:
                    "the bundle has no intent '\(action.type)' (intents it drew: \(known.isEmpty ? "none" : known))")
        }
        return try await run(type, action.parameters)
    }

    @MainActor
    private static func run<I: AppIntent>(_ type: I.Type, _ parameters: [String: JSONValue])
        async throws(PerformFailure)
        -> PerformedIntent
    {
        var intent: I
        do {
            let decoded = try await I._decode(configuration: JSONValue.object(parameters).jsonText)
            guard decoded.warnings.isEmpty else {
                throw PerformFailure(
                    code: "badRequest",
                    message: "parameters of '\(I._typeName)' do not decode: "
                        + decoded.warnings.joined(separator: "; "))
            }
            intent = decoded.intent
        } catch let failure as PerformFailure {
            throw failure
        } catch {
            throw PerformFailure(code: "badRequest", message: "\(error)")
        }
        if let value = parameters["value"], let settable = intent as? any SetValueIntent {
            intent = try await setValue(settable, value) as! I
        }
        let result: I.PerformResult
        do {
            try await AppDependencies.resolve(in: intent)
            result = try await intent.perform()
        } catch {
            throw PerformFailure(
                code: "performFailed", message: "'\(I.title.key)' (\(I._typeName)) threw: \(String(describing: error))")
        }
        let contents = result as? any IntentResultContents
        return PerformedIntent(
            type: I._typeName, value: contents?.resultValue.flatMap { IntentValueCoding.encode($0) },
            dialog: contents?.resultDialog?.full.key, opensApp: intent is any OpenIntent || I.openAppWhenRun)
    }

    /// `intent` with its `value` set from `json` (for a `value` that is not a `@Parameter`).
    private static func setValue<S: SetValueIntent>(_ intent: S, _ json: JSONValue) async throws(PerformFailure)
        -> S
    {
        var intent = intent
        do {
            guard let value = try await IntentValueCoding.decode(S.ValueType.self, from: json) as? S.ValueType else {
                throw ParameterValueError("not a \(S.ValueType.self)")
            }
            intent.value = value
        } catch {
            throw PerformFailure(
                code: "badRequest",
                message:
                    "value of '\(S._typeName)' does not decode: \((error as? ParameterValueError)?.reason ?? "\(error)")"
            )
        }
        return intent
    }
}

/// A result's value and dialog, whatever its type parameters.
protocol IntentResultContents {
    var resultValue: (any Sendable)? { get }
    var resultDialog: IntentDialog? { get }
}

extension IntentResultContainer: IntentResultContents {
    var resultValue: (any Sendable)? { value }
    var resultDialog: IntentDialog? { dialog }
}
