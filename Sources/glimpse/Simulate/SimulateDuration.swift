//  SimulateDuration.swift — glimpse (Glimpse)
//  Status: Complete
//  Behaviour: `glimpse simulate --for`: a span of simulated time written as one or more
//  number-unit pairs (`90m`, `24h`, `2d`, `1h30m`, `1.5h`, `45s`); units s, m, h, d.

import Foundation

/// Durations as the `simulate` command reads and prints them.
enum SimulateDuration {
    /// The longest replay: 31 days.
    static let maximum: Double = 31 * 86_400

    private static let units: [Character: Double] = ["s": 1, "m": 60, "h": 3600, "d": 86_400]

    /// Seconds in `text`.
    /// - Parameter option: The option's name for messages, e.g. `"--for"`.
    /// - Throws: `UsageError` when `text` is empty, has a number without a unit or a unit
    ///   without a number, an unknown unit, is not positive, or is longer than 31 days.
    static func parse(_ text: String, option: String = "--for", maximum: Double = maximum) throws(UsageError)
        -> Double
    {
        let example = "write e.g. 90m, 24h, 2d or 1h30m (units s, m, h, d)"
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { throw UsageError("\(option) needs a duration; \(example)") }
        var total = 0.0
        var number = ""
        for character in trimmed {
            if character.isNumber || character == "." {
                number.append(character)
            } else if let unit = units[Character(character.lowercased())] {
                guard let value = Double(number) else {
                    throw UsageError("'\(text)' is not a duration; \(example)")
                }
                total += value * unit
                number = ""
            } else {
                throw UsageError("'\(text)' is not a duration ('\(character)' is not a unit); \(example)")
            }
        }
        guard number.isEmpty else {
            throw UsageError("'\(text)' has no unit after \(number); \(example)")
        }
        guard total > 0 else { throw UsageError("'\(text)' is not a positive duration; \(example)") }
        guard total <= maximum else {
            throw UsageError("'\(text)' is longer than \(describe(maximum)), the longest \(option) allows")
        }
        return total
    }

    /// `seconds` for people: "24 h", "1 h 30 min", "45 s", "2 d 3 h", "0 s". Whole seconds;
    /// at most the two largest non-zero units; days only from 48 hours on.
    static func describe(_ seconds: Double) -> String {
        var rest = Int(seconds.rounded())
        guard rest > 0 else { return "0 s" }
        var parts: [String] = []
        let units =
            rest >= 2 * 86_400
            ? [("d", 86_400), ("h", 3600), ("min", 60), ("s", 1)] : [("h", 3600), ("min", 60), ("s", 1)]
        for (name, size) in units where parts.count < 2 {
            let n = rest / size
            rest -= n * size
            if n > 0 {
                parts.append("\(n) \(name)")
            } else if !parts.isEmpty {
                break
            }
        }
        return parts.joined(separator: " ")
    }
}
