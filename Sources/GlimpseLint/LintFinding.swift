//  LintFinding.swift — GlimpseLint (Glimpse)
//  Status: Complete
//  Behaviour: issue 9 "A checker for a good widget experience": one thing a rule found, with
//  where (kind, family, entry), the fix and the source; `Codable` for `glimpse lint --json`.

/// One thing a rule found in one widget.
public struct LintFinding: Hashable, Codable, Sendable {
    /// `LintRule.id`.
    public var rule: String
    public var severity: LintSeverity
    /// The widget's kind.
    public var kind: String
    /// The family, or nil for a finding about the whole widget.
    public var family: String?
    /// The Dynamic Type size the family was checked at (`glimpse lint --dynamic-type`); nil for
    /// the bundle's own default.
    public var dynamicTypeSize: String?
    /// `placeholder`, `snapshot`, `timeline-3` (entry 3 of the timeline, from 0) or nil.
    public var entry: String?
    /// What was found, with the numbers (points, seconds).
    public var message: String
    public var fix: String
    public var source: String

    /// A finding of `rule`, with its severity, fix and source.
    public init(_ rule: LintRule, kind: String, family: String? = nil, entry: String? = nil, message: String) {
        self.rule = rule.id
        self.severity = rule.severity
        self.kind = kind
        self.family = family
        self.entry = entry
        self.message = message
        self.fix = rule.fix
        self.source = rule.source
    }
}
