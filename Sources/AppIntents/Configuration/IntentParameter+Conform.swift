//  IntentParameter+Conform.swift — AppIntents (Glimpse)
//  Status: Complete for number ranges and array sizes
//  Behaviour: a value read from a stored configuration is kept within what the parameter
//  declared, as Apple's configuration UI keeps people within it: a number outside its
//  `inclusiveRange` becomes the nearest bound, an array longer than its `size` for the widget's
//  family keeps its first `max` values. Each change is reported as a warning naming the
//  parameter, the value and the limit. An array shorter than its minimum is kept (Glimpse's
//  choice: nothing could fill it).

import Foundation

extension IntentParameter {
    /// Brings the value set from a configuration within the declared range and size.
    ///
    /// - Parameter family: The family of the widget the configuration is read for; nil when
    ///   not known (then only sizes declared for every family apply).
    /// - Returns: What was changed, for a warning ("5 is above the range 1…3; using 3"); nil
    ///   when the value was within its limits or never set.
    func conform(family: IntentWidgetFamily?) -> String? {
        guard isSet, let value = explicitOrDefaultValue else { return nil }
        if let range = numberRange, let (number, clamped) = Self.clamp(value, range) {
            store(clamped)
            let bound = "\(Self.text(range.lowerBound))…\(Self.text(range.upperBound))"
            return "\(Self.text(number)) is outside the range \(bound); using \(Self.text(Self.number(clamped) ?? 0))"
        }
        if let size = collectionSizes?.size(for: family), let (count, trimmed) = Self.prefix(value, size.max) {
            store(trimmed)
            let place = family.map { "a \($0.rawValue) widget" } ?? "it"
            return "holds \(count) values and \(place) takes at most \(size.max); using the first \(size.max)"
        }
        return nil
    }

    /// The number `value` holds and the value clamped into `range`; nil when it is within it or
    /// is not a number.
    private static func clamp(_ value: Value, _ range: (lowerBound: Double, upperBound: Double))
        -> (Double, Value)?
    {
        guard let number = number(value), number < range.lowerBound || number > range.upperBound else { return nil }
        let clamped = min(max(number, range.lowerBound), range.upperBound)
        let result: Any = (value is Int || value is Int?) ? Int(clamped) as Any : clamped as Any
        guard let typed = result as? Value else { return nil }
        return (number, typed)
    }

    /// The number an `Int`, `Double` or optional of either holds; nil for others and for nil.
    private static func number(_ value: Value) -> Double? {
        switch unwrapped(value) {
        case let int as Int: return Double(int)
        case let double as Double: return double
        default: return nil
        }
    }

    /// The array's count and its first `max` values; nil when it holds no more than `max`.
    private static func prefix(_ value: Value, _ max: Int) -> (Int, Value)? {
        guard let array = unwrapped(value) as? any ArrayIntentValue, array.anyCount > max,
            let trimmed = array.anyPrefix(max) as? Value
        else { return nil }
        return (array.anyCount, trimmed)
    }

    /// An optional's wrapped value (nil for none); any other value as it is.
    private static func unwrapped(_ value: Value) -> Any? {
        if let optional = value as? any OptionalIntentValue { return optional.wrappedAny }
        return value
    }

    private static func text(_ number: Double) -> String {
        number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
    }
}
