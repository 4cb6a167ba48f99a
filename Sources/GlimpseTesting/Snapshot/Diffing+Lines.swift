//  Diffing+Lines.swift — GlimpseTesting (Glimpse)
//  Status: Complete
//  Behaviour: STYLE R15 — text snapshots fail with a unified diff (`-` reference, `+` actual,
//  3 lines of context), as `diff -u` prints it; the actual text is written next to the reference.

import Foundation

extension Diffing where Value == String {
    /// UTF-8 text files compared line by line.
    public static var lines: Diffing {
        Diffing(
            toData: { Data($0.utf8) },
            fromData: { String(decoding: $0, as: UTF8.self) },
            diff: { reference, actual in
                guard reference != actual else { return nil }
                return Difference(
                    message: "the text differs (- reference, + actual):\n" + LineDiff.unified(reference, actual),
                    artifacts: [("actual.txt", Data(actual.utf8))])
            })
    }
}

/// A line diff by longest common subsequence.
enum LineDiff {
    /// Hunks of `diff -u` without the file header: `@@ -a,b +c,d @@`, then context (` `),
    /// removed (`-`) and added (`+`) lines.
    static func unified(_ old: String, _ new: String, context: Int = 3) -> String {
        let a = old.split(separator: "\n", omittingEmptySubsequences: false)
        let b = new.split(separator: "\n", omittingEmptySubsequences: false)
        let script = edits(a, b)
        // Each change with `context` lines either side; overlapping ranges join into one hunk.
        var ranges: [Range<Int>] = []
        for change in script.indices where script[change].kind != " " {
            let range = max(0, change - context)..<min(script.count, change + context + 1)
            if let last = ranges.last, range.lowerBound <= last.upperBound {
                ranges[ranges.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                ranges.append(range)
            }
        }
        var out: [String] = []
        for range in ranges {
            let hunk = script[range]
            let oldCount = hunk.filter { $0.kind != "+" }.count
            let newCount = hunk.filter { $0.kind != "-" }.count
            out.append("@@ -\(hunk.first!.oldLine + 1),\(oldCount) +\(hunk.first!.newLine + 1),\(newCount) @@")
            out.append(contentsOf: hunk.map { "\($0.kind)\($0.text)" })
        }
        return out.joined(separator: "\n")
    }

    struct Edit {
        var kind: Character
        var text: Substring
        /// The line's index in the old and new text (for `+`, the old index it comes before).
        var oldLine: Int
        var newLine: Int
    }

    /// The edit script turning `a` into `b`. Lines common to both ends are skipped before the
    /// O(n·m) table, so a change in a long archive stays cheap.
    static func edits(_ a: [Substring], _ b: [Substring]) -> [Edit] {
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] {
            suffix += 1
        }
        let x = Array(a[prefix..<(a.count - suffix)])
        let y = Array(b[prefix..<(b.count - suffix)])
        var table = [[Int]](repeating: [Int](repeating: 0, count: y.count + 1), count: x.count + 1)
        if !x.isEmpty && !y.isEmpty {
            for i in stride(from: x.count - 1, through: 0, by: -1) {
                for j in stride(from: y.count - 1, through: 0, by: -1) {
                    table[i][j] = x[i] == y[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
                }
            }
        }
        var script = (0..<prefix).map { Edit(kind: " ", text: a[$0], oldLine: $0, newLine: $0) }
        var (i, j) = (0, 0)
        while i < x.count || j < y.count {
            if i < x.count, j < y.count, x[i] == y[j] {
                script.append(Edit(kind: " ", text: x[i], oldLine: prefix + i, newLine: prefix + j))
                (i, j) = (i + 1, j + 1)
            } else if i < x.count, j == y.count || table[i + 1][j] >= table[i][j + 1] {
                script.append(Edit(kind: "-", text: x[i], oldLine: prefix + i, newLine: prefix + j))
                i += 1
            } else {
                script.append(Edit(kind: "+", text: y[j], oldLine: prefix + i, newLine: prefix + j))
                j += 1
            }
        }
        for k in 0..<suffix {
            script.append(
                Edit(
                    kind: " ", text: a[a.count - suffix + k], oldLine: a.count - suffix + k,
                    newLine: b.count - suffix + k))
        }
        return script
    }
}
