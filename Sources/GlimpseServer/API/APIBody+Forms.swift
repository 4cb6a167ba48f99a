//  APIBody+Forms.swift — GlimpseServer (Glimpse)
//  Status: Complete
//  Behaviour: Docs/SimulatorAPI.md "a wrong type … is a 400 naming the field": the message also
//  says what the field takes ("'conditions' … wants an array of strings"), read from the type
//  the decoder expected; an array field names its items' type.

import Foundation

extension APIBody {
    /// The array fields of the bodies, by name, with what they hold: the decoder names only
    /// `Array<Any>` when such a field gets a string or an object.
    static let arrayForms = ["conditions": "an array of strings"]

    /// What a field takes, in words, from the type the decoder expected at `path`: `conditions`
    /// with `Array<Any>` or a string item wants "an array of strings", `locked` with `Bool`
    /// "true or false"; nil for a type not named here.
    /// - Returns: The field's dotted path (array items left out) and the words.
    static func form(of type: Any.Type, at path: [any CodingKey]) -> (field: String, form: String?) {
        let isItem = path.last?.intValue != nil
        let fieldPath = isItem ? path.dropLast() : path[...]
        let field = fieldPath.map(\.stringValue).joined(separator: ".")
        if let form = arrayForms[fieldPath.last?.stringValue ?? ""] { return (field, form) }
        let words: String? =
            switch type {
            case is String.Type: isItem ? "strings" : "a string"
            case is Bool.Type: isItem ? "booleans" : "true or false"
            case is Int.Type, is Int64.Type: isItem ? "whole numbers" : "a whole number"
            case is Double.Type: isItem ? "numbers" : "a number"
            case is Date.Type: isItem ? "dates" : "an ISO 8601 date"
            default: nil
            }
        return (field, isItem ? words.map { "an array of \($0)" } : words)
    }
}
