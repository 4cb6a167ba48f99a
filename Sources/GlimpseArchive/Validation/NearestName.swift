//  NearestName.swift — GlimpseArchive (Glimpse)
//  Status: Complete
//  Behaviour: STYLE (errors name the thing and the fix): a mistyped name — an option, a family,
//  a surface, a widget kind, a point-of-interest category — is answered with the nearest valid
//  one when it is close: the same letters in another case, or at most two letters added, removed
//  or changed (Levenshtein distance). One function for the CLI, the host and the server.

/// The valid name `text` most likely meant, or nil when none is close: one in another case, else
/// the nearest within 2 edits (1 for names of 3 to 5 characters, none for shorter ones).
/// - Complexity: O(n·m) per name, n and m the two lengths.
package func nearestName(to text: String, among names: [String]) -> String? {
    if let same = names.first(where: { $0.lowercased() == text.lowercased() }) { return same }
    let limit = min(2, text.count / 3)
    guard limit > 0 else { return nil }
    let scored = names.map { ($0, editDistance(text.lowercased(), $0.lowercased())) }.filter { $0.1 <= limit }
    return scored.min(by: { $0.1 < $1.1 })?.0
}

/// The Levenshtein distance between two strings, in characters.
private func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var previous = Array(0...b.count)
    for i in 1...a.count {
        var current = [i] + Array(repeating: 0, count: b.count)
        for j in 1...b.count {
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
        }
        previous = current
    }
    return previous[b.count]
}
