//  LogText.swift — GlimpseHost (Glimpse)
//  Status: Complete
//  Behaviour: issue 9: bytes a bundle wrote (its stderr, a broken answer, its failure messages)
//  reach the host's log and ledger escaped, one line each: control characters can neither
//  split a log line nor drive the terminal that shows it.

/// Text from outside the host, made safe for one log line.
public enum LogText {
    /// `text` with every control character escaped: `\n`, `\r`, `\t`, `\0`, and `\u{1B}` for the
    /// rest of C0, DEL, C1 and the Unicode line and paragraph separators. Other text (including
    /// a backslash) is kept as it is.
    /// - Complexity: O(n) in the text's length; returns `text` itself when nothing needs escaping.
    public static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            guard needsEscape(scalar) else {
                out.append(scalar)
                continue
            }
            let escape: String =
                switch scalar {
                case "\n": "\\n"
                case "\r": "\\r"
                case "\t": "\\t"
                case "\0": "\\0"
                default: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                }
            out.append(contentsOf: escape.unicodeScalars)
        }
        return String(out)
    }

    private static func needsEscape(_ s: Unicode.Scalar) -> Bool {
        s.value < 0x20 || (0x7F...0x9F).contains(s.value) || s.value == 0x2028 || s.value == 0x2029
    }
}
