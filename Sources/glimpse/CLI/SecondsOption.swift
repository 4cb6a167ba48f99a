//  SecondsOption.swift — glimpse (Glimpse)
//  Status: Complete
//  Behaviour: STYLE R18 — an option that takes seconds (`--timeout`, `--for`, `--add-interval`,
//  `--timeline-budget`) is checked in one place, and a wrong value is a usage error naming the
//  option, the value and the range it takes (from a new user's trial: `--timeout -1` read
//  "'-1' is not a number of seconds").

/// A command-line value in seconds, checked against the range its option takes.
enum SecondsOption {
    /// The seconds of `option`'s value `text`, or nil when the option was not given.
    ///
    /// - Parameters:
    ///   - text: the value as typed, e.g. `"2.5"`.
    ///   - option: the option's name with its dashes, e.g. `"--timeout"`, for the message.
    ///   - allowsZero: whether 0 is valid (`--for 0`: no time; a timeout of 0 is not).
    ///   - example: a value shown in the message, e.g. `"10"`.
    /// - Returns: a finite number of seconds, more than 0 (or 0 when `allowsZero`).
    /// - Throws: `UsageError` "--timeout takes a number of seconds more than 0 (e.g. 10), not '-1'".
    static func parse(_ text: String?, option: String, allowsZero: Bool = false, example: String = "10")
        throws(UsageError) -> Double?
    {
        guard let text else { return nil }
        guard let seconds = Double(text), seconds.isFinite, allowsZero ? seconds >= 0 : seconds > 0 else {
            let range = allowsZero ? "0 or more" : "more than 0"
            throw UsageError("\(option) takes a number of seconds \(range) (e.g. \(example)), not '\(text)'")
        }
        return seconds
    }
}
